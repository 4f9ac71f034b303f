// @vitest-environment jsdom
import '../../../../../testing/jsdomPolyfills';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CollectionControl } from '../collection/CollectionControl';
import { controlProps } from '../testing/fixtures';
import { pickOption, renderWithoutMotion } from '../../../../../testing/antdTestHelpers';
import { FilterBoxItemControl } from './FilterBoxItemControl';
import type { FilterBoxItemValue } from './FilterBoxItemForm';

afterEach(cleanup);

function renderItem(initial: FilterBoxItemValue) {
  const onChange = vi.fn();
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <FilterBoxItemControl
        {...controlProps({ type: 'FilterBoxItemControl' }, value)}
        onChange={(next) => {
          setValue(next ?? {});
          onChange(next);
        }}
      />
    );
  }
  renderWithoutMotion(<Harness />);
  return { last: () => onChange.mock.lastCall?.[0] as FilterBoxItemValue };
}

async function openForm(label: string) {
  fireEvent.click(screen.getByRole('button', { name: label }));
  return screen.findByTestId('filter-box-item-form');
}

const field = (form: HTMLElement, label: string) => within(form).getByLabelText(label);

describe('FilterBoxItemControl', () => {
  it('saves a single-select default converted by the column type', async () => {
    const { last } = renderItem({ key: 'k', column: 'country', label: '', multiple: true });
    let form = await openForm('country');
    await pickOption(field(form, 'Column'), 'quantity');
    fireEvent.change(field(form, 'Default value'), { target: { value: '42' } });
    fireEvent.click(field(form, 'Allow multiple selections'));
    fireEvent.change(field(form, 'Label'), { target: { value: 'Quantity' } });
    fireEvent.click(screen.getByTestId('filter-box-item-save'));
    expect(last()).toMatchObject({
      key: 'k',
      column: 'quantity',
      label: 'Quantity',
      multiple: false,
      defaultValue: 42,
    });

    form = await openForm('Quantity');
    expect((field(form, 'Default value') as HTMLInputElement).value).toBe('42');
    fireEvent.change(field(form, 'Default value'), { target: { value: 'many' } });
    fireEvent.click(screen.getByTestId('filter-box-item-save'));
    expect(last().defaultValue).toBeNull();
  });

  it('keeps the text of a multi-select default, and makes booleans of a BOOLEAN column', async () => {
    const { last } = renderItem({ key: 'k', column: 'is_paid', multiple: true });
    let form = await openForm('is_paid');
    fireEvent.change(field(form, 'Default value'), { target: { value: 'true' } });
    fireEvent.click(screen.getByTestId('filter-box-item-save'));
    expect(last().defaultValue).toBe('true');

    form = await openForm('is_paid');
    fireEvent.click(field(form, 'Allow multiple selections'));
    fireEvent.click(screen.getByTestId('filter-box-item-save'));
    expect(last().defaultValue).toBe(true);
  });

  it('sets the sort metric and the flags', async () => {
    const { last } = renderItem({ key: 'k', column: 'country' });
    const form = await openForm('country');
    await pickOption(field(form, 'Sort metric'), 'Orders');
    fireEvent.click(field(form, 'Sort ascending'));
    fireEvent.click(field(form, 'Search all filter options'));
    fireEvent.click(screen.getByTestId('filter-box-item-save'));
    expect(last()).toMatchObject({ metric: 'count', asc: false, searchAllOptions: true, clearable: true });
  });

  it('is the item of a filter-box collection: new items start multi-select and clearable', () => {
    const onChange = vi.fn();
    renderWithoutMotion(
      <CollectionControl
        {...controlProps({ type: 'CollectionControl', options: { itemControl: 'FilterBoxItemControl' } }, [])}
        onChange={onChange}
      />,
    );
    expect(screen.getByText('Empty collection')).toBeTruthy();
    fireEvent.click(screen.getByTestId('collection-add'));
    expect(onChange.mock.lastCall?.[0]).toEqual([
      expect.objectContaining({
        column: null,
        multiple: true,
        clearable: true,
        asc: true,
        searchAllOptions: false,
      }),
    ]);
  });
});
