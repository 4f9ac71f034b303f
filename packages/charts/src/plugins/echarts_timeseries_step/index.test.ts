import { describe, expect, it } from 'vitest';
import { parseFormData } from '../../sdk/parseFormData.js';
import type { TimeseriesFormData } from '../timeseries/formData.js';
import { MONTHLY_REVENUE } from '../timeseries/testing/responses.js';
import { steppedLineChartPlugin } from './index.js';

const raw = {
  datasource: '2__table',
  viz_type: 'echarts_timeseries_step',
  x_axis: 'order_date',
  time_grain_sqla: 'P1M',
  metrics: ['sum__sales'],
};
const draw = (extra: Record<string, unknown>) => {
  const formData = parseFormData<TimeseriesFormData>(steppedLineChartPlugin, { ...raw, ...extra });
  const { option } = steppedLineChartPlugin.transformProps({
    formData,
    queriesData: [MONTHLY_REVENUE],
    width: 600,
    height: 300,
    hooks: {},
  });
  return (option as { series: Record<string, unknown>[] }).series[0]!;
};

describe('Stepped Line', () => {
  it('steps at the start by default, or where the form data says', () => {
    expect(draw({})).toMatchObject({ type: 'line', step: 'start' });
    expect(draw({ seriesType: 'end' })).toMatchObject({ type: 'line', step: 'end' });
    expect(draw({ seriesType: 'bar' })).toMatchObject({ type: 'line', step: 'start' });
  });

  it('queries monthly revenue', () => {
    const formData = parseFormData<TimeseriesFormData>(steppedLineChartPlugin, raw);
    expect(steppedLineChartPlugin.buildQuery(formData).queries[0]).toMatchObject({
      metrics: ['sum__sales'],
      extras: { time_grain_sqla: 'P1M' },
    });
  });
});
