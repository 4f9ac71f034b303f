import { describe, expect, it } from 'vitest';
import { buildQuery } from './buildQuery.js';
import { bigNumberFormDataSchema } from './formData.js';

const formData = (extra: Record<string, unknown> = {}) =>
  bigNumberFormDataSchema.parse({
    datasource: '1__table',
    viz_type: 'big_number',
    metric: 'sum__num',
    x_axis: 'ds',
    time_grain_sqla: 'P1Y',
    compare_lag: 1,
    ...extra,
  });

const YEARLY_DS = {
  sqlExpression: 'ds',
  label: 'ds',
  expressionType: 'SQL',
  columnType: 'BASE_AXIS',
  timeGrain: 'P1Y',
  isColumnReference: true,
};

describe('big number with trendline buildQuery', () => {
  it('asks for the metric per year, newest first, pivoted on the time axis', () => {
    expect(buildQuery(formData()).queries).toEqual([
      {
        time_range: 'No filter',
        filters: [],
        extras: { time_grain_sqla: 'P1Y' },
        columns: [YEARLY_DS],
        metrics: ['sum__num'],
        orderby: [[YEARLY_DS, false]],
        post_processing: [
          {
            operation: 'pivot',
            options: {
              index: ['ds'],
              columns: [],
              aggregates: { sum__num: { operator: 'mean' } },
              drop_missing_columns: false,
            },
          },
          { operation: 'flatten' },
        ],
      },
    ]);
  });

  it('smooths the trend with a rolling window or a cumulative sum', () => {
    const rolling = buildQuery(formData({ rolling_type: 'mean', rolling_periods: '3', min_periods: 2 }));
    expect(rolling.queries[0]!.post_processing![1]).toEqual({
      operation: 'rolling',
      options: { rolling_type: 'mean', window: 3, min_periods: 2, columns: { sum__num: 'sum__num' } },
    });
    const cumsum = buildQuery(formData({ rolling_type: 'cumsum' }));
    expect(cumsum.queries[0]!.post_processing![1]).toEqual({
      operation: 'cum',
      options: { operator: 'sum', columns: { sum__num: 'sum__num' } },
    });
    expect(buildQuery(formData({ rolling_type: 'None' })).queries[0]!.post_processing).toHaveLength(2);
  });

  it('resamples, zero-filling the gaps when asked', () => {
    const query = buildQuery(formData({ resample_rule: '1AS', resample_method: 'zerofill' })).queries[0]!;
    expect(query.post_processing![1]).toEqual({
      operation: 'resample',
      options: { method: 'asfreq', rule: '1AS', fill_value: 0 },
    });
  });

  it('reads charts saved with granularity_sqla as the legacy time series form', () => {
    const query = buildQuery(formData({ x_axis: null, granularity_sqla: 'ds' })).queries[0]!;
    expect(query).toMatchObject({ granularity: 'ds', is_timeseries: true, columns: [] });
    expect(query.orderby).toBeUndefined();
    expect(query.post_processing![0]).toMatchObject({ options: { index: ['__timestamp'] } });
  });

  it("uses a dashboard's time grain and puts its time range into the x-axis time filter", () => {
    const query = buildQuery(
      formData({
        adhoc_filters: [
          {
            expressionType: 'SIMPLE',
            clause: 'WHERE',
            subject: 'ds',
            operator: 'TEMPORAL_RANGE',
            comparator: 'Last 10 years',
          },
        ],
        extra_form_data: { time_grain_sqla: 'P1M', time_range: 'Last year' },
      }),
    ).queries[0]!;
    expect(query.columns).toEqual([{ ...YEARLY_DS, timeGrain: 'P1M' }]);
    expect(query.filters).toEqual([{ col: 'ds', op: 'TEMPORAL_RANGE', val: 'Last year' }]);
  });

  it('asks for the plain aggregate when no time column is chosen', () => {
    const query = buildQuery(formData({ x_axis: null })).queries[0]!;
    expect(query).toMatchObject({ metrics: ['sum__num'], row_limit: 1 });
    expect(query.post_processing).toBeUndefined();
  });
});
