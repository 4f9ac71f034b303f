import { describe, expect, it } from 'vitest';
import { parseFormData } from '../../sdk/parseFormData.js';
import type { TimeseriesFormData } from '../timeseries/formData.js';
import { CUMULATIVE_REVENUE } from '../timeseries/testing/responses.js';
import { smoothLineChartPlugin } from './index.js';

const formData = parseFormData<TimeseriesFormData>(smoothLineChartPlugin, {
  datasource: '3__table',
  viz_type: 'echarts_timeseries_smooth',
  x_axis: 'event_time',
  time_grain_sqla: 'P1M',
  metrics: ['sum__revenue'],
  groupby: ['device', 'browser'],
  rolling_type: 'cumsum',
  series_limit: 4,
});

describe('Smooth Line', () => {
  it('queries cumulative revenue of the top 4 device and browser pairs', () => {
    const query = smoothLineChartPlugin.buildQuery(formData).queries[0]!;
    expect(query).toMatchObject({ series_limit: 4, series_columns: ['device', 'browser'] });
    expect(query.post_processing!.map((op) => op.operation)).toEqual(['pivot', 'cum', 'rename', 'flatten']);
  });

  it('draws smooth lines, one per device and browser pair', () => {
    const { option } = smoothLineChartPlugin.transformProps({
      formData,
      queriesData: [CUMULATIVE_REVENUE],
      width: 600,
      height: 300,
      hooks: {},
    });
    const series = (option as { series: Record<string, unknown>[] }).series;
    expect(series.map((s) => [s.name, s.type, s.smooth])).toEqual([
      ['desktop, Chrome', 'line', true],
      ['mobile, Chrome', 'line', true],
      ['desktop, Safari', 'line', true],
      ['mobile, Safari', 'line', true],
    ]);
  });
});
