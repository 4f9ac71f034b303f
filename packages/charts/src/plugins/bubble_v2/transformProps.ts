import { getMetricLabel } from '@sightline/core';
import type { ChartProps } from '../../sdk/chartPlugin.js';
import { columnVerboseName, parseBound, toNumber } from '../../sdk/chartValues.js';
import { chartColorScale } from '../../sdk/color/labelColors.js';
import { emitContextMenu, mouseOf } from '../../sdk/contextMenu.js';
import {
  emitCrossFilter,
  pointKey,
  pointValueOf,
  selectedKeys,
  UNSELECTED_OPACITY,
  type PointValue,
} from '../../sdk/crossFilter.js';
import type { EChartEventParams } from '../../sdk/echarts/EChart.js';
import type { EChartsChartProps } from '../../sdk/echarts/EChartsChart.js';
import { topLegendOption } from '../../sdk/echarts/legend.js';
import { escapeHtml } from '../../sdk/echarts/tooltipHtml.js';
import { getNumberFormatter } from '../../sdk/format/numberFormat.js';
import { getTimeFormatter } from '../../sdk/format/timeFormat.js';
import type { BubbleFormData } from './formData.js';

/** Superset's MINIMUM_BUBBLE_SIZE: the smallest bubble's diameter in pixels. */
export const MINIMUM_BUBBLE_SIZE = 5;

interface Bubble {
  entity: PointValue;
  series: PointValue | null;
  seriesName: string;
  x: number;
  y: number;
  size: number | null;
}

/** Superset's symbol size: the size metric scaled from [min, max] to [0, 2 × max bubble size], plus 5. */
export function bubbleSymbolSize(
  size: number | null,
  [min, max]: readonly [number, number],
  maxBubble: number,
) {
  if (size === null || max === min) return MINIMUM_BUBBLE_SIZE;
  return ((size - min) / (max - min)) * maxBubble * 2 + MINIMUM_BUBBLE_SIZE;
}

/**
 * A truncated value axis does not start at zero (`scale`) and takes the given bounds; open bounds are
 * left to ECharts, which rounds the data's extent to whole ticks (Superset's 'dataMin'/'dataMax' print
 * the raw extremes, whose labels collide with the nearest tick's).
 */
function axisBounds(logAxis: boolean, truncate: boolean, bounds: readonly unknown[] | null) {
  if (logAxis || !truncate) return {};
  const [min, max] = [parseBound(bounds?.[0]), parseBound(bounds?.[1])];
  return { scale: true, ...(min === null ? {} : { min }), ...(max === null ? {} : { max }) };
}

export function transformProps(chartProps: ChartProps<BubbleFormData>): EChartsChartProps {
  const { formData, queriesData, width, height, datasource, hooks, filterState } = chartProps;
  const result = queriesData[0];
  const rows = result?.data ?? [];
  const [xLabel, yLabel, sizeLabel] = [formData.x, formData.y, formData.size].map(getMetricLabel) as [
    string,
    string,
    string,
  ];
  const [xName, yName, sizeName] = [xLabel, yLabel, sizeLabel].map((label) =>
    columnVerboseName(label, datasource),
  );
  const formatX = getNumberFormatter(formData.xAxisFormat);
  const formatY = getNumberFormatter(formData.y_axis_format);
  const formatSize = getNumberFormatter(formData.tooltipSizeFormat);
  const timeFormatter = getTimeFormatter();
  const colorOf = chartColorScale(chartProps);
  const selected = selectedKeys(filterState);
  const pointOf = (column: BubbleFormData['entity'], row: Record<string, unknown>) =>
    pointValueOf(column, row, result, timeFormatter);

  const bubbles: Bubble[] = rows.flatMap((row) => {
    const x = toNumber(row[xLabel]);
    const y = toNumber(row[yLabel]);
    // A bubble needs both coordinates; a log axis has no place for zero or negative values.
    if (x === null || y === null || (formData.logXAxis && x <= 0) || (formData.logYAxis && y <= 0)) return [];
    const entity = pointOf(formData.entity, row);
    const series = formData.series ? pointOf(formData.series, row) : null;
    return [
      { entity, series, seriesName: (series ?? entity).formatted, x, y, size: toNumber(row[sizeLabel]) },
    ];
  });
  const sizes = bubbles.flatMap((bubble) => bubble.size ?? []);
  const sizeRange: [number, number] = [Math.min(...sizes), Math.max(...sizes)];

  const seriesNames = [...new Set(bubbles.map((bubble) => bubble.seriesName))];
  const bubblesBySeries = seriesNames.map((name) => bubbles.filter((bubble) => bubble.seriesName === name));
  const series = seriesNames.map((name, index) => ({
    type: 'scatter',
    name,
    itemStyle: { color: colorOf(name), opacity: formData.opacity },
    emphasis: { focus: 'series' },
    data: bubblesBySeries[index]!.map((bubble) => ({
      name: bubble.entity.formatted,
      value: [bubble.x, bubble.y, bubble.size ?? '-'],
      symbolSize: bubbleSymbolSize(bubble.size, sizeRange, formData.max_bubble_size),
      ...(selected.length > 0 && !selected.includes(pointKey([bubble.entity.value]))
        ? { itemStyle: { opacity: formData.opacity * UNSELECTED_OPACITY } }
        : {}),
    })),
  }));

  const bubbleOf = (params: EChartEventParams) =>
    bubblesBySeries[params.seriesIndex ?? -1]?.[params.dataIndex ?? -1];
  const tooltip = (params: EChartEventParams) => {
    const bubble = bubbleOf(params);
    if (!bubble) return '';
    const title = bubble.series
      ? `${bubble.series.formatted} (${bubble.entity.formatted})`
      : bubble.entity.formatted;
    return [
      `<strong>${escapeHtml(title)}</strong>`,
      `${escapeHtml(xName)}: <strong>${escapeHtml(formatX(bubble.x))}</strong>`,
      `${escapeHtml(yName)}: <strong>${escapeHtml(formatY(bubble.y))}</strong>`,
      `${escapeHtml(sizeName)}: <strong>${escapeHtml(formatSize(bubble.size))}</strong>`,
    ].join('<br/>');
  };
  const axisName = { fontWeight: 'bolder' };
  const option = {
    grid: {
      left: formData.y_axis_label ? formData.y_axis_title_margin + 16 : 16,
      right: 24,
      top: formData.show_legend ? 44 : 16,
      bottom: formData.x_axis_label ? formData.x_axis_title_margin : 16,
    },
    legend: topLegendOption(formData.show_legend, seriesNames),
    tooltip: { trigger: 'item', confine: true, formatter: tooltip },
    xAxis: {
      type: formData.logXAxis ? 'log' : 'value',
      // As in Superset, the x-axis never has to include zero.
      scale: true,
      name: formData.x_axis_label,
      nameLocation: 'middle',
      nameGap: formData.x_axis_title_margin,
      nameTextStyle: axisName,
      axisLabel: { formatter: (value: number) => formatX(value), hideOverlap: true },
      splitLine: { lineStyle: { type: 'dashed' } },
      ...axisBounds(formData.logXAxis, formData.truncateXAxis, formData.xAxisBounds),
    },
    yAxis: {
      type: formData.logYAxis ? 'log' : 'value',
      name: formData.y_axis_label,
      nameLocation: 'middle',
      nameGap: formData.y_axis_title_margin,
      nameTextStyle: axisName,
      axisLabel: { formatter: (value: number) => formatY(value) },
      splitLine: { lineStyle: { type: 'dashed' } },
      ...axisBounds(formData.logYAxis, formData.truncateYAxis, formData.y_axis_bounds),
    },
    series,
  };

  return {
    width,
    height,
    option,
    dataSize: bubbles.length,
    eventHandlers: {
      click: (params) => {
        const bubble = bubbleOf(params);
        if (bubble) emitCrossFilter(hooks, [bubble.entity], selected);
      },
      contextmenu: (params) => {
        const bubble = bubbleOf(params);
        if (bubble)
          emitContextMenu(
            hooks,
            mouseOf(params),
            bubble.series ? [bubble.entity, bubble.series] : [bubble.entity],
          );
      },
    },
  };
}
