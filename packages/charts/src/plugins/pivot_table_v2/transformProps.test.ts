import type { DataMask } from '@sightline/core';
import { describe, expect, it, vi } from 'vitest';
import type { ChartContextMenuEvent } from '../../sdk/chartPlugin.js';
import { ORDERS_DATASOURCE } from '../../sdk/testing/ordersDatasource.js';
import { pivotTableFormDataSchema } from './formData.js';
import { ORDERS_PIVOT_RESPONSE } from './testing/fixtures.js';
import { transformProps, type PivotHeaderView, type PivotTableProps } from './transformProps.js';

const base = {
  datasource: '2__table',
  viz_type: 'pivot_table_v2',
  groupbyRows: ['region', 'product_line'],
  groupbyColumns: ['deal_size'],
  metrics: ['count'],
};
const props = (formData: Record<string, unknown>, extra = {}) =>
  transformProps({
    formData: pivotTableFormDataSchema.parse({ ...base, ...formData }),
    queriesData: ORDERS_PIVOT_RESPONSE,
    width: 800,
    height: 600,
    datasource: ORDERS_DATASOURCE,
    hooks: {},
    ...extra,
  });
const texts = (result: PivotTableProps) => result.cells.map((row) => row.map((cell) => cell.text));
const headerTexts = (cells: (PivotHeaderView | null)[]) => cells.map((cell) => (cell ? cell.text : '.'));

describe('pivot table transformProps (real orders response)', () => {
  it('pivots count by region and product line against deal size, with the saved metric format', () => {
    const result = props({});
    expect(result.rowAttrLabels).toEqual(['Region', 'Product line']);
    expect(result.colAttrLabels).toEqual(['Metric', 'Deal size']);
    expect(result.colHeaders.map(headerTexts)).toEqual([
      ['COUNT(*)', '.', '.'],
      ['Large', 'Medium', 'Small'],
    ]);
    expect(result.rowHeaders.map(headerTexts)).toEqual([
      ['APAC', 'Classic Cars'],
      ['.', 'Motorcycles'],
      ['.', 'Trains'],
      ['EMEA', 'Classic Cars'],
      ['.', 'Motorcycles'],
      ['.', 'Trains'],
    ]);
    expect(texts(result)).toEqual([
      ['13,506', '54,873', '11,735'],
      ['1,168', '19,029', '7,452'],
      ['', '4,528', '7,047'],
      ['28,249', '115,979', '24,673'],
      ['2,428', '39,727', '15,706'],
      ['', '9,492', '14,840'],
    ]);
  });

  it('adds subtotals and totals both ways', () => {
    const result = props({ rowTotals: true, colTotals: true, rowSubTotals: true, colSubTotals: true });
    expect(result.colHeaders.map(headerTexts)).toEqual([
      ['COUNT(*)', '.', '.', '.'],
      ['Large', 'Medium', 'Small', 'Total (Sum)'],
    ]);
    expect(result.rowHeaders.map(headerTexts).slice(3)).toEqual([
      ['.', 'Subtotal'],
      ['EMEA', 'Classic Cars'],
      ['.', 'Motorcycles'],
      ['.', 'Trains'],
      ['.', 'Subtotal'],
      ['Total (Sum)', '.'],
    ]);
    expect(texts(result).slice(3)).toEqual([
      ['14,674', '78,430', '26,234', '119,338'],
      ['28,249', '115,979', '24,673', '168,901'],
      ['2,428', '39,727', '15,706', '57,861'],
      ['', '9,492', '14,840', '24,332'],
      ['30,677', '165,198', '55,219', '251,094'],
      ['45,351', '243,628', '81,453', '370,432'],
    ]);
    expect(result.cells[8]![3]!.kind).toBe('total');
    expect(result.cells[3]![0]!.kind).toBe('subtotal');
  });

  it('transposes, puts metrics on rows and combines them', () => {
    const result = props({
      metrics: ['sum__sales', 'count'],
      transposePivot: true,
      metricsLayout: 'ROWS',
      combineMetric: true,
      groupbyRows: ['region'],
      valueFormat: '$,.0f',
    });
    expect(result.rowAttrLabels).toEqual(['Deal size', 'Metric']);
    expect(result.colAttrLabels).toEqual(['Region']);
    expect(result.rowHeaders.map(headerTexts).slice(0, 2)).toEqual([
      ['Large', 'SUM(sales)'],
      ['.', 'COUNT(*)'],
    ]);
    // saved metric formats win over the value format, as in Superset
    expect(texts(result).slice(0, 2)).toEqual([
      ['$117,492,325.36', '$245,510,314.26'],
      ['14,674', '30,677'],
    ]);
  });

  it('uses the value format for ad-hoc metrics and averages with the aggregate function', () => {
    const result = props(
      {
        metrics: [{ expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'count' }],
        valueFormat: ',.1f',
        aggregateFunction: 'Average',
        groupbyRows: ['region'],
        colTotals: true,
      },
      { datasource: undefined },
    );
    // no saved metric format → the value format; regions and the total average the product lines
    expect(texts(result)).toEqual([
      ['7,337.0', '26,143.3', '8,744.7'],
      ['15,338.5', '55,066.0', '18,406.3'],
      ['11,337.8', '40,604.7', '13,575.5'],
    ]);
  });

  it('sorts rows by value descending', () => {
    const result = props({ groupbyRows: ['product_line'], rowOrder: 'value_z_to_a' });
    expect(result.rowHeaders.map(headerTexts)).toEqual([['Classic Cars'], ['Motorcycles'], ['Trains']]);
    const ascending = props({ groupbyRows: ['product_line'], rowOrder: 'key_z_to_a' });
    expect(ascending.rowHeaders.map(headerTexts)).toEqual([['Trains'], ['Motorcycles'], ['Classic Cars']]);
  });

  it('colors data cells by conditional formatting of the metric', () => {
    const result = props({
      groupbyRows: ['region'],
      colTotals: true,
      conditional_formatting: [
        { column: 'count', operator: '≥', targetValue: 100000, colorScheme: '#ACE1C4' },
      ],
    });
    // the region cells sum several query rows, so they can pass the target while no single row does
    expect(result.cells.map((row) => row.map((cell) => cell.background ?? null))).toEqual([
      [null, null, null],
      [null, '#ACE1C4FF', null],
      [null, null, null],
    ]);
  });

  it('cross-filters on a dimension header and clears on the selected one', () => {
    const setDataMask = vi.fn<(mask: DataMask) => void>();
    const result = props({}, { hooks: { setDataMask } });
    const emea = result.rowHeaders[3]![0]!;
    expect(emea.filter).toEqual({ attr: 'region', value: 'EMEA' });
    expect(result.colHeaders[0]![0]!.filter).toBeUndefined(); // metric headers do not filter
    result.onHeaderClick!('region', 'EMEA');
    expect(setDataMask).toHaveBeenLastCalledWith({
      extraFormData: { filters: [{ col: 'region', op: 'IN', val: ['EMEA'] }] },
      filterState: {
        label: 'EMEA',
        value: ['EMEA'],
        selectedValues: ['EMEA'],
        selectedFilters: { region: ['EMEA'] },
      },
    });
    const selected = props(
      {},
      { hooks: { setDataMask }, filterState: { value: ['EMEA'], selectedFilters: { region: ['EMEA'] } } },
    );
    expect(selected.rowHeaders[3]![0]!.selected).toBe(true);
    expect(selected.rowHeaders[0]![0]!.selected).toBe(false);
    selected.onHeaderClick!('region', 'EMEA');
    expect(setDataMask).toHaveBeenLastCalledWith({
      extraFormData: { filters: [] },
      filterState: { value: null },
    });
  });

  it('reports the cell dimensions on right-click', () => {
    const onContextMenu = vi.fn<(event: ChartContextMenuEvent) => void>();
    const result = props({ rowSubTotals: true }, { hooks: { onContextMenu } });
    result.onCellContextMenu!(0, 1, 5, 6);
    expect(onContextMenu).toHaveBeenLastCalledWith({
      clientX: 5,
      clientY: 6,
      filters: [
        { col: 'region', op: '==', val: 'APAC', formattedVal: 'APAC' },
        { col: 'product_line', op: '==', val: 'Classic Cars', formattedVal: 'Classic Cars' },
        { col: 'deal_size', op: '==', val: 'Medium', formattedVal: 'Medium' },
      ],
    });
    result.onCellContextMenu!(3, 0, 5, 6); // APAC subtotal row
    expect(onContextMenu.mock.lastCall![0].filters.map((f) => f.col)).toEqual(['region', 'deal_size']);
  });

  it('formats temporal dimensions by the time grain and reads text numbers', () => {
    const result = transformProps({
      formData: pivotTableFormDataSchema.parse({
        ...base,
        groupbyRows: ['order_date'],
        groupbyColumns: [],
        time_grain_sqla: 'P1M',
        metrics: ['count'],
      }),
      queriesData: [
        {
          colnames: ['order_date', 'count'],
          coltypes: [2, 0],
          data: [
            { order_date: '2025-02-01T00:00:00Z', count: '7' },
            { order_date: 1735689600000, count: 3 },
          ],
          rowcount: 2,
        },
      ],
      width: 400,
      height: 300,
      hooks: {},
    });
    expect(result.rowHeaders.map(headerTexts)).toEqual([['Jan 2025'], ['Feb 2025']]);
    expect(texts(result)).toEqual([['3'], ['7']]);
  });
});
