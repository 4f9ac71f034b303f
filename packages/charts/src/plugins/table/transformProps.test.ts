import type { DataMask } from '@sightline/core';
import { describe, expect, it, vi } from 'vitest';
import type { ChartContextMenuEvent, ChartDataResult } from '../../sdk/chartPlugin.js';
import { ORDERS_DATASOURCE } from '../../sdk/testing/ordersDatasource.js';
import { tableFormDataSchema } from './formData.js';
import { AGGREGATE_RESPONSE, RAW_PAGE_RESPONSE } from './testing/fixtures.js';
import { transformProps } from './transformProps.js';

const aggregateFormData = {
  datasource: '2__table',
  viz_type: 'table',
  query_mode: 'aggregate',
  groupby: ['product_line', 'deal_size'],
  metrics: ['sum__sales', 'count'],
  percent_metrics: ['sum__sales'],
  timeseries_limit_metric: 'sum__sales',
  row_limit: 5,
  show_totals: true,
};

const props = (formData: Record<string, unknown>, queriesData: ChartDataResult[], extra = {}) =>
  transformProps({
    formData: tableFormDataSchema.parse(formData),
    queriesData,
    width: 800,
    height: 400,
    datasource: ORDERS_DATASOURCE,
    hooks: {},
    ...extra,
  });

describe('table transformProps: aggregate response', () => {
  const result = props(aggregateFormData, AGGREGATE_RESPONSE);

  it('describes the columns: dimensions, metrics and percent metrics with their labels', () => {
    expect(
      result.columns.map((c) => [c.key, c.label, c.isDimension, c.isMetric, c.isPercentMetric, c.align]),
    ).toEqual([
      ['product_line', 'Product line', true, false, false, 'left'],
      ['deal_size', 'Deal size', true, false, false, 'left'],
      ['sum__sales', 'SUM(sales)', false, true, false, 'right'],
      ['count', 'COUNT(*)', false, true, false, 'right'],
      ['%sum__sales', '%SUM(sales)', false, false, true, 'right'],
    ]);
  });

  it('formats metrics with their saved formats and percent metrics as percentages', () => {
    const row = result.data[0]!;
    const text = Object.fromEntries(result.columns.map((c) => [c.key, c.format(row[c.key])]));
    expect(text).toEqual({
      product_line: 'Classic Cars',
      deal_size: 'Medium',
      sum__sales: '$1,167,198,360.86',
      count: '239,657',
      '%sum__sales': '39.542%',
    });
  });

  it('takes the totals from the second query and the row count from the first', () => {
    expect(result.totals).toEqual({ sum__sales: 4263657100.9599857, count: 1000000 });
    expect(result.rowCount).toBe(5);
    expect(result.columns.find((c) => c.key === 'count')!.format(result.totals!.count)).toBe('1,000,000');
  });

  it('gives cell bars to metrics only, ranged over the data', () => {
    expect(Object.keys(result.valueRanges)).toEqual(['sum__sales', 'count', '%sum__sales']);
    expect(result.valueRanges.count).toEqual([58580, 239657]);
    const aligned = props({ ...aggregateFormData, align_pn: true }, AGGREGATE_RESPONSE);
    expect(aligned.valueRanges.count).toEqual([0, 239657]);
    expect(props({ ...aggregateFormData, show_cell_bars: false }, AGGREGATE_RESPONSE).valueRanges).toEqual(
      {},
    );
  });

  it('leaves out a metric that is only a percent metric', () => {
    const onlyPercent = props({ ...aggregateFormData, metrics: ['count'] }, [
      {
        ...AGGREGATE_RESPONSE[0]!,
        colnames: ['product_line', 'deal_size', 'count', 'sum__sales', '%sum__sales'],
        coltypes: [1, 1, 0, 0, 0],
      },
    ]);
    expect(onlyPercent.columns.map((c) => c.key)).toEqual([
      'product_line',
      'deal_size',
      'count',
      '%sum__sales',
    ]);
    expect(onlyPercent.totals).toBeNull();
  });

  it('applies column config: format, small-number format, alignment, width and bar settings', () => {
    const configured = props(
      {
        ...aggregateFormData,
        column_config: {
          sum__sales: {
            d3NumberFormat: '.3s',
            horizontalAlign: 'center',
            columnWidth: 120,
            showCellBars: false,
          },
          '%sum__sales': { d3SmallNumberFormat: '.1%', d3NumberFormat: ',.0f' },
          count: { fractionDigits: 1, alignPositiveNegative: true },
        },
      },
      AGGREGATE_RESPONSE,
    );
    const byKey = Object.fromEntries(configured.columns.map((c) => [c.key, c]));
    expect(byKey.sum__sales!.format(1167198360.86)).toBe('1.17G');
    expect(byKey.sum__sales).toMatchObject({ align: 'center', width: 120, showCellBars: false });
    expect(byKey['%sum__sales']!.format(0.3954)).toBe('39.5%');
    expect(byKey['%sum__sales']!.format(12)).toBe('12');
    expect(byKey.count!.format(239657)).toBe('239,657.0');
    expect(configured.valueRanges.count).toEqual([0, 239657]);
    expect('sum__sales' in configured.valueRanges).toBe(false);
  });

  it('evaluates conditional formatting over the column', () => {
    const colored = props(
      {
        ...aggregateFormData,
        conditional_formatting: [
          { column: 'count', operator: '>', targetValue: 100000, colorScheme: '#EFA1AA' },
        ],
      },
      AGGREGATE_RESPONSE,
    );
    expect(colored.data.map((row) => colored.colorFormatters.count!(row.count))).toEqual([
      '#EFA1AAFF',
      '#EFA1AA47', // 0.05 + 0.95 * 33088 / 139657 = 0.28
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('emits a cross-filter for a dimension cell and clears it on a second click', () => {
    const setDataMask = vi.fn<(mask: DataMask) => void>();
    const interactive = props(aggregateFormData, AGGREGATE_RESPONSE, { hooks: { setDataMask } });
    interactive.onCrossFilter!('deal_size', 'Large');
    expect(setDataMask).toHaveBeenLastCalledWith({
      extraFormData: { filters: [{ col: 'deal_size', op: 'IN', val: ['Large'] }] },
      filterState: {
        label: 'Large',
        value: ['Large'],
        selectedValues: ['Large'],
        filters: { deal_size: ['Large'] },
      },
    });
    const selected = props(aggregateFormData, AGGREGATE_RESPONSE, {
      hooks: { setDataMask },
      filterState: { value: ['Large'], selectedValues: ['Large'], filters: { deal_size: ['Large'] } },
    });
    expect(selected.selectedFilters).toEqual({ deal_size: ['Large'] });
    selected.onCrossFilter!('deal_size', 'Large');
    expect(setDataMask).toHaveBeenLastCalledWith({
      extraFormData: { filters: [] },
      filterState: { value: null },
    });
    selected.onCrossFilter!('product_line', 'Large');
    expect(setDataMask.mock.lastCall![0].extraFormData!.filters).toEqual([
      { col: 'product_line', op: 'IN', val: ['Large'] },
    ]);
  });

  it('sends the cross-filter to the emit target of the column config', () => {
    const setDataMask = vi.fn<(mask: DataMask) => void>();
    const interactive = props(
      { ...aggregateFormData, column_config: { deal_size: { emitTarget: 'deal_size_code' } } },
      AGGREGATE_RESPONSE,
      { hooks: { setDataMask } },
    );
    interactive.onCrossFilter!('deal_size', 'Large');
    expect(setDataMask.mock.lastCall![0].extraFormData!.filters).toEqual([
      { col: 'deal_size_code', op: 'IN', val: ['Large'] },
    ]);
  });

  it('reports the row dimensions on right-click', () => {
    const onContextMenu = vi.fn<(event: ChartContextMenuEvent) => void>();
    const interactive = props(aggregateFormData, AGGREGATE_RESPONSE, { hooks: { onContextMenu } });
    interactive.onContextMenu!({ ...interactive.data[2]!, deal_size: null }, 10, 20);
    expect(onContextMenu).toHaveBeenCalledWith({
      clientX: 10,
      clientY: 20,
      filters: [
        { col: 'product_line', op: '==', val: 'Classic Cars', formattedVal: 'Classic Cars' },
        { col: 'deal_size', op: 'IS NULL', val: null, formattedVal: 'N/A' },
      ],
    });
  });

  it('offers no interactions without hooks', () => {
    expect(result.onCrossFilter).toBeUndefined();
    expect(result.onContextMenu).toBeUndefined();
    expect(result.setOwnState).toBeUndefined();
  });
});

describe('table transformProps: raw server-paginated response', () => {
  const rawFormData = {
    datasource: '2__table',
    viz_type: 'table',
    all_columns: ['order_date', 'customer', 'status', 'sales'],
    server_pagination: true,
    server_page_length: 3,
    include_search: true,
  };
  const ownState = { currentPage: 2, pageSize: 3, searchText: 'red', searchColumn: 'customer' };
  const result = props(rawFormData, RAW_PAGE_RESPONSE, { ownState, hooks: { setOwnState: vi.fn() } });

  it('takes the total from the row-count query and the page from ownState', () => {
    expect(result.rowCount).toBe(55503);
    expect(result.data).toHaveLength(3);
    expect(result.pageSize).toBe(3);
    expect(result.serverPagination).toBe(true);
    expect(result.ownState).toEqual(ownState);
    expect(result.totals).toBeNull();
  });

  it('prints times in the database format and leaves unformatted numbers as they are', () => {
    const row = result.data[0]!;
    expect(result.columns.map((c) => c.format(row[c.key]))).toEqual([
      '2025-01-19 14:21:00',
      'Red Rock Gifts Ltd',
      'Shipped',
      '10424.7',
    ]);
    expect(result.columns.map((c) => c.label)).toEqual(['Order date', 'Customer', 'Status', 'Sales']);
  });

  it('uses the table timestamp format and a column time format', () => {
    const formatted = props(
      {
        ...rawFormData,
        table_timestamp_format: '%d/%m/%Y',
        column_config: { sales: { d3NumberFormat: '$,.0f' } },
      },
      RAW_PAGE_RESPONSE,
    );
    expect(formatted.columns[0]!.format(1737296460000)).toBe('19/01/2025');
    expect(formatted.columns[3]!.format(10424.7)).toBe('$10,425');
  });

  it('bars every numeric column of raw records and searches text columns', () => {
    expect(Object.keys(result.valueRanges)).toEqual(['sales']);
    expect(result.searchColumns).toEqual(['customer', 'status']);
    expect(result.columns.every((c) => !c.isDimension)).toBe(true);
  });

  it('does not offer cross-filters or drill to detail for raw records', () => {
    const hooks = { setDataMask: vi.fn(), onContextMenu: vi.fn() };
    const interactive = props(rawFormData, RAW_PAGE_RESPONSE, { hooks });
    expect(interactive.onCrossFilter).toBeUndefined();
    expect(interactive.onContextMenu).toBeUndefined();
  });
});

describe('table transformProps: awkward values', () => {
  const response: ChartDataResult = {
    colnames: ['name', 'ds', 'total'],
    coltypes: [1, 2, 0],
    data: [
      { name: 'a'.repeat(50), ds: '2024-03-01T00:00:00Z', total: '12.5' },
      { name: null, ds: null, total: null },
      { name: 'b', ds: 1709251200000, total: -3 },
    ],
    rowcount: 3,
  };
  const result = props(
    {
      datasource: '1__table',
      viz_type: 'table',
      groupby: ['name', 'ds'],
      metrics: [{ expressionType: 'SQL', sqlExpression: 'SUM(x)', label: 'total' }],
      time_grain_sqla: 'P1M',
    },
    [response],
    { datasource: undefined },
  );

  it('reads numbers sent as text and ISO times, and shows N/A for nulls', () => {
    expect(result.data.map((row) => row.total)).toEqual([12.5, null, -3]);
    expect(result.data.map((row) => row.ds)).toEqual([1709251200000, null, 1709251200000]);
    const [name, ds, total] = result.columns;
    expect(
      result.data.map((row) => [name!.format(row.name), ds!.format(row.ds), total!.format(row.total)]),
    ).toEqual([
      ['a'.repeat(50), 'Mar 2024', '12.5'],
      ['N/A', 'N/A', 'N/A'],
      ['b', 'Mar 2024', '-3'],
    ]);
    expect(result.valueRanges.total).toEqual([-3, 12.5]);
  });
});
