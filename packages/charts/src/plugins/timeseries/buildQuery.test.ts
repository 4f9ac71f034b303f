import { describe, expect, it } from 'vitest';
import { buildQuery } from './buildQuery.js';
import { timeseriesFormDataSchema } from './formData.js';

const formData = (extra: Record<string, unknown>) =>
  timeseriesFormDataSchema.parse({
    datasource: '1__table',
    viz_type: 'echarts_timeseries_line',
    x_axis: 'ds',
    time_grain_sqla: 'P1Y',
    metrics: ['sum__num'],
    ...extra,
  });

const xAxis = {
  sqlExpression: 'ds',
  label: 'ds',
  expressionType: 'SQL',
  columnType: 'BASE_AXIS',
  timeGrain: 'P1Y',
  isColumnReference: true,
};
const inRange = {
  expressionType: 'SIMPLE',
  clause: 'WHERE',
  subject: 'ds',
  operator: 'TEMPORAL_RANGE',
  comparator: '2000-01-01 : 2010-01-01',
};

describe('time-series buildQuery', () => {
  it('asks for the metrics per x-axis value and dimension, pivoted to one column per series', () => {
    const { queries, datasource } = buildQuery(formData({ groupby: ['gender'], adhoc_filters: [inRange] }));
    expect(datasource).toEqual({ id: 1, type: 'table' });
    expect(queries).toEqual([
      {
        time_range: '2000-01-01 : 2010-01-01',
        filters: [{ col: 'ds', op: 'TEMPORAL_RANGE', val: '2000-01-01 : 2010-01-01' }],
        extras: { time_grain_sqla: 'P1Y' },
        columns: [xAxis, 'gender'],
        metrics: ['sum__num'],
        series_columns: ['gender'],
        orderby: [['sum__num', false]],
        order_desc: true,
        row_limit: 10000,
        time_offsets: [],
        post_processing: [
          {
            operation: 'pivot',
            options: {
              index: ['ds'],
              columns: ['gender'],
              aggregates: { sum__num: { operator: 'mean' } },
              drop_missing_columns: false,
            },
          },
          { operation: 'rename', options: { columns: { sum__num: null }, level: 0, inplace: true } },
          { operation: 'flatten' },
        ],
      },
    ]);
  });

  it('keeps the metric in series names when truncate_metric is off or there are several metrics', () => {
    const kept = buildQuery(formData({ groupby: ['gender'], truncate_metric: false })).queries[0]!;
    const several = buildQuery(formData({ groupby: ['gender'], metrics: ['sum__num', 'count'] })).queries[0]!;
    expect(kept.post_processing!.map((op) => op.operation)).toEqual(['pivot', 'flatten']);
    expect(several.post_processing!.map((op) => op.operation)).toEqual(['pivot', 'flatten']);
  });

  it('limits series by the sort metric, reading Superset 3.1 and newer key names', () => {
    const legacy = buildQuery(
      formData({ groupby: ['name'], limit: '5', timeseries_limit_metric: 'count', order_desc: false }),
    ).queries[0]!;
    expect(legacy).toMatchObject({
      series_limit: 5,
      series_limit_metric: 'count',
      orderby: [['count', true]],
      order_desc: false,
    });
    const current = buildQuery(
      formData({ groupby: ['name'], series_limit: 10, series_limit_metric: 'sum__num' }),
    );
    expect(current.queries[0]).toMatchObject({ series_limit: 10, series_limit_metric: 'sum__num' });
  });

  it('compares with earlier periods as actual values: offset queries named by their offset', () => {
    const query = buildQuery(
      formData({
        groupby: ['gender'],
        time_compare: ['1 year ago'],
        comparison_type: 'values',
        adhoc_filters: [inRange],
      }),
    ).queries[0]!;
    expect(query.time_offsets).toEqual(['1 year ago']);
    expect(query.post_processing).toEqual([
      {
        operation: 'pivot',
        options: {
          index: ['ds'],
          columns: ['gender'],
          aggregates: { sum__num: { operator: 'mean' }, 'sum__num__1 year ago': { operator: 'mean' } },
          drop_missing_columns: false,
        },
      },
      {
        operation: 'rename',
        options: {
          columns: { 'sum__num__1 year ago': '1 year ago', sum__num: null },
          level: 0,
          inplace: true,
        },
      },
      { operation: 'flatten' },
    ]);
  });

  it('derives differences, percentage changes and ratios with the compare operator', () => {
    const query = buildQuery(
      formData({
        time_compare: ['1 year ago', '2 years ago'],
        comparison_type: 'percentage',
        adhoc_filters: [inRange],
      }),
    ).queries[0]!;
    expect(query.post_processing![1]).toEqual({
      operation: 'compare',
      options: {
        source_columns: ['sum__num', 'sum__num'],
        compare_columns: ['sum__num__1 year ago', 'sum__num__2 years ago'],
        compare_type: 'percentage',
        drop_original_columns: true,
      },
    });
  });

  it('runs rolling windows, cumulative sums, resampling and contribution in Superset order', () => {
    const query = buildQuery(
      formData({
        rolling_type: 'mean',
        rolling_periods: '7',
        min_periods: '2',
        resample_rule: '1D',
        resample_method: 'zerofill',
        contributionMode: 'row',
        groupby: ['gender'],
        metrics: ['sum__num', 'count'],
      }),
    ).queries[0]!;
    expect(query.post_processing!.map((op) => op.operation)).toEqual([
      'pivot',
      'rolling',
      'resample',
      'contribution',
      'flatten',
    ]);
    expect(query.post_processing![1]).toEqual({
      operation: 'rolling',
      options: {
        rolling_type: 'mean',
        window: 7,
        min_periods: 2,
        columns: { sum__num: 'sum__num', count: 'count' },
      },
    });
    expect(query.post_processing![2]).toEqual({
      operation: 'resample',
      options: { method: 'asfreq', rule: '1D', fill_value: 0 },
    });
    expect(query.post_processing![3]).toEqual({
      operation: 'contribution',
      options: { orientation: 'row', time_shifts: [] },
    });
    const cumulative = buildQuery(formData({ rolling_type: 'cumsum' })).queries[0]!;
    expect(cumulative.post_processing![1]).toEqual({
      operation: 'cum',
      options: { operator: 'sum', columns: { sum__num: 'sum__num' } },
    });
  });

  it('sorts a categorical x-axis by a metric it does not draw', () => {
    const query = buildQuery(
      timeseriesFormDataSchema.parse({
        datasource: '2__table',
        viz_type: 'echarts_timeseries_bar',
        x_axis: 'product_line',
        metrics: ['count'],
        series_limit_metric: 'sum__sales',
        x_axis_sort: 'sum__sales',
        x_axis_sort_asc: false,
      }),
    ).queries[0]!;
    expect(query.metrics).toEqual(['count', 'sum__sales']);
    expect(query.post_processing).toContainEqual({
      operation: 'sort',
      options: { by: 'sum__sales', ascending: false },
    });
  });

  it("applies a dashboard's time range to the chart's own time filter", () => {
    const query = buildQuery(
      formData({ adhoc_filters: [inRange], extra_form_data: { time_range: 'Last year' } }),
    ).queries[0]!;
    expect(query.time_range).toBe('Last year');
    expect(query.filters).toEqual([{ col: 'ds', op: 'TEMPORAL_RANGE', val: 'Last year' }]);
  });

  it('sends the shown server-side annotation layers, not formulas or hidden layers', () => {
    const layers = [
      { name: 'Trend', annotationType: 'FORMULA', value: '2*x', show: true },
      { name: 'Deploys', annotationType: 'EVENT', sourceType: 'table', value: 12, show: true },
      { name: 'Old', annotationType: 'INTERVAL', sourceType: 'table', value: 13, show: false },
    ];
    const query = buildQuery(formData({ annotation_layers: layers })).queries[0]!;
    expect(query.annotation_layers).toHaveLength(1);
    expect(query.annotation_layers![0]).toMatchObject({
      name: 'Deploys',
      annotationType: 'EVENT',
      value: 12,
    });
  });

  it('falls back to the legacy time column when there is no x-axis', () => {
    const query = buildQuery(formData({ x_axis: null, granularity_sqla: 'ds' })).queries[0]!;
    expect(query).toMatchObject({ granularity: 'ds', is_timeseries: true, columns: [] });
    expect(query.post_processing![0]).toMatchObject({ options: { index: ['__timestamp'] } });
  });

  it('takes an ad-hoc SQL x-axis as the base axis', () => {
    const query = buildQuery(
      formData({
        x_axis: { sqlExpression: "date_trunc('month', ds)", label: 'month', expressionType: 'SQL' },
      }),
    ).queries[0]!;
    expect(query.columns).toEqual([
      {
        sqlExpression: "date_trunc('month', ds)",
        label: 'month',
        expressionType: 'SQL',
        columnType: 'BASE_AXIS',
        timeGrain: 'P1Y',
      },
    ]);
    expect(query.post_processing![0]).toMatchObject({ options: { index: ['month'] } });
  });
});
