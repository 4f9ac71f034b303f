// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ChartDataResult } from '../../sdk/chartPlugin.js';
import { tableFormDataSchema } from './formData.js';
import TableChart from './TableChart.js';
import { stubMatchMedia } from '../../sdk/testing/jsdomStubs.js';
import { ORDERS_DATASOURCE } from '../../sdk/testing/ordersDatasource.js';
import { AGGREGATE_RESPONSE, RAW_PAGE_RESPONSE } from './testing/fixtures.js';
import { transformProps } from './transformProps.js';

beforeAll(stubMatchMedia);
afterEach(cleanup);
beforeAll(() => {
  // jsdom lays nothing out; the virtualiser reads its scroll box's client size to pick rows to draw.
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 400 });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 800 });
});

const formData = {
  datasource: '2__table',
  viz_type: 'table',
  groupby: ['product_line', 'deal_size'],
  metrics: ['sum__sales', 'count'],
  percent_metrics: ['sum__sales'],
  show_totals: true,
  include_search: true,
};
const draw = (
  overrides: Record<string, unknown> = {},
  hooks = {},
  queriesData: ChartDataResult[] = AGGREGATE_RESPONSE,
) =>
  render(
    <TableChart
      {...transformProps({
        formData: tableFormDataSchema.parse({ ...formData, ...overrides }),
        queriesData,
        width: 800,
        height: 400,
        datasource: ORDERS_DATASOURCE,
        hooks,
      })}
    />,
  );
const bodyRows = () => screen.getAllByRole('row').filter((row) => row.classList.contains('sl-table-row'));
const firstColumn = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('TableChart', () => {
  it('draws headers, rows, cell bars and the summary row', () => {
    draw();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent?.replace(/[▲▼↕]/g, ''))).toEqual([
      'Product line',
      'Deal size',
      'SUM(sales)',
      'COUNT(*)',
      '%SUM(sales)',
    ]);
    expect(bodyRows()).toHaveLength(5);
    expect(document.querySelectorAll('.sl-table-cell-bar').length).toBe(15);
    const totals = document.querySelector('.sl-table-totals')!;
    expect([...totals.querySelectorAll('td')].map((td) => td.textContent)).toEqual([
      'Summary',
      '',
      '$4,263,657,100.96',
      '1,000,000',
      '',
    ]);
  });

  it('sorts by a header click, then reverses', () => {
    draw();
    const header = screen.getByRole('columnheader', { name: /Product line/ });
    fireEvent.click(header);
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    expect(firstColumn()).toEqual([
      'Classic Cars',
      'Classic Cars',
      'Motorcycles',
      'Trucks and Buses',
      'Vintage Cars',
    ]);
    fireEvent.click(header);
    expect(firstColumn()[0]).toBe('Vintage Cars');
  });

  it('filters rows with the search box', () => {
    draw();
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'large' } });
    expect(firstColumn()).toEqual(['Classic Cars']);
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), {
      target: { value: 'nothing like it' },
    });
    expect(screen.getByText('No matching records found')).toBeTruthy();
  });

  it('cross-filters from a dimension cell and reports the row on right-click', () => {
    const setDataMask = vi.fn();
    const onContextMenu = vi.fn();
    draw({}, { setDataMask, onContextMenu });
    const cell = within(bodyRows()[1]!).getAllByRole('cell')[0]!;
    fireEvent.click(cell);
    expect(setDataMask.mock.lastCall![0].extraFormData.filters).toEqual([
      { col: 'product_line', op: 'IN', val: ['Vintage Cars'] },
    ]);
    fireEvent.contextMenu(cell, { clientX: 3, clientY: 4 });
    expect(onContextMenu.mock.lastCall![0]).toMatchObject({ clientX: 3, clientY: 4 });
    expect(onContextMenu.mock.lastCall![0].filters.map((f: { val: unknown }) => f.val)).toEqual([
      'Vintage Cars',
      'Medium',
    ]);
    // metric cells do not cross-filter
    fireEvent.click(within(bodyRows()[1]!).getAllByRole('cell')[3]!);
    expect(setDataMask).toHaveBeenCalledTimes(1);
  });

  it('pages client-side and keeps only the rows in view in the DOM', () => {
    const many: ChartDataResult = {
      colnames: ['name', 'value'],
      coltypes: [1, 0],
      data: Array.from({ length: 5000 }, (_, i) => ({ name: `row ${i}`, value: i })),
      rowcount: 5000,
    };
    const { unmount } = draw({ groupby: ['name'], metrics: ['value'], show_totals: false }, {}, [many]);
    expect(bodyRows().length).toBeGreaterThan(10);
    expect(bodyRows().length).toBeLessThan(60);
    unmount();
    draw({ groupby: ['name'], metrics: ['value'], show_totals: false, page_length: 20 }, {}, [many]);
    expect(screen.getByText('1–20 of 5000')).toBeTruthy();
  });

  it('pages and searches on the server through ownState', () => {
    vi.useFakeTimers();
    try {
      const setOwnState = vi.fn();
      const ownState = { currentPage: 2, pageSize: 3, searchText: '', searchColumn: 'customer' };
      render(
        <TableChart
          {...transformProps({
            formData: tableFormDataSchema.parse({
              datasource: '2__table',
              viz_type: 'table',
              all_columns: ['order_date', 'customer', 'status', 'sales'],
              server_pagination: true,
              server_page_length: 3,
              include_search: true,
            }),
            queriesData: RAW_PAGE_RESPONSE,
            width: 800,
            height: 400,
            hooks: { setOwnState },
            ownState,
          })}
        />,
      );
      expect(screen.getByText('7–9 of 55503')).toBeTruthy();
      fireEvent.click(screen.getByTitle('Next Page'));
      expect(setOwnState).toHaveBeenLastCalledWith({ ...ownState, currentPage: 3, pageSize: 3 });
      fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'red' } });
      expect(setOwnState).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(500);
      expect(setOwnState).toHaveBeenLastCalledWith({ ...ownState, searchText: 'red', currentPage: 0 });
    } finally {
      vi.useRealTimers();
    }
  });
});
