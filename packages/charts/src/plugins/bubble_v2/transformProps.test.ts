import type { DataMask } from '@sightline/core';
import { describe, expect, it } from 'vitest';
import type { ChartContextMenuEvent, ChartDataResult } from '../../sdk/chartPlugin.js';
import { getCategoricalScheme } from '../../sdk/color/colorSchemes.js';
import { resetLabelColors } from '../../sdk/color/labelColors.js';
import type { EChartEventParams } from '../../sdk/echarts/EChart.js';
import { chartResult } from '../../sdk/testing/chartResult.js';
import { bubbleFormDataSchema } from './formData.js';
import { lifeVsGdp } from './testing/fixtures.js';
import { bubbleSymbolSize, transformProps } from './transformProps.js';

interface BubbleOption {
  legend: { show: boolean; data: string[] };
  tooltip: { formatter: (params: EChartEventParams) => string };
  xAxis: Record<string, unknown> & { axisLabel: { formatter: (value: number) => string } };
  yAxis: Record<string, unknown>;
  series: {
    name: string;
    itemStyle: { color: string; opacity: number };
    data: { name: string; value: unknown[]; symbolSize: number; itemStyle?: { opacity: number } }[];
  }[];
}

function render(
  formData: Record<string, unknown>,
  result: ChartDataResult = lifeVsGdp,
  filterState?: { selectedValues?: unknown },
) {
  const masks: DataMask[] = [];
  const menus: ChartContextMenuEvent[] = [];
  const props = transformProps({
    formData: bubbleFormDataSchema.parse({
      datasource: '4__table',
      viz_type: 'bubble_v2',
      entity: 'country_name',
      series: 'region',
      x: 'avg__gdp_per_capita',
      y: 'avg__life_expectancy',
      size: 'sum__population',
      ...formData,
    }),
    queriesData: [result],
    width: 800,
    height: 500,
    hooks: { setDataMask: (mask) => masks.push(mask), onContextMenu: (event) => menus.push(event) },
    filterState,
    colorNamespace: 'bubble-test',
  });
  return { props, option: props.option as unknown as BubbleOption, masks, menus };
}

const populations = lifeVsGdp.data.map((row) => Number(row.sum__population));
const range: [number, number] = [Math.min(...populations), Math.max(...populations)];

describe('bubble transformProps', () => {
  it('draws a scatter series per region with bubbles sized between 5 and 5 + 2 × max size', () => {
    resetLabelColors('bubble-test');
    const { option, props } = render({ max_bubble_size: '25' });
    const regions = [...new Set(lifeVsGdp.data.map((row) => String(row.region)))];
    const colors = getCategoricalScheme('supersetColors').colors;
    expect(option.series.map((series) => [series.name, series.itemStyle])).toEqual(
      regions.map((region, index) => [region, { color: colors[index], opacity: 0.6 }]),
    );
    expect(option.legend).toMatchObject({ show: true, data: regions });
    const luxembourg = option.series[0]!.data[0]!;
    expect(luxembourg).toEqual({
      name: 'Luxembourg',
      value: [134749.61, 83.38, 700000],
      symbolSize: bubbleSymbolSize(700000, range, 25),
    });
    const sizes = option.series.flatMap((series) => series.data.map((bubble) => bubble.symbolSize));
    expect(Math.min(...sizes)).toBe(5);
    expect(Math.max(...sizes)).toBe(55);
    expect(props.dataSize).toBe(20);
  });

  it('formats the axes and the tooltip, and sets log axes and bounds', () => {
    const { option } = render({
      logXAxis: true,
      xAxisFormat: '$,.0f',
      y_axis_format: '.1f',
      tooltipSizeFormat: ',d',
      x_axis_label: 'GDP per capita',
      truncateYAxis: true,
      y_axis_bounds: [50, null],
    });
    expect(option.xAxis).toMatchObject({ type: 'log', scale: true, name: 'GDP per capita', nameGap: 30 });
    expect(option.xAxis).not.toHaveProperty('min');
    expect(option.yAxis).toMatchObject({ type: 'value', scale: true, min: 50 });
    expect(option.yAxis).not.toHaveProperty('max');
    expect(option.xAxis.axisLabel.formatter(1000)).toBe('$1,000');
    expect(option.tooltip.formatter({ seriesIndex: 0, dataIndex: 0 })).toBe(
      [
        '<strong>Europe &#38; Central Asia (Luxembourg)</strong>',
        'avg__gdp_per_capita: <strong>$134,750</strong>',
        'avg__life_expectancy: <strong>83.4</strong>',
        'sum__population: <strong>700,000</strong>',
      ].join('<br/>'),
    );
  });

  it('leaves out bubbles a log axis cannot place or that lack a coordinate; reads numbers sent as text', () => {
    const result = chartResult(
      ['country_name', 'region', 'avg__gdp_per_capita', 'avg__life_expectancy', 'sum__population'],
      [1, 1, 0, 0, 0],
      [
        ['A', 'R', '100', '70', '5'],
        ['B', 'R', 0, 60, 10],
        ['C', 'R', 50, null, 10],
        ['D', null, 10, 65, null],
      ],
    );
    const plain = render({}, result).option;
    expect(plain.series.map((series) => [series.name, series.data.map((bubble) => bubble.name)])).toEqual([
      ['R', ['A', 'B']],
      ['<NULL>', ['D']],
    ]);
    expect(plain.series[0]!.data[0]!.value).toEqual([100, 70, 5]);
    expect(plain.series[1]!.data[0]!).toMatchObject({ value: [10, 65, '-'], symbolSize: 5 });
    expect(render({ logXAxis: true }, result).option.series[0]!.data.map((bubble) => bubble.name)).toEqual([
      'A',
    ]);
    // Without a series, each entity is its own legend entry.
    expect(render({ series: null }, result).option.legend.data).toEqual(['A', 'B', 'D']);
  });

  it('cross-filters on the clicked entity, drills by entity and series, and dims the others', () => {
    const { props, masks, menus } = render({});
    props.eventHandlers!.click!({ seriesIndex: 0, dataIndex: 1 });
    expect(masks).toEqual([
      {
        extraFormData: { filters: [{ col: 'country_name', op: 'IN', val: ['Ireland'] }] },
        filterState: { value: ['Ireland'], label: 'Ireland', selectedValues: ['["Ireland"]'] },
      },
    ]);
    props.eventHandlers!.contextmenu!({
      seriesIndex: 0,
      dataIndex: 1,
      event: { event: { clientX: 1, clientY: 1, preventDefault: () => undefined } as never },
    });
    expect(menus[0]!.filters).toEqual([
      { col: 'country_name', op: '==', val: 'Ireland', formattedVal: 'Ireland' },
      { col: 'region', op: '==', val: 'Europe & Central Asia', formattedVal: 'Europe & Central Asia' },
    ]);
    const { option } = render({}, lifeVsGdp, { selectedValues: ['["Ireland"]'] });
    expect(option.series[0]!.data[1]!.itemStyle).toBeUndefined();
    expect(option.series[0]!.data[0]!.itemStyle).toEqual({ opacity: 0.6 * 0.3 });
  });
});
