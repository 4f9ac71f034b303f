import type { DataMask } from '@sightline/core';
import { describe, expect, it } from 'vitest';
import type { ChartContextMenuEvent, ChartDataResult } from '../../sdk/chartPlugin.js';
import { getCategoricalScheme } from '../../sdk/color/colorSchemes.js';
import { resetLabelColors } from '../../sdk/color/labelColors.js';
import type { EChartEventParams } from '../../sdk/echarts/EChart.js';
import { chartResult } from '../../sdk/testing/chartResult.js';
import { histogramFormDataSchema } from './formData.js';
import { latencyByDevice } from './testing/fixtures.js';
import { formatBinLabel, transformProps } from './transformProps.js';

interface HistogramOption {
  legend: { show: boolean; data: string[]; formatter: (name: string) => string };
  xAxis: { data: string[]; name: string; axisLabel: { rotate: number } };
  yAxis: { name: string; axisLabel: { formatter: (value: number) => string } };
  tooltip: { formatter: (params: EChartEventParams[]) => string };
  series: { name: string; data: (number | null)[]; itemStyle: { color: string }; label: { show: boolean } }[];
}

function render(formData: Record<string, unknown>, result: ChartDataResult = latencyByDevice) {
  const masks: DataMask[] = [];
  const menus: ChartContextMenuEvent[] = [];
  const props = transformProps({
    formData: histogramFormDataSchema.parse({
      datasource: '3__table',
      viz_type: 'histogram_v2',
      column: 'latency_ms',
      groupby: ['device'],
      bins: 20,
      ...formData,
    }),
    queriesData: [result],
    width: 900,
    height: 400,
    hooks: { setDataMask: (mask) => masks.push(mask), onContextMenu: (event) => menus.push(event) },
    colorNamespace: 'histogram-test',
  });
  return { props, option: props.option as unknown as HistogramOption, masks, menus };
}

describe('histogram transformProps', () => {
  it('draws one bar series per group over the bins, with formatted bin edges', () => {
    resetLabelColors('histogram-test');
    const { option } = render({
      x_axis_format: ',.0f',
      x_axis_title: 'Latency (ms)',
      y_axis_title: 'Events',
    });
    const colors = getCategoricalScheme('supersetColors').colors;
    expect(option.series.map((series) => [series.name, series.itemStyle.color])).toEqual([
      ['desktop', colors[0]],
      ['mobile', colors[1]],
      ['tablet', colors[2]],
    ]);
    expect(option.xAxis.data).toHaveLength(20);
    expect(option.xAxis.data.slice(0, 3)).toEqual(['18 - 58', '58 - 98', '98 - 138']);
    expect(option.xAxis.data.at(-1)).toBe('776 - 816');
    expect(option.series[0]!.data.slice(0, 4)).toEqual([435, 1752, 1624, 882]);
    expect(option).toMatchObject({ xAxis: { name: 'Latency (ms)' }, yAxis: { name: 'Events' } });
    expect(option.legend).toMatchObject({ show: true, data: ['desktop', 'mobile', 'tablet'] });
  });

  it('totals the groups of a bin in the tooltip with each group share', () => {
    const { option } = render({});
    const text = option.tooltip.formatter([
      { name: '58 - 98', seriesName: 'desktop', value: 1752, marker: '' },
      { name: '58 - 98', seriesName: 'mobile', value: 542, marker: '' },
      { name: '58 - 98', seriesName: 'tablet', value: 149, marker: '' },
    ]);
    expect(text).toBe(
      '<strong>58 - 98</strong><br/>desktop: <strong>1.75k</strong> (71.72%)<br/>mobile: <strong>542</strong> (22.19%)' +
        '<br/>tablet: <strong>149</strong> (6.10%)<br/>Total: <strong>2.44k</strong>',
    );
    expect(
      render({ normalize: true }).option.tooltip.formatter([
        { name: 'b', seriesName: 'desktop', value: 0.25 },
      ]),
    ).toBe('<strong>b</strong><br/>desktop: <strong>0.25</strong><br/>Total: <strong>0.25</strong>');
  });

  it('names the single series after the column and reads counts sent as text', () => {
    const result = chartResult(['0.0 - 0.5', '0.5 - 1.0'], [0, 0], [['3', null]]);
    const { option } = render({ groupby: [], y_axis_format: '.1f' }, result);
    expect(option.series).toEqual([
      expect.objectContaining({
        name: 'latency_ms',
        data: [3, null],
        label: expect.objectContaining({ show: false }),
      }),
    ]);
    expect(option.xAxis.data).toEqual(['0 - 0.5', '0.5 - 1']);
    expect(option.yAxis.axisLabel.formatter(3)).toBe('3.0');
  });

  it('keeps edges it cannot parse, truncates long legend names and drills into the group', () => {
    expect(formatBinLabel('a - b', String)).toBe('a - b');
    const { option, props, menus, masks } = render({});
    expect(option.legend.formatter('x'.repeat(50))).toBe(`${'x'.repeat(40)}...`);
    props.eventHandlers!.contextmenu!({
      seriesIndex: 1,
      dataIndex: 3,
      event: { event: { clientX: 1, clientY: 2, preventDefault: () => undefined } as never },
    });
    expect(menus).toEqual([
      {
        clientX: 1,
        clientY: 2,
        filters: [{ col: 'device', op: '==', val: 'mobile', formattedVal: 'mobile' }],
      },
    ]);
    expect(masks).toEqual([]);
  });
});
