import type { DataMask } from '@sightline/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChartContextMenuEvent, ChartDataResult, ChartDatasource } from '../../sdk/chartPlugin.js';
import { resetLabelColors } from '../../sdk/color/labelColors.js';
import { gaugeFormDataSchema } from './formData.js';
import { gaugeRange, transformProps } from './transformProps.js';

/** POST /api/v1/chart/data on web_events: AVG(latency_ms), not grouped. */
const AVERAGE_LATENCY: ChartDataResult = {
  colnames: ['avg__latency_ms'],
  coltypes: [0],
  rowcount: 1,
  data: [{ avg__latency_ms: 141.917901 }],
};

/** The same grouped by device (sort by metric). */
const LATENCY_BY_DEVICE: ChartDataResult = {
  colnames: ['device', 'avg__latency_ms'],
  coltypes: [1, 0],
  rowcount: 3,
  data: [
    { device: 'mobile', avg__latency_ms: 170.29103717870137 },
    { device: 'tablet', avg__latency_ms: 145.91500968550594 },
    { device: 'desktop', avg__latency_ms: 121.78471222857975 },
  ],
};

const WEB_EVENTS: ChartDatasource = {
  id: 3,
  type: 'table',
  columns: [{ column_name: 'device', verbose_name: 'Device' }],
  metrics: [{ metric_name: 'avg__latency_ms', d3format: ',.0f' }],
};

/** The saved example "Average latency". */
const EXAMPLE = {
  min_val: 0,
  max_val: 400,
  number_format: ',.0f',
  intervals: '150,300,400',
  interval_color_indices: '4,3,1',
};

interface GaugeItem {
  name: string;
  value: number | null;
  itemStyle: { color: string; opacity?: number };
  title: { show?: boolean; offsetCenter?: string[] };
  detail: { show?: boolean; offsetCenter?: string[]; fontSize?: number };
}
interface GaugeSeries {
  min: number;
  max: number;
  radius: number;
  axisLine: { lineStyle: { width: number; color: [number, string][] } };
  axisLabel: { formatter: (v: number) => string };
  pointer: { show: boolean; itemStyle?: { color: string } };
  detail: { formatter: (v: unknown) => string };
  data: GaugeItem[];
}

function gauge(
  formData: Record<string, unknown> = {},
  result: ChartDataResult = AVERAGE_LATENCY,
  filterState?: { selectedValues?: unknown },
) {
  const setDataMask = vi.fn<(mask: DataMask) => void>();
  const onContextMenu = vi.fn<(event: ChartContextMenuEvent) => void>();
  const props = transformProps({
    formData: gaugeFormDataSchema.parse({
      datasource: '3__table',
      viz_type: 'gauge_chart',
      metric: 'avg__latency_ms',
      ...formData,
    }),
    queriesData: [result],
    width: 400,
    height: 400,
    datasource: WEB_EVENTS,
    hooks: { setDataMask, onContextMenu },
    filterState,
  });
  const series = (props.option.series as GaugeSeries[])[0]!;
  return { props, series, setDataMask, onContextMenu };
}

beforeEach(() => resetLabelColors());

describe('gauge transformProps', () => {
  it('draws the saved example: fixed range, colored bands, formatted value', () => {
    const { series } = gauge(EXAMPLE);
    expect(series).toMatchObject({
      min: 0,
      max: 400,
      pointer: { show: true, itemStyle: { color: 'inherit' } },
    });
    expect(series.axisLine.lineStyle.color).toEqual([
      [0.375, '#D62728'],
      [0.75, '#2CA02C'],
      [1, '#1F77B4'],
    ]);
    expect(series.data).toHaveLength(1);
    expect(series.data[0]!.value).toBe(141.917901);
    expect(series.detail.formatter(series.data[0]!.value)).toBe('142');
    expect(series.axisLabel.formatter(400)).toBe('400');
  });

  it('wraps the value in the value format', () => {
    const { series } = gauge({ ...EXAMPLE, value_formatter: '{value} ms' });
    expect(series.detail.formatter(141.917901)).toBe('142 ms');
  });

  it('spans twice the data when no bounds are saved', () => {
    expect(gauge({}, LATENCY_BY_DEVICE).series).toMatchObject({ min: 0, max: 2 * 170.29103717870137 });
    expect(gaugeRange([-5, 3, null], null, null)).toEqual({ min: -10, max: 6 });
    expect(gaugeRange([], 10, null)).toEqual({ min: 10, max: 0 });
  });

  it('puts one pointer per group, named by column and value, titles stacked', () => {
    const { series } = gauge({ groupby: ['device'] }, LATENCY_BY_DEVICE);
    expect(series.data.map((d) => [d.name, d.itemStyle.color, d.title.offsetCenter])).toEqual([
      ['Device: mobile', '#1F77B4', ['0%', '20%']],
      ['Device: tablet', '#FF7F0E', ['0%', '50%']],
      ['Device: desktop', '#2CA02C', ['0%', '80%']],
    ]);
    expect(series.data[0]!.detail).toMatchObject({ offsetCenter: ['0%', '33.5%'], fontSize: 18 });
  });

  it('gives each group its own ring when progress bars do not overlap', () => {
    const { series } = gauge({ groupby: ['device'], overlap: false }, LATENCY_BY_DEVICE);
    expect(series.axisLine.lineStyle.width).toBe(45);
    expect(gauge({ groupby: ['device'] }, LATENCY_BY_DEVICE).series.axisLine.lineStyle.width).toBe(15);
  });

  it('draws a plain track without intervals', () => {
    const { series } = gauge({ max_val: 200 });
    expect(series.axisLine.lineStyle.color).toEqual([[1, '#E6EBF8']]);
    expect(series.pointer.itemStyle).toBeUndefined();
  });

  it('shows N/A for a null value and reads numbers sent as strings', () => {
    const { series } = gauge({}, { ...AVERAGE_LATENCY, data: [{ avg__latency_ms: null }] });
    expect(series.detail.formatter(series.data[0]!.value)).toBe('N/A');
    const text = gauge({ max_val: 400 }, { ...AVERAGE_LATENCY, data: [{ avg__latency_ms: '99.5' }] });
    expect(text.series.data[0]!.value).toBe(99.5);
  });

  it('cross-filters on a group and fades the other pointers', () => {
    const { props, setDataMask } = gauge({ groupby: ['device'] }, LATENCY_BY_DEVICE);
    props.eventHandlers!.click!({ name: 'Device: tablet' });
    expect(setDataMask).toHaveBeenCalledWith({
      extraFormData: { filters: [{ col: 'device', op: 'IN', val: ['tablet'] }] },
      filterState: { label: 'Device: tablet', value: [['tablet']], selectedValues: ['Device: tablet'] },
    });
    const { series } = gauge({ groupby: ['device'] }, LATENCY_BY_DEVICE, {
      selectedValues: ['Device: tablet'],
    });
    expect(series.data.map((d) => [d.itemStyle.opacity, d.detail.show])).toEqual([
      [0.3, false],
      [undefined, undefined],
      [0.3, false],
    ]);
  });

  it('does not cross-filter an ungrouped gauge but offers drill to detail on it', () => {
    const { props, setDataMask, onContextMenu } = gauge();
    props.eventHandlers!.click!({ name: '' });
    expect(setDataMask).not.toHaveBeenCalled();
    props.eventHandlers!.contextmenu!({
      name: '',
      event: { event: { clientX: 1, clientY: 2, preventDefault: vi.fn() } as unknown as MouseEvent },
    });
    expect(onContextMenu).toHaveBeenCalledWith({ clientX: 1, clientY: 2, filters: [] });
  });
});
