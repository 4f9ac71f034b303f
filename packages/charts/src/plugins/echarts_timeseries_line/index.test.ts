import { describe, expect, it } from 'vitest';
import { parseFormData } from '../../sdk/parseFormData.js';
import type { TimeseriesFormData } from '../timeseries/formData.js';
import { BIRTHS_BY_GENDER } from '../timeseries/testing/responses.js';
import { lineChartPlugin } from './index.js';

const formData = parseFormData<TimeseriesFormData>(lineChartPlugin, {
  datasource: '1__table',
  viz_type: 'echarts_timeseries_line',
  x_axis: 'ds',
  time_grain_sqla: 'P1Y',
  metrics: ['sum__num'],
  groupby: ['gender'],
  seriesType: 'bar',
  markerEnabled: true,
});

describe('Line Chart', () => {
  it('queries births per year by gender', () => {
    const query = lineChartPlugin.buildQuery(formData).queries[0]!;
    expect(query.columns).toEqual([
      {
        sqlExpression: 'ds',
        label: 'ds',
        expressionType: 'SQL',
        columnType: 'BASE_AXIS',
        timeGrain: 'P1Y',
        isColumnReference: true,
      },
      'gender',
    ]);
    expect(query.metrics).toEqual(['sum__num']);
  });

  it('draws lines whatever series style the form data carries, with markers when asked', () => {
    const { option } = lineChartPlugin.transformProps({
      formData,
      queriesData: [BIRTHS_BY_GENDER],
      width: 600,
      height: 300,
      hooks: {},
    });
    const series = (option as { series: Record<string, unknown>[] }).series;
    expect(series.map((s) => [s.name, s.type, s.smooth, s.step, s.showSymbol])).toEqual([
      ['boy', 'line', false, undefined, true],
      ['girl', 'line', false, undefined, true],
    ]);
  });

  it('is an interactive Evolution chart with its gallery images', () => {
    expect(lineChartPlugin.metadata).toMatchObject({
      name: 'Line Chart',
      category: 'Evolution',
      thumbnail: '/static/viz/echarts_timeseries_line.png',
      exampleGallery: [{ url: '/static/viz/echarts_timeseries_line-example-1.png' }],
      behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL'],
    });
  });
});
