import { describe, expect, it } from 'vitest';
import { parseFormData } from '../../sdk/parseFormData.js';
import type { TimeseriesFormData } from '../timeseries/formData.js';
import { QUARTERLY_SHARE } from '../timeseries/testing/responses.js';
import { areaChartPlugin } from './index.js';

const formData = parseFormData<TimeseriesFormData>(areaChartPlugin, {
  datasource: '2__table',
  viz_type: 'echarts_area',
  x_axis: 'order_date',
  time_grain_sqla: 'P3M',
  metrics: ['sum__sales'],
  groupby: ['product_line'],
  contributionMode: 'row',
  stack: 'Stack',
  opacity: 0.5,
  seriesType: 'smooth',
});

describe('Area Chart', () => {
  it('queries quarterly revenue shares of the product lines', () => {
    expect(areaChartPlugin.buildQuery(formData).queries[0]!.post_processing).toContainEqual({
      operation: 'contribution',
      options: { orientation: 'row', time_shifts: [] },
    });
  });

  it('fills stacked smooth areas at the chosen opacity up to 100%', () => {
    const { option } = areaChartPlugin.transformProps({
      formData,
      queriesData: [QUARTERLY_SHARE],
      width: 600,
      height: 300,
      hooks: {},
    });
    const { series, yAxis } = option as { series: Record<string, unknown>[]; yAxis: Record<string, unknown> };
    expect(series.map((s) => [s.name, s.type, s.smooth, s.areaStyle, s.stack])).toEqual([
      ['Classic Cars', 'line', true, { opacity: 0.5 }, 'stack'],
      ['Vintage Cars', 'line', true, { opacity: 0.5 }, 'stack'],
      ['Motorcycles', 'line', true, { opacity: 0.5 }, 'stack'],
    ]);
    expect(yAxis).toMatchObject({ min: 0, max: 1 });
  });
});
