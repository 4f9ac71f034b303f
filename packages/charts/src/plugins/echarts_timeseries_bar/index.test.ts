import { describe, expect, it } from 'vitest';
import { parseFormData } from '../../sdk/parseFormData.js';
import type { TimeseriesFormData } from '../timeseries/formData.js';
import { DEAL_SIZE_BY_PRODUCT_LINE } from '../timeseries/testing/responses.js';
import { barChartPlugin } from './index.js';

const formData = parseFormData<TimeseriesFormData>(barChartPlugin, {
  datasource: '2__table',
  viz_type: 'echarts_timeseries_bar',
  x_axis: 'product_line',
  metrics: ['sum__sales'],
  groupby: ['deal_size'],
  stack: 'Stack',
  show_value: true,
  only_total: true,
  area: true,
  y_axis_format: '$,.3s',
});

describe('Bar Chart', () => {
  it('queries revenue by product line and deal size', () => {
    const query = barChartPlugin.buildQuery(formData).queries[0]!;
    expect(query.columns).toEqual([
      {
        sqlExpression: 'product_line',
        label: 'product_line',
        expressionType: 'SQL',
        columnType: 'BASE_AXIS',
        isColumnReference: true,
      },
      'deal_size',
    ]);
  });

  it('stacks bars per category and labels only the totals', () => {
    const { option } = barChartPlugin.transformProps({
      formData,
      queriesData: [DEAL_SIZE_BY_PRODUCT_LINE],
      width: 600,
      height: 300,
      hooks: {},
    });
    const { series, xAxis } = option as { series: Record<string, unknown>[]; xAxis: Record<string, unknown> };
    expect(xAxis).toMatchObject({
      type: 'category',
      data: ['Classic Cars', 'Motorcycles', 'Planes', 'Ships', 'Trains', 'Trucks and Buses', 'Vintage Cars'],
    });
    expect(series.map((s) => [s.name, s.type, s.stack, s.areaStyle])).toEqual([
      ['Medium', 'bar', 'stack', undefined],
      ['Small', 'bar', 'stack', undefined],
      ['Large', 'bar', 'stack', undefined],
    ]);
    const label = (index: number) =>
      series[index]!.label as { formatter: (p: { value: unknown; dataIndex: number }) => string };
    expect(label(2).formatter({ value: ['Classic Cars', 471387609.54000026], dataIndex: 0 })).toBe('$1.77G');
    expect(label(0).formatter({ value: ['Classic Cars', 1167198360.8600073], dataIndex: 0 })).toBe('');
  });
});
