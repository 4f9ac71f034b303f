import { truncateLabel } from '@sightline/core';
import type {
  DataZoomComponentOption,
  GridComponentOption,
  LegendComponentOption,
  XAXisComponentOption,
  YAXisComponentOption,
} from 'echarts';
import type { LegendOrientation } from '../../../sdk/echarts/legend.js';
import type { NumberFormatter } from '../../../sdk/format/numberFormat.js';
import type { XAxisType, XValue } from './seriesData.js';

/**
 * Axes, grid, legend and zoom of the time-series charts. The x-axis is the category (time) axis and the
 * y-axis the value axis; horizontal bar charts swap them, so these build "the category axis" and "the
 * value axis" and the caller puts them where they belong.
 */

const GRID_OFFSET = 20;
const LEGEND_HEIGHT = 30;
/** Space a side legend takes when the form data gives no legend margin. */
const SIDE_LEGEND_WIDTH = 160;
const ZOOM_SLIDER_SPACE = 45;

export interface LayoutOptions {
  showLegend: boolean;
  legendType: 'scroll' | 'plain';
  legendOrientation: LegendOrientation;
  legendMargin: number | null;
  zoomable: boolean;
  horizontal: boolean;
}

/** A text margin control's value in pixels. */
export function toPixels(value: unknown, fallback: number): number {
  const parsed = Number(value);
  return value !== null && value !== '' && Number.isFinite(parsed) ? parsed : fallback;
}

export function buildGrid(options: LayoutOptions, yTitleOnTop: boolean): GridComponentOption {
  const legendSpace = (side: LegendOrientation) => {
    if (!options.showLegend || options.legendOrientation !== side) return 0;
    return side === 'top' || side === 'bottom' ? LEGEND_HEIGHT : (options.legendMargin ?? SIDE_LEGEND_WIDTH);
  };
  const zoom = options.zoomable ? ZOOM_SLIDER_SPACE : 0;
  return {
    top: GRID_OFFSET + legendSpace('top') + (yTitleOnTop ? GRID_OFFSET : 0),
    bottom: GRID_OFFSET + legendSpace('bottom') + (options.horizontal ? 0 : zoom),
    left: GRID_OFFSET + legendSpace('left'),
    right: GRID_OFFSET + legendSpace('right') + (options.horizontal ? zoom : 0),
    // The rectangle above bounds axis labels and titles too (ECharts 6's successor of containLabel).
    outerBoundsMode: 'same',
    outerBoundsContain: 'all',
  };
}

export function buildLegend(options: LayoutOptions, names: readonly string[]): LegendComponentOption {
  const side = options.legendOrientation;
  const vertical = side === 'left' || side === 'right';
  return {
    show: options.showLegend,
    type: options.legendType,
    orient: vertical ? 'vertical' : 'horizontal',
    [side]: 0,
    ...(vertical ? { top: 'middle' } : { left: 'center' }),
    ...(vertical && options.legendMargin ? { width: options.legendMargin } : {}),
    data: [...names],
    formatter: (name: string) => truncateLabel(name),
    tooltip: { show: true },
  };
}

export function buildDataZoom(options: LayoutOptions): DataZoomComponentOption[] {
  if (!options.zoomable) return [];
  const axis = options.horizontal ? { yAxisIndex: 0 } : { xAxisIndex: 0 };
  const bottom = options.showLegend && options.legendOrientation === 'bottom' ? LEGEND_HEIGHT : 5;
  return [
    {
      type: 'slider',
      ...axis,
      ...(options.horizontal ? { orient: 'vertical', right: 5 } : { bottom }),
      filterMode: 'none',
    },
    { type: 'inside', ...axis, filterMode: 'none' },
  ];
}

export interface CategoryAxisOptions {
  xType: XAxisType;
  xValues: readonly XValue[];
  title: string;
  titleMargin: number;
  rotation: number;
  /** For the time axis: d3 time format labels, or ECharts' own calendar labels when undefined. */
  timeFormatter: ((value: number) => string) | undefined;
  /** The time grain in milliseconds: no ticks finer than one grain step. */
  minInterval: number | undefined;
  horizontal: boolean;
}

/** The axis the x values run along (x, or y for horizontal bars). */
export function buildCategoryAxis(options: CategoryAxisOptions): XAXisComponentOption & YAXisComponentOption {
  const { xType } = options;
  const labelFormatter =
    xType === 'time'
      ? options.timeFormatter
      : xType === 'category'
        ? (value: string) => truncateLabel(String(value))
        : undefined;
  return {
    type: xType,
    ...(xType === 'category' ? { data: options.xValues.map(String) } : {}),
    ...(xType === 'time' && options.minInterval ? { minInterval: options.minInterval } : {}),
    // Horizontal categories read top to bottom in the result's order.
    ...(options.horizontal && xType === 'category' ? { inverse: true } : {}),
    ...(xType === 'value' ? { scale: true } : {}),
    name: options.title,
    nameLocation: 'middle',
    nameGap: options.titleMargin,
    axisLabel: {
      hideOverlap: true,
      rotate: options.horizontal ? 0 : options.rotation,
      ...(labelFormatter ? { formatter: labelFormatter } : {}),
    },
  } as XAXisComponentOption & YAXisComponentOption;
}

export interface ValueAxisOptions {
  formatter: NumberFormatter;
  logAxis: boolean;
  minorSplitLine: boolean;
  truncate: boolean;
  /** Open (automatic) when null or undefined. */
  min: number | null | undefined;
  max: number | null | undefined;
  title: string;
  titleMargin: number;
  titlePosition: 'Left' | 'Top';
  /** The Mixed Chart's second axis: no grid lines of its own. */
  secondary?: boolean;
  alignTicks?: boolean;
}

export function buildValueAxis(options: ValueAxisOptions): XAXisComponentOption & YAXisComponentOption {
  return {
    type: options.logAxis ? 'log' : 'value',
    ...(options.min !== null && options.min !== undefined ? { min: options.min } : {}),
    ...(options.max !== null && options.max !== undefined ? { max: options.max } : {}),
    scale: options.truncate,
    minorSplitLine: { show: options.minorSplitLine },
    ...(options.secondary ? { splitLine: { show: false } } : {}),
    ...(options.alignTicks ? { alignTicks: true } : {}),
    axisLabel: { formatter: (value: number) => options.formatter(value), hideOverlap: true },
    name: options.title,
    nameLocation: options.titlePosition === 'Top' ? 'end' : 'middle',
    nameGap: options.titleMargin,
  } as XAXisComponentOption & YAXisComponentOption;
}

/** Milliseconds of one time grain, for the time axis' smallest tick step. */
export const TIME_GRAIN_MS: Readonly<Record<string, number>> = {
  PT1S: 1000,
  PT5S: 5000,
  PT30S: 30_000,
  PT1M: 60_000,
  PT5M: 300_000,
  PT10M: 600_000,
  PT15M: 900_000,
  PT30M: 1_800_000,
  PT1H: 3_600_000,
  PT6H: 21_600_000,
  P1D: 86_400_000,
  P1W: 604_800_000,
  P1M: 2_419_200_000,
  P3M: 7_776_000_000,
  P1Y: 31_536_000_000,
};
