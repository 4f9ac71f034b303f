import { describe, expect, it } from 'vitest';
import { parseFormData } from '../../sdk/parseFormData.js';
import type { TimeseriesFormData } from '../timeseries/formData.js';
import { BIRTHS_TWO_METRICS } from '../timeseries/testing/responses.js';
import { scatterPlotPlugin } from './index.js';

const formData = parseFormData<TimeseriesFormData>(scatterPlotPlugin, {
  datasource: '1__table',
  viz_type: 'echarts_timeseries_scatter',
  x_axis: 'ds',
  time_grain_sqla: 'P1Y',
  metrics: ['sum__num_boys', 'sum__num_girls'],
  stack: 'Stack',
  markerSize: 10,
});

describe('Scatter Plot', () => {
  it('draws unstacked points of the chosen size', () => {
    const { option } = scatterPlotPlugin.transformProps({
      formData,
      queriesData: [BIRTHS_TWO_METRICS],
      width: 600,
      height: 300,
      hooks: {},
    });
    const series = (option as { series: Record<string, unknown>[] }).series;
    expect(series.map((s) => [s.name, s.type, s.symbolSize, s.stack])).toEqual([
      ['sum__num_boys', 'scatter', 10, undefined],
      ['sum__num_girls', 'scatter', 10, undefined],
    ]);
    expect(series[0]!.data).toEqual([
      [1262304000000, 114571],
      [1293840000000, 112030],
      [1325376000000, 109393],
    ]);
  });

  it('queries both metrics per year', () => {
    expect(scatterPlotPlugin.buildQuery(formData).queries[0]).toMatchObject({
      metrics: ['sum__num_boys', 'sum__num_girls'],
      orderby: [['sum__num_boys', false]],
    });
  });
});
