import type {
  BarSeriesOption,
  DefaultLabelFormatterCallbackParams,
  LineSeriesOption,
  ScatterSeriesOption,
} from 'echarts';
import type { NumberFormatter } from '../../../sdk/format/numberFormat.js';
import type { SeriesType, StackType } from '../formData.js';
import type { RawSeries, XValue } from './seriesData.js';
import type { StackTotals } from './stacking.js';

export type TimeseriesSeriesOption = LineSeriesOption | BarSeriesOption | ScatterSeriesOption;

/** How one query's series are drawn (form data of the chart, or of the Mixed Chart's query A or B). */
export interface SeriesStyle {
  seriesType: SeriesType;
  area: boolean;
  areaOpacity: number;
  markerEnabled: boolean;
  markerSize: number;
  stack: StackType;
  showValue: boolean;
  onlyTotal: boolean;
  yAxisIndex: number;
  richTooltip: boolean;
  horizontal: boolean;
}

export interface SeriesDrawing {
  /** The ECharts series id: unique in the chart (the Mixed Chart prefixes its query). */
  id: string;
  /** Legend and tooltip name. */
  name: string;
  color: string;
  /** Time-comparison series are drawn dashed in their original series' color. */
  dashed: boolean;
  /** False when a cross-filter selects other series: drawn faded. */
  selected: boolean;
  /** The stack this series joins ('Stack' and 'Stream' stack per query). */
  stackId: string | undefined;
  /** This series' position among the stacked ones, to find the top of each stack. */
  stackIndex: number;
  formatter: NumberFormatter;
  totals: StackTotals;
}

/** Series not selected by the chart's cross-filter are drawn at this opacity (Superset's SemiTransparent). */
export const FADED_OPACITY = 0.3;

/**
 * A series with more points than this is drawn with ECharts' large-data options (bars and scatter points
 * batched into one path, lines downsampled to the pixels they cover). Below it, drawing is unchanged.
 */
export const LARGE_SERIES_POINTS = 2000;

/** ECharts data items: [x, y], or [y, x] for horizontal bars. */
export function seriesPoints(entry: RawSeries, xValues: readonly XValue[], horizontal: boolean) {
  return xValues.map((x, i): [XValue, number | null] | [number | null, XValue] =>
    horizontal ? [entry.values[i] ?? null, x] : [x, entry.values[i] ?? null],
  );
}

function valueLabel(style: SeriesStyle, drawing: SeriesDrawing) {
  const { formatter, totals, stackIndex } = drawing;
  const stacked = Boolean(style.stack);
  const position = style.horizontal
    ? stacked && !style.onlyTotal && style.seriesType === 'bar'
      ? 'inside'
      : 'right'
    : stacked && !style.onlyTotal && style.seriesType === 'bar'
      ? 'inside'
      : 'top';
  return {
    show: style.showValue,
    position,
    formatter: (params: DefaultLabelFormatterCallbackParams): string => {
      const point = params.value as [unknown, unknown];
      const value = Number(style.horizontal ? point[0] : point[1]);
      const i = params.dataIndex;
      if (!stacked) return formatter(value);
      if (style.onlyTotal) return totals.topSeries[i] === stackIndex ? formatter(totals.totals[i]) : '';
      return Math.abs(value) >= (totals.thresholds[i] ?? 0) ? formatter(value) : '';
    },
  } as const;
}

/** One data series as ECharts draws it: line, smooth line, step line, bar or scatter. */
export function buildSeriesOption(
  entry: RawSeries,
  xValues: readonly XValue[],
  style: SeriesStyle,
  drawing: SeriesDrawing,
): TimeseriesSeriesOption {
  const opacity = drawing.selected ? 1 : FADED_OPACITY;
  const large = xValues.length > LARGE_SERIES_POINTS;
  const common = {
    id: drawing.id,
    name: drawing.name,
    yAxisIndex: style.yAxisIndex,
    data: seriesPoints(entry, xValues, style.horizontal),
    label: valueLabel(style, drawing),
    // Dense charts would print labels over each other: ECharts drops the overlapping ones.
    ...(style.showValue ? { labelLayout: { hideOverlap: true } } : {}),
    ...(drawing.stackId ? { stack: drawing.stackId } : {}),
  };
  if (style.seriesType === 'bar') {
    return {
      ...common,
      type: 'bar',
      itemStyle: { color: drawing.color, opacity },
      ...(large ? { large: true, largeThreshold: LARGE_SERIES_POINTS } : {}),
    } satisfies BarSeriesOption;
  }
  if (style.seriesType === 'scatter') {
    return {
      ...common,
      type: 'scatter',
      symbolSize: style.markerSize,
      itemStyle: { color: drawing.color, opacity },
      ...(large ? { large: true, largeThreshold: LARGE_SERIES_POINTS } : {}),
    } satisfies ScatterSeriesOption;
  }
  // Lines show no symbols unless asked; with an item tooltip they keep invisible ones to hover and click.
  const hoverOnly = !style.richTooltip && !style.markerEnabled && !style.showValue;
  return {
    ...common,
    type: 'line',
    smooth: style.seriesType === 'smooth',
    ...(['start', 'middle', 'end'].includes(style.seriesType)
      ? { step: style.seriesType as 'start' | 'middle' | 'end' }
      : {}),
    connectNulls: false,
    triggerEvent: true,
    showSymbol: style.markerEnabled || style.showValue || hoverOnly,
    symbolSize: style.markerSize,
    itemStyle: { color: drawing.color, opacity: hoverOnly ? 0 : opacity },
    lineStyle: { opacity, ...(drawing.dashed ? { type: 'dashed' as const } : {}) },
    ...(style.area ? { areaStyle: { opacity: opacity * style.areaOpacity } } : {}),
    emphasis: { lineStyle: { width: 'bolder' }, ...(hoverOnly ? { itemStyle: { opacity: 1 } } : {}) },
    // Largest-triangle downsampling keeps the peaks and troughs when there are more points than pixels.
    ...(large ? { sampling: 'lttb' as const } : {}),
  } satisfies LineSeriesOption;
}
