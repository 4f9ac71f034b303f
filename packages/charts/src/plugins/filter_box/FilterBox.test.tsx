// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ChartHooks } from '../../sdk/chartPlugin.js';
import FilterBox from './FilterBox.js';
import { FILTER_BOX_SEARCH_DEBOUNCE_MS } from './filterBoxOptions.js';
import { TIME_RANGE_COLUMN } from '@sightline/core';
import { stubMatchMedia } from '../../sdk/testing/jsdomStubs.js';
import { COUNTRY_RESULT, filterBoxProps, YEAR_RESULT } from './testing/fixtures.js';

beforeAll(() => {
  stubMatchMedia();
  // antd's select menu watches its size.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const draw = (
  formData: Record<string, unknown> = {},
  hooks: ChartHooks = {},
  selectedValues?: Record<string, unknown>,
  queriesData = [COUNTRY_RESULT, YEAR_RESULT],
) => render(<FilterBox {...filterBoxProps(formData, hooks, selectedValues, queriesData)} />);

const combobox = (label: string) => screen.getByRole('combobox', { name: label });
/** The open menu of a select: its option elements. */
const menuOptions = (label: string) => {
  const listId = combobox(label).getAttribute('aria-controls');
  const dropdown = listId ? document.getElementById(listId)?.closest('.ant-select-dropdown') : null;
  return dropdown ? [...dropdown.querySelectorAll('.ant-select-item-option')] : [];
};
const openMenu = async (label: string) => {
  fireEvent.mouseDown(combobox(label));
  await waitFor(() => expect(menuOptions(label).length).toBeGreaterThan(0));
};
const choose = async (label: string, text: string) => {
  await openMenu(label);
  const option = menuOptions(label).find((candidate) => candidate.textContent?.trim() === text);
  if (!option)
    throw new Error(
      `No option ${text} in ${menuOptions(label)
        .map((o) => o.textContent)
        .join('|')}`,
    );
  fireEvent.click(option);
};
const paste = (label: string, text: string) =>
  fireEvent.paste(combobox(label), { clipboardData: { getData: () => text } });
const applyButton = () => screen.queryByRole('button', { name: 'Apply' }) as HTMLButtonElement | null;

describe('FilterBox', () => {
  it("shows one select per field with the placeholder 'Type or Select [label]'", () => {
    draw();
    expect(screen.getByText('Type or Select [Country]')).toBeTruthy();
    expect(combobox('Year')).toBeTruthy();
  });

  it("says 'No results found' when nothing matches the typed text", async () => {
    draw();
    fireEvent.mouseDown(combobox('Country'));
    fireEvent.change(combobox('Country'), { target: { value: 'Atlantis' } });
    await waitFor(() => expect(screen.getByText('No results found')).toBeTruthy());
  });

  it('draws each option over a bar scaled to the maximum metric', async () => {
    draw();
    await openMenu('Country');
    const bars = menuOptions('Country').map((option) => [
      option.textContent,
      option.querySelector<HTMLElement>('.sl-filter-box-option-bar')?.style.width,
    ]);
    expect(bars).toEqual([
      ['USA', '100%'],
      ['France', '25%'],
      ['Spain', '75%'],
    ]);
  });

  it('with instant filtering has no Apply button and reports each change at once', async () => {
    const onAddFilter = vi.fn();
    draw({}, { onAddFilter });
    expect(applyButton()).toBeNull();
    await choose('Country', 'France');
    expect(onAddFilter).toHaveBeenLastCalledWith('country', ['France'], false, true);
  });

  it('enables Apply only after a change, then applies every changed field', async () => {
    const onAddFilter = vi.fn();
    draw({ instant_filtering: false }, { onAddFilter });
    expect(applyButton()!.disabled).toBe(true);
    await choose('Country', 'Spain');
    await choose('Year', '2003');
    expect(onAddFilter).not.toHaveBeenCalled();
    expect(applyButton()!.disabled).toBe(false);
    fireEvent.click(applyButton()!);
    expect(onAddFilter.mock.calls).toEqual([
      ['country', ['Spain'], false, false],
      ['year_id', [2003], false, true],
    ]);
    expect(applyButton()!.disabled).toBe(true);
  });

  it('splits pasted values into the multi-select: trimmed, deduplicated, empties dropped', () => {
    const onAddFilter = vi.fn();
    draw({}, { onAddFilter }, { country: ['USA'] });
    paste('Country', ' France,\nSpain\t;USA;;France ');
    expect(onAddFilter).toHaveBeenLastCalledWith('country', ['USA', 'France', 'Spain'], false, true);
  });

  it('leaves a paste into a single-select to the search box', () => {
    const onAddFilter = vi.fn();
    draw({}, { onAddFilter });
    paste('Year', '2003,2004');
    expect(onAddFilter).not.toHaveBeenCalled();
  });

  it("offers the time range picker labelled 'Select start and end date'", async () => {
    const onAddFilter = vi.fn();
    draw({ date_filter: true, time_range: 'Last week' }, { onAddFilter });
    await choose('Select start and end date', 'Last quarter');
    expect(onAddFilter).toHaveBeenLastCalledWith(TIME_RANGE_COLUMN, 'Last quarter', false, true);
  });

  it("takes a new selection from the host (e.g. another box's change)", () => {
    const props = filterBoxProps({ instant_filtering: false }, {}, { country: ['USA'] });
    const { rerender } = render(<FilterBox {...props} />);
    expect(screen.getByTitle('USA')).toBeTruthy();
    rerender(<FilterBox {...filterBoxProps({ instant_filtering: false }, {}, { country: ['Spain'] })} />);
    expect(screen.queryByTitle('USA')).toBeNull();
    expect(screen.getByTitle('Spain')).toBeTruthy();
  });

  it('keeps the changes not applied yet when the host selection changes', async () => {
    const formData = { instant_filtering: false };
    const { rerender } = render(<FilterBox {...filterBoxProps(formData, {}, { country: ['USA'] })} />);
    await choose('Country', 'Spain');
    rerender(<FilterBox {...filterBoxProps(formData, {}, { country: ['USA'], year_id: [2003] })} />);
    const field = (column: string) => within(screen.getByTestId(`filter-box-field-${column}`));
    expect(field('country').getByTitle('Spain')).toBeTruthy();
    expect(field('year_id').getByTitle('2003')).toBeTruthy();
    expect(applyButton()!.disabled).toBe(false);
  });

  it("asks the host to search all options after a pause when 'Search all filter options' is on", async () => {
    vi.useFakeTimers();
    const searchFilterOptions = vi.fn(async () => [{ id: 'Zimbabwe', text: 'Zimbabwe', metric: 1 }]);
    draw(
      { filter_configs: [{ column: 'country', searchAllOptions: true }] },
      { searchFilterOptions },
      undefined,
      [COUNTRY_RESULT],
    );
    fireEvent.mouseDown(combobox('Country'));
    fireEvent.change(combobox('Country'), { target: { value: 'Zim' } });
    expect(searchFilterOptions).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(FILTER_BOX_SEARCH_DEBOUNCE_MS);
    });
    expect(searchFilterOptions).toHaveBeenCalledWith('country', 'Zim');
    vi.useRealTimers();
    await waitFor(() => expect(menuOptions('Country').map((o) => o.textContent)).toEqual(['Zimbabwe']));
  });

  it('draws only the visible rows of a list above 100 options', async () => {
    const many = {
      ...COUNTRY_RESULT,
      data: Array.from({ length: 150 }, (_, i) => ({ country: `c${i}`, sum__sales: i })),
    };
    draw({}, {}, undefined, [many, YEAR_RESULT]);
    await openMenu('Country');
    expect(menuOptions('Country').length).toBeLessThan(150);
  });
});
