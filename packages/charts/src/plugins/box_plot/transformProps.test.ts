import type { DataMask } from '@sightline/core';
import { describe, expect, it } from 'vitest';
import type { ChartContextMenuEvent, ChartDataResult } from '../../sdk/chartPlugin.js';
import { getCategoricalScheme } from '../../sdk/color/colorSchemes.js';
import { resetLabelColors } from '../../sdk/color/labelColors.js';
import type { EChartEventParams } from '../../sdk/echarts/EChart.js';
import { chartResult } from '../../sdk/testing/chartResult.js';
import { boxPlotFormDataSchema } from './formData.js';
import { customerRevenue } from './testing/fixtures.js';
import { transformProps } from './transformProps.js';

interface BoxPlotOption {
  xAxis: { data: string[]; axisLabel: Record<string, unknown> };
  yAxis: { axisLabel: { formatter: (value: number) => string } };
  series: {
    type: string;
    data: { name?: string; value: unknown[]; itemStyle: Record<string, unknown> }[] | unknown[][];
    itemStyle?: { color: string; opacity: number };
    tooltip: { formatter: (params: EChartEventParams) => string };
  }[];
}

function render(
  formData: Record<string, unknown>,
  result: ChartDataResult = customerRevenue,
  filterState?: { selectedValues?: unknown },
) {
  const masks: DataMask[] = [];
  const menus: ChartContextMenuEvent[] = [];
  const props = transformProps({
    formData: boxPlotFormDataSchema.parse({
      datasource: '2__table',
      viz_type: 'box_plot',
      columns: ['customer'],
      groupby: ['product_line'],
      metrics: ['sum__sales'],
      ...formData,
    }),
    queriesData: [result],
    width: 800,
    height: 400,
    hooks: { setDataMask: (mask) => masks.push(mask), onContextMenu: (event) => menus.push(event) },
    filterState,
    colorNamespace: 'box-plot-test',
  });
  return { props, option: props.option as unknown as BoxPlotOption, masks, menus };
}

const classicCars = customerRevenue.data[0]!;

describe('box plot transformProps', () => {
  it('draws a box per series group from the five numbers, with its outliers as points', () => {
    resetLabelColors('box-plot-test');
    const { option, props } = render({});
    const [boxes, firstOutliers] = option.series;
    expect(option.xAxis.data).toEqual(customerRevenue.data.map((row) => row.product_line));
    expect(boxes!.type).toBe('boxplot');
    expect(boxes!.data[0]).toEqual({
      name: 'Classic Cars',
      value: [
        classicCars.sum__sales__min,
        classicCars.sum__sales__q1,
        classicCars.sum__sales__median,
        classicCars.sum__sales__q3,
        classicCars.sum__sales__max,
      ],
      itemStyle: { color: '#1F77B480', borderColor: '#1F77B4', borderWidth: 1.5 },
    });
    expect(getCategoricalScheme('supersetColors').colors[0]).toBe('#1F77B4');
    expect(firstOutliers).toMatchObject({ type: 'scatter', itemStyle: { color: '#1F77B4', opacity: 1 } });
    expect(firstOutliers!.data).toEqual(
      (classicCars.sum__sales__outliers as number[]).map((value) => [0, value]),
    );
    const outlierCount = customerRevenue.data.reduce(
      (sum, row) => sum + (row.sum__sales__outliers as []).length,
      0,
    );
    expect(props.dataSize).toBe(7 + outlierCount);
  });

  it('lists the five numbers, the mean and the counts in the tooltip, in the number format', () => {
    const { option } = render({ number_format: '$,.0f' });
    expect(option.series[0]!.tooltip.formatter({ dataIndex: 0 })).toBe(
      [
        '<strong>Classic Cars</strong>',
        'Max: $27,628,228',
        '3rd Quartile: $18,639,042',
        'Mean: $17,668,894',
        'Median: $14,234,149',
        '1st Quartile: $12,388,449',
        'Min: $10,594,994',
        '# Observations: 100',
        '# Outliers: 8',
      ].join('<br/>'),
    );
    expect(option.series[1]!.tooltip.formatter({ value: [0, 97797676.9] })).toBe(
      '<strong>Classic Cars</strong><br/>Outlier: <strong>$97,797,677</strong>',
    );
    expect(option.yAxis.axisLabel.formatter(2e7)).toBe('$20,000,000');
  });

  it('names boxes by group and metric with several metrics, by metric without groups', () => {
    const result = chartResult(
      ['a__min', 'a__q1', 'a__median', 'a__q3', 'a__max', 'a__mean', 'a__count', 'a__outliers'],
      [0, 0, 0, 0, 0, 0, 0, 0],
      [['1', 2, 3, 4, null, 3, 9, []]],
    );
    const { option } = render({ groupby: [], metrics: ['a'] }, result);
    expect(option.xAxis.data).toEqual(['a']);
    expect(option.series).toHaveLength(1);
    expect((option.series[0]!.data[0] as { value: unknown[] }).value).toEqual([1, 2, 3, 4, '-']);

    const two = chartResult(['g', 'a__median', 'b__median'], [1, 0, 0], [['x', 1, 2]]);
    expect(render({ groupby: ['g'], metrics: ['a', 'b'] }, two).option.xAxis.data).toEqual(['x, a', 'x, b']);
  });

  it('cross-filters on the clicked box (or outlier) and dims the other boxes', () => {
    const { props, masks, menus } = render({});
    props.eventHandlers!.click!({ seriesType: 'scatter', value: [2, 1] });
    expect(masks).toEqual([
      {
        extraFormData: { filters: [{ col: 'product_line', op: 'IN', val: ['Planes'] }] },
        filterState: { value: ['Planes'], label: 'Planes', selectedValues: ['["Planes"]'] },
      },
    ]);
    props.eventHandlers!.contextmenu!({
      seriesType: 'boxplot',
      dataIndex: 1,
      event: { event: { clientX: 3, clientY: 4, preventDefault: () => undefined } as never },
    });
    expect(menus[0]!.filters).toEqual([
      { col: 'product_line', op: '==', val: 'Motorcycles', formattedVal: 'Motorcycles' },
    ]);

    const selected = render({}, customerRevenue, { selectedValues: ['["Planes"]'] });
    const items = selected.option.series[0]!.data as { itemStyle: Record<string, unknown> }[];
    expect(items[2]!.itemStyle.opacity).toBeUndefined();
    expect(items[0]!.itemStyle.opacity).toBe(0.3);
  });

  it('lays out the x ticks as asked', () => {
    expect(render({ x_ticks_layout: '45°' }).option.xAxis.axisLabel).toEqual({ interval: 0, rotate: -45 });
    expect(render({}).option.xAxis.axisLabel).toMatchObject({ interval: 0, overflow: 'break' });
  });
});
