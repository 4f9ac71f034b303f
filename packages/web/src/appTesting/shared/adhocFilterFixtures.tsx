import type { AdhocFilter, ExploreDatasource } from '@sightline/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createStore } from '../../app/store';
import { buildExploreDatasource, testBootstrap } from '../../features/shared/testing/exploreFixtures';

/** A dataset with one column of each kind the operator rules tell apart. */
export function fixtureDatasource(overrides: Partial<ExploreDatasource> = {}): ExploreDatasource {
  return buildExploreDatasource(
    {
      id: 7,
      table_name: 'sales',
      schema: 'public',
      columns: [
        { column_name: 'country', type: 'VARCHAR', type_generic: 1, filterable: true, groupby: true },
        { column_name: 'amount', type: 'INTEGER', type_generic: 0, filterable: true },
        { column_name: 'active', type: 'BOOLEAN', type_generic: 3, filterable: true },
        { column_name: 'ip', type: 'VARCHAR', type_generic: 1, advanced_data_type: 'internet_address' },
        { column_name: 'order_date', type: 'TIMESTAMP', type_generic: 2, is_dttm: true },
      ],
      metrics: [{ metric_name: 'revenue', expression: 'SUM(amount)' }],
      filter_select: true,
    },
    overrides,
  );
}

export const countryIn: AdhocFilter = {
  expressionType: 'SIMPLE',
  clause: 'WHERE',
  subject: 'country',
  operatorId: 'IN',
  operator: 'IN',
  comparator: ['US', 'FR'],
  filterOptionName: 'filter_a',
  isExtra: false,
  isNew: false,
};

export function withStore(node: ReactNode) {
  return render(<Provider store={createStore(testBootstrap(null))}>{node}</Provider>);
}

/** The combobox inside a labelled antd Select. */
export const combobox = (label: string) => screen.getByRole('combobox', { name: label });

/** Opens a Select by its label and clicks the option showing `text`. */
export function choose(label: string, text: string) {
  fireEvent.mouseDown(combobox(label));
  const item = [...document.querySelectorAll('.ant-select-item-option')].find(
    (element) => element.getAttribute('title') === text || element.textContent === text,
  );
  if (!item) throw new Error(`No option ${text}`);
  fireEvent.click(item);
}

/** The option texts a Select offers once opened. */
export function optionsOf(label: string): string[] {
  fireEvent.mouseDown(combobox(label));
  const list = document.querySelector(`#${combobox(label).getAttribute('aria-controls') ?? ''}`);
  const scope = list?.closest('.ant-select-dropdown') ?? document.body;
  return [...scope.querySelectorAll('.ant-select-item-option')].map((element) => element.textContent ?? '');
}

export const popover = () => screen.getByTestId('adhoc-filter-popover');
export const inPopover = () => within(popover());
export const saveButton = () => screen.getByTestId('adhoc-filter-save') as HTMLButtonElement;
