// @vitest-environment jsdom
import '../../../../testing/jsdomPolyfills';
import { PENDING_DELETE_MS, type NativeFilter, type NativeFilterConfigurationItem } from '@sightline/core';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pickOption } from '../../../../testing/antdTestHelpers';
import { newDivider, newFilter } from './filterConfigDraft';
import {
  renderFilterConfigModal,
  stubFilterConfigApi,
} from '../../../../appTesting/dashboard/filterConfigTestSetup';
import { filterConfigMessages as messages } from './messages';

const valueFilter = (id: string, name: string, extra: Partial<NativeFilter> = {}): NativeFilter => ({
  ...newFilter(id),
  name,
  targets: [{ datasetId: 1, column: { name: 'region' } }],
  ...extra,
});

const shownId = () => screen.getByTestId('filter-config-shown').dataset.itemId;
const listItem = (id: string) =>
  screen.queryAllByTestId('filter-config-item').find((li) => li.dataset.itemId === id);
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const typeInto = (label: string, text: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value: text } });
const savedConfig = (onSave: { mock: { calls: [NativeFilterConfigurationItem[]][] } }) =>
  onSave.mock.calls.at(-1)![0];

let api: ReturnType<typeof stubFilterConfigApi>;
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  api = stubFilterConfigApi();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('FilterConfigModal', () => {
  it('adds a value filter with a name, dataset and column and saves it with a NATIVE_FILTER- id', async () => {
    const { onSave, onClose } = renderFilterConfigModal([]);
    click(messages.addFilter);
    typeInto(messages.filterName, 'Region');
    await pickOption(screen.getByRole('combobox', { name: messages.dataset }), 'sales');
    await pickOption(screen.getByRole('combobox', { name: messages.column }), 'region');
    click(messages.save);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [saved] = savedConfig(onSave);
    expect(saved).toMatchObject({
      type: 'NATIVE_FILTER',
      name: 'Region',
      filterType: 'filter_select',
      targets: [{ datasetId: 1, column: { name: 'region' } }],
      scope: { rootPath: ['ROOT_ID'], excluded: [] },
      chartsInScope: [1],
      tabsInScope: [],
    });
    expect(saved!.id).toMatch(/^NATIVE_FILTER-\w+$/);
  });

  it('on save, jumps from a valid filter to the first one with an error and shows it', async () => {
    const { onSave } = renderFilterConfigModal([
      valueFilter('NATIVE_FILTER-a', 'Region'),
      valueFilter('NATIVE_FILTER-b', ''),
      valueFilter('NATIVE_FILTER-c', ''),
    ]);
    expect(shownId()).toBe('NATIVE_FILTER-a');
    click(messages.save);
    await waitFor(() => expect(shownId()).toBe('NATIVE_FILTER-b'));
    expect(screen.getByText(messages.nameRequired)).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('stays on the shown filter when it has an error itself', async () => {
    renderFilterConfigModal([valueFilter('NATIVE_FILTER-a', ''), valueFilter('NATIVE_FILTER-b', '')]);
    fireEvent.click(within(listItem('NATIVE_FILTER-b')!).getByText(messages.untitled));
    click(messages.save);
    await screen.findByText(messages.nameRequired);
    expect(shownId()).toBe('NATIVE_FILTER-b');
  });

  it('saves the description trimmed', async () => {
    const { onSave } = renderFilterConfigModal([valueFilter('NATIVE_FILTER-a', 'Region')]);
    typeInto(messages.description, '  Where the sale was made  ');
    click(messages.save);
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(savedConfig(onSave)[0]!.description).toBe('Where the sale was made');
  });

  it('saves the scope chosen in the scope tree with the charts it covers', async () => {
    const { onSave } = renderFilterConfigModal([valueFilter('NATIVE_FILTER-a', 'Region')]);
    const scoping = screen.getByTestId('filter-config-scoping');
    const chartNode = within(scoping).getByText('Chart 1').closest('.ant-tree-treenode')!;
    fireEvent.click(chartNode.querySelector('.ant-tree-checkbox')!);
    click(messages.save);
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect((savedConfig(onSave)[0] as NativeFilter).chartsInScope).toEqual([]);
  });

  it('adds a divider and saves it with a NATIVE_FILTER_DIVIDER- id', async () => {
    const { onSave } = renderFilterConfigModal([]);
    click(messages.addDivider);
    typeInto(messages.dividerTitle, 'Time');
    click(messages.save);
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    const [divider] = savedConfig(onSave);
    expect(divider).toMatchObject({ type: 'DIVIDER', title: 'Time', description: '' });
    expect(divider!.id).toMatch(/^NATIVE_FILTER_DIVIDER-\w+$/);
  });

  it('keeps a removed item for 5000 ms with Undo?, then drops it; a removed item is not saved', async () => {
    vi.useFakeTimers();
    const { onSave } = renderFilterConfigModal([
      { ...newDivider('NATIVE_FILTER_DIVIDER-a'), title: 'A' },
      { ...newDivider('NATIVE_FILTER_DIVIDER-b'), title: 'B' },
    ]);
    click(`${messages.remove} A`);
    expect(listItem('NATIVE_FILTER_DIVIDER-a')!.dataset.removed).toBe('true');
    click(messages.undo);
    expect(listItem('NATIVE_FILTER_DIVIDER-a')!.dataset.removed).toBeUndefined();

    click(`${messages.remove} A`);
    act(() => vi.advanceTimersByTime(PENDING_DELETE_MS - 1));
    expect(listItem('NATIVE_FILTER_DIVIDER-a')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(listItem('NATIVE_FILTER_DIVIDER-a')).toBeUndefined();

    click(`${messages.remove} B`);
    click(messages.save);
    await act(() => Promise.resolve());
    expect(savedConfig(onSave)).toEqual([]);
  });

  it('offers as parents only other value filters that do not depend on the shown one', async () => {
    renderFilterConfigModal([
      valueFilter('NATIVE_FILTER-a', 'Country'),
      valueFilter('NATIVE_FILTER-b', 'City', { cascadeParentIds: ['NATIVE_FILTER-a'] }),
      valueFilter('NATIVE_FILTER-c', 'Segment'),
      { ...valueFilter('NATIVE_FILTER-d', 'Amount'), filterType: 'filter_range' },
    ]);
    fireEvent.click(screen.getByRole('checkbox', { name: messages.cascade }));
    const parents = screen.getByRole('combobox', { name: messages.parentFilters });
    fireEvent.mouseDown(parents);
    const dropdown = await waitFor(() => {
      const found = document.getElementById(parents.getAttribute('aria-controls')!);
      if (!found) throw new Error('not open');
      return found.closest('.ant-select-dropdown')!;
    });
    const labels = [...dropdown.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent);
    expect(labels).toEqual(['Segment']);
  });

  it('saves the items in the order they were moved to', async () => {
    const { onSave } = renderFilterConfigModal([
      valueFilter('NATIVE_FILTER-a', 'Region'),
      { ...newDivider('NATIVE_FILTER_DIVIDER-b'), title: 'Time' },
    ]);
    click(`${messages.moveUp} Time`);
    click(messages.save);
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(savedConfig(onSave).map((item) => item.id)).toEqual([
      'NATIVE_FILTER_DIVIDER-b',
      'NATIVE_FILTER-a',
    ]);
  });

  it('moves an item dragged by its handle with the keyboard (space, arrow down, space) and keeps the shown one', async () => {
    // jsdom lays nothing out: each list item is 40 px high, one under the other, for the sortable list.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const item = this.closest<HTMLElement>('[data-testid="filter-config-item"]');
      const top = item ? [...item.parentElement!.children].indexOf(item) * 40 : 0;
      return new DOMRect(0, top, 200, item ? 32 : 0);
    });
    const { onSave } = renderFilterConfigModal([
      valueFilter('NATIVE_FILTER-a', 'Region'),
      { ...newDivider('NATIVE_FILTER_DIVIDER-b'), title: 'Time' },
      valueFilter('NATIVE_FILTER-c', 'Country'),
    ]);
    const handle = within(listItem('NATIVE_FILTER-a')!).getByRole('button', { name: messages.dragToReorder });
    handle.focus();
    const press = async (code: string) => {
      fireEvent.keyDown(document.activeElement!, { code, key: code === 'Space' ? ' ' : code });
      // The keyboard sensor listens for the next key from the next tick on.
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    };
    await press('Space');
    await press('ArrowDown');
    await press('Space');
    const order = () => screen.getAllByTestId('filter-config-item').map((li) => li.dataset.itemId);
    await waitFor(() =>
      expect(order()).toEqual(['NATIVE_FILTER_DIVIDER-b', 'NATIVE_FILTER-a', 'NATIVE_FILTER-c']),
    );
    expect(shownId()).toBe('NATIVE_FILTER-a');
    click(messages.save);
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(savedConfig(onSave).map((item) => item.id)).toEqual([
      'NATIVE_FILTER_DIVIDER-b',
      'NATIVE_FILTER-a',
      'NATIVE_FILTER-c',
    ]);
  });

  it('asks before discarding unsaved edits on Cancel', async () => {
    const { onClose } = renderFilterConfigModal([valueFilter('NATIVE_FILTER-a', 'Region')]);
    typeInto(messages.filterName, 'Area');
    click(messages.cancel);
    expect(await screen.findByText(messages.confirmDiscard)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    click(messages.discard);
    expect(onClose).toHaveBeenCalled();
  });

  it('closes at once on Cancel without edits', () => {
    const { onClose } = renderFilterConfigModal([valueFilter('NATIVE_FILTER-a', 'Region')]);
    click(messages.cancel);
    expect(onClose).toHaveBeenCalled();
  });

  it('stays open with an error when the save fails', async () => {
    const { onClose } = renderFilterConfigModal([valueFilter('NATIVE_FILTER-a', 'Region')], {
      ok: false,
      error: 'Forbidden',
    });
    click(messages.save);
    expect(await screen.findByText('Forbidden')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(messages.saveFailed);
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('FilterConfigModal default value', () => {
  it('requires a default value of a required filter and stores the live preview choice as its mask', async () => {
    const { onSave } = renderFilterConfigModal([valueFilter('NATIVE_FILTER-a', 'Region')]);
    fireEvent.click(screen.getByRole('checkbox', { name: messages.enableEmptyFilter }));
    const hasDefault = screen.getByRole('checkbox', { name: messages.hasDefaultValue }) as HTMLInputElement;
    expect(hasDefault.checked && hasDefault.disabled).toBe(true);
    click(messages.save);
    expect(await screen.findByText(messages.defaultValueRequired)).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();

    await pickOption(screen.getByRole('combobox', { name: 'Region' }), 'EMEA');
    const preview = api.bodies.get('POST /api/v1/chart/data') as {
      queries: { row_limit: number; metrics: { label: string }[] }[];
    };
    expect(preview.queries[0]).toMatchObject({ row_limit: 1000, metrics: [{ label: 'count' }] });
    click(messages.save);
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect((savedConfig(onSave)[0] as NativeFilter).defaultDataMask).toEqual({
      extraFormData: { filters: [{ col: 'region', op: 'IN', val: ['EMEA'] }] },
      filterState: { value: ['EMEA'], label: 'EMEA' },
    });
  }, 30_000);
});

describe('FilterConfigModal targets and settings', () => {
  it('searches datasets by table_name and offers only numeric columns to a range filter', async () => {
    renderFilterConfigModal([]);
    click(messages.addFilter);
    await pickOption(screen.getByRole('combobox', { name: messages.filterType }), 'Numerical range');
    const dataset = screen.getByRole('combobox', { name: messages.dataset });
    fireEvent.mouseDown(dataset);
    fireEvent.change(dataset, { target: { value: 'sal' } });
    await waitFor(() =>
      expect(
        api.calls.some((c) => c.path === '/api/v1/dataset/' && JSON.stringify(c.q).includes('"sal"')),
      ).toBe(true),
    );
    const search = api.calls.filter((c) => c.path === '/api/v1/dataset/').at(-1)!.q as { filters: unknown[] };
    expect(search.filters).toEqual([{ col: 'table_name', opr: 'ct', value: 'sal' }]);
    await pickOption(dataset, 'sales');
    const column = screen.getByRole('combobox', { name: messages.column });
    fireEvent.mouseDown(column);
    const dropdown = await waitFor(() => {
      const found = document.getElementById(column.getAttribute('aria-controls')!);
      const options = found?.closest('.ant-select-dropdown')?.querySelectorAll('.ant-select-item-option');
      if (!options?.length) throw new Error('no options yet');
      return [...options].map((o) => o.textContent);
    });
    expect(dropdown).toEqual(['amount']);
  });

  it('saves the sort (descending by a dataset metric) and the settings flags in controlValues', async () => {
    const { onSave } = renderFilterConfigModal([valueFilter('NATIVE_FILTER-a', 'Region')]);
    fireEvent.click(screen.getByRole('checkbox', { name: messages.sortFilterValues }));
    fireEvent.click(screen.getByRole('radio', { name: messages.sortDescending }));
    await pickOption(screen.getByRole('combobox', { name: messages.sortMetric }), 'count');
    fireEvent.click(screen.getByRole('checkbox', { name: messages.multiSelect }));
    fireEvent.click(screen.getByRole('checkbox', { name: messages.inverseSelection }));
    fireEvent.click(screen.getByRole('checkbox', { name: messages.searchAllOptions }));
    click(messages.save);
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    const saved = savedConfig(onSave)[0] as NativeFilter;
    expect(saved.sortMetric).toBe('count');
    expect(saved.controlValues).toEqual({
      enableEmptyFilter: false,
      defaultToFirstItem: false,
      inverseSelection: true,
      multiSelect: false,
      searchAllOptions: true,
      sortAscending: false,
    });
  });
});
