import type { DataMask } from '@sightline/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChartContextMenuEvent, ChartDataResult } from '../../sdk/chartPlugin.js';
import { resetLabelColors } from '../../sdk/color/labelColors.js';
import { distBarFormDataSchema } from './formData.js';
import { categoryLabelRotation, transformProps } from './transformProps.js';
import { BIRTHS_BY_STATE, POINTS_BY_CITY_AND_CATEGORY } from './testData.js';

interface Axis {
  type: string;
  data?: string[];
  name: string;
  inverse?: boolean;
  min?: number;
  max?: number;
  axisLabel: { rotate?: number; interval?: unknown; formatter: (value: never, index: number) => string };
}
interface BarSeries {
  name: string;
  stack?: string;
  itemStyle: { color: string };
  label: { show: boolean; position: string; formatter: (p: { value: unknown }) => string };
  data: { value: number | null; itemStyle: { opacity: number } }[];
}

function bars(
  formData: Record<string, unknown> = {},
  result: ChartDataResult = BIRTHS_BY_STATE,
  filterState?: { selectedValues?: unknown },
) {
  const setDataMask = vi.fn<(mask: DataMask) => void>();
  const onContextMenu = vi.fn<(event: ChartContextMenuEvent) => void>();
  const props = transformProps({
    formData: distBarFormDataSchema.parse({
      datasource: '1__table',
      viz_type: 'dist_bar',
      metrics: ['sum__num_boys', 'sum__num_girls'],
      groupby: ['state'],
      ...formData,
    }),
    queriesData: [result],
    width: 800,
    height: 400,
    hooks: { setDataMask, onContextMenu },
    filterState,
  });
  const { xAxis, yAxis } = props.option as { xAxis: Axis; yAxis: Axis };
  const series = props.option.series as BarSeries[];
  return { props, xAxis, yAxis, series, setDataMask, onContextMenu };
}

const byCity = (formData: Record<string, unknown> = {}, filterState?: { selectedValues?: unknown }) =>
  bars(
    { metrics: ['count'], groupby: ['city'], columns: ['category'], ...formData },
    POINTS_BY_CITY_AND_CATEGORY,
    filterState,
  );

beforeEach(() => resetLabelColors());

describe('categorical bar transformProps', () => {
  it('puts the states on the x-axis and one series per metric, colored by series', () => {
    const { xAxis, yAxis, series, props } = bars({ y_axis_label: 'Births' });
    expect(xAxis).toMatchObject({ type: 'category', data: ['CA', 'TX', 'FL', 'NY', 'PA'] });
    expect(yAxis).toMatchObject({ type: 'value', name: 'Births' });
    expect(series.map((s) => [s.name, s.itemStyle.color, s.stack])).toEqual([
      ['sum__num_boys', '#1F77B4', undefined],
      ['sum__num_girls', '#FF7F0E', undefined],
    ]);
    expect(series[0]!.data.map((d) => d.value)).toEqual([529683, 416221, 308050, 267639, 175872]);
    expect(props.dataSize).toBe(10);
    expect(yAxis.axisLabel.formatter(500000 as never, 0)).toBe('500k');
  });

  it('stacks the breakdown series and shows bar values inside them', () => {
    const { series, props } = byCity({ bar_stacked: true, show_bar_value: true, y_axis_format: ',d' });
    expect(series.map((s) => s.name)).toEqual(['Customer', 'Office', 'Partner', 'Store', 'Warehouse']);
    expect(series.every((s) => s.stack === 'total')).toBe(true);
    expect(series[3]!.label).toMatchObject({ show: true, position: 'inside' });
    expect(series[3]!.label.formatter({ value: 1517 })).toBe('1,517');
    expect((props.option.xAxis as Axis).data).toEqual(['New York', 'Tokyo', 'London']);
  });

  it('shows contributions as percents', () => {
    const { series, yAxis } = byCity({ contribution: true });
    expect(series[3]!.data[0]!.value).toBeCloseTo(0.3131, 4);
    expect(yAxis.axisLabel.formatter(0.25 as never, 0)).toBe('25.0%');
  });

  it('turns the bars sideways, first category on top', () => {
    const { xAxis, yAxis, series } = bars({ orientation: 'horizontal', show_bar_value: true });
    expect(xAxis.type).toBe('value');
    expect(yAxis).toMatchObject({ type: 'category', inverse: true, data: ['CA', 'TX', 'FL', 'NY', 'PA'] });
    expect(series[0]!.label.position).toBe('right');
  });

  it('lays out category labels as asked', () => {
    expect(bars({ x_ticks_layout: '45°' }).xAxis.axisLabel.rotate).toBe(45);
    expect(bars({ x_ticks_layout: 'flat' }).xAxis.axisLabel.rotate).toBe(0);
    const staggered = bars({ x_ticks_layout: 'staggered' }).xAxis.axisLabel;
    expect([staggered.formatter('CA' as never, 0), staggered.formatter('TX' as never, 1)]).toEqual([
      'CA',
      '\nTX',
    ]);
    expect(bars({ reduce_x_ticks: true }).xAxis.axisLabel.interval).toBe('auto');
    expect(bars().xAxis.axisLabel.interval).toBe(0);
    expect(categoryLabelRotation('auto', ['CA', 'TX'], 700)).toBe(0);
    expect(
      categoryLabelRotation(
        'auto',
        Array.from({ length: 50 }, () => 'Massachusetts'),
        700,
      ),
    ).toBe(45);
  });

  it('cuts long category labels and applies y-axis bounds', () => {
    const long = 'A state with a name far longer than any real one';
    const { xAxis, yAxis } = bars(
      { y_axis_bounds: [0, 600000] },
      { ...BIRTHS_BY_STATE, data: [{ state: long, sum__num_boys: 1, sum__num_girls: 2 }] },
    );
    expect(xAxis.axisLabel.formatter(long as never, 0)).toBe('A state with a name far longer than any ...');
    expect(yAxis).toMatchObject({ min: 0, max: 600000 });
  });

  it('lists every series of a category in the rich tooltip', () => {
    const tooltip = byCity({ y_axis_format: ',d' }).props.option.tooltip as {
      trigger: string;
      formatter: (p: { name: string; seriesName: string; value: unknown }[]) => string;
    };
    expect(tooltip.trigger).toBe('axis');
    expect(
      tooltip.formatter([
        { name: 'Tokyo', seriesName: 'Store', value: 460 },
        { name: 'Tokyo', seriesName: 'Partner', value: null },
      ]),
    ).toBe('<b>Tokyo</b><br/>Store: 460');
    expect((bars({ rich_tooltip: false }).props.option.tooltip as { trigger: string }).trigger).toBe('item');
  });

  it('cross-filters on the clicked category and fades the other categories', () => {
    const { props, setDataMask } = byCity();
    props.eventHandlers!.click!({ name: 'Tokyo', seriesName: 'Store' });
    expect(setDataMask).toHaveBeenCalledWith({
      extraFormData: { filters: [{ col: 'city', op: 'IN', val: ['Tokyo'] }] },
      filterState: { label: 'Tokyo', value: [['Tokyo']], selectedValues: ['Tokyo'] },
    });
    const { series } = byCity({}, { selectedValues: ['Tokyo'] });
    expect(series[0]!.data.map((d) => d.itemStyle.opacity)).toEqual([0.3, 1, 0.3]);
  });

  it('drills to detail on the category and the series breakdown of the right-clicked bar', () => {
    const { props, onContextMenu } = byCity();
    const preventDefault = vi.fn();
    props.eventHandlers!.contextmenu!({
      name: 'London',
      seriesName: 'Office',
      event: { event: { clientX: 3, clientY: 4, preventDefault } as unknown as MouseEvent },
    });
    expect(preventDefault).toHaveBeenCalled();
    expect(onContextMenu).toHaveBeenCalledWith({
      clientX: 3,
      clientY: 4,
      filters: [
        { col: 'city', op: '==', val: 'London', formattedVal: 'London' },
        { col: 'category', op: '==', val: 'Office', formattedVal: 'Office' },
      ],
    });
  });
});

describe('categorical bar transformProps with many series', () => {
  it('draws all 500 breakdown series and lists the 100 largest in a scrolling legend', () => {
    const result: ChartDataResult = {
      colnames: ['city', 'category', 'count'],
      coltypes: [1, 1, 0],
      rowcount: 500,
      data: Array.from({ length: 500 }, (_, i) => ({ city: 'Paris', category: `c${1000 + i}`, count: i })),
    };
    const { props, series } = bars({ metrics: ['count'], groupby: ['city'], columns: ['category'] }, result);
    const legend = props.option.legend as { type: string; data: string[] };
    expect(series).toHaveLength(500);
    expect(legend.type).toBe('scroll');
    expect(legend.data).toHaveLength(100);
    expect(legend.data.every((name) => Number(/c(\d+)/.exec(name)![1]) >= 1400)).toBe(true);
  });
});
