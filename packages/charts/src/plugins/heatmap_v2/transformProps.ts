import { getColumnLabel, getMetricLabel, truncateLabel } from '@sightline/core';
import type { ChartProps } from '../../sdk/chartPlugin.js';
import {
  columnVerboseName,
  formatCategory,
  isTemporalColumn,
  parseBound,
  type CellScalar,
} from '../../sdk/chartValues.js';
import { getSequentialScheme } from '../../sdk/color/colorSchemes.js';
import { pointKey, selectedKeys, UNSELECTED_OPACITY, type PointValue } from '../../sdk/crossFilter.js';
import type { EChartEventParams } from '../../sdk/echarts/EChart.js';
import type { EChartsChartProps } from '../../sdk/echarts/EChartsChart.js';
import { pointEventHandlers } from '../../sdk/echarts/eventHandlers.js';
import { escapeHtml } from '../../sdk/echarts/tooltipHtml.js';
import { formatPercent, metricFormatter } from '../../sdk/format/metricFormatter.js';
import { getTimeFormatter } from '../../sdk/format/timeFormat.js';
import { heatmapXColumn, heatmapYColumn } from './buildQuery.js';
import type { HeatmapFormData } from './formData.js';
import { axisCategories, cellTotals, percentileRanks, readCells } from './heatmapCells.js';

/** Superset's color range when the data gives none (no rows, or no numeric values). */
const DEFAULT_BOUNDS = [0, 200] as const;
/** Rough width of one axis-label character, to decide when x labels must be rotated. */
const LABEL_CHAR_PX = 7;

function margin(value: number | string, fallback: number): number {
  const pixels = Number(value);
  return value !== 'auto' && Number.isFinite(pixels) ? pixels : fallback;
}

export function transformProps(chartProps: ChartProps<HeatmapFormData>): EChartsChartProps {
  const { formData, queriesData, width, height, datasource, hooks, filterState } = chartProps;
  const result = queriesData[0];
  const rows = result?.data ?? [];
  const xColumn = heatmapXColumn(formData);
  const yColumn = heatmapYColumn(formData);
  const xLabel = getColumnLabel(xColumn);
  const yLabel = getColumnLabel(yColumn);
  const metricLabel = getMetricLabel(formData.metric);
  const metricName = columnVerboseName(metricLabel, datasource);
  const xTemporal = isTemporalColumn(result, xLabel);
  const yTemporal = isTemporalColumn(result, yLabel);
  const timeFormatter = getTimeFormatter(formData.x_axis_time_format);
  const formatX = (value: CellScalar) => formatCategory(value, xTemporal, timeFormatter);
  const formatY = (value: CellScalar) => formatCategory(value, yTemporal, timeFormatter);
  const formatValue = metricFormatter(
    formData.y_axis_format,
    metricLabel,
    datasource,
    formData.currency_format,
    {
      preferSavedFormat: true,
    },
  );

  const cells = readCells(rows, xLabel, yLabel, metricLabel);
  const xCategories = axisCategories(cells, 'x', formData.sort_x_axis);
  const yCategories = axisCategories(cells, 'y', formData.sort_y_axis);
  const xIndex = new Map(xCategories.map((value, index) => [value, index]));
  const yIndex = new Map(yCategories.map((value, index) => [value, index]));
  const ranks = formData.normalized ? percentileRanks(cells, formData.normalize_across) : null;
  const totals = cellTotals(cells);
  const selected = selectedKeys(filterState);

  const grain = xTemporal ? (formData.time_grain_sqla ?? null) : null;
  // Filters name the form's columns; the query's BASE_AXIS wrapper (with its grain) is not a filter column.
  const points: PointValue[][] = cells.map(({ x, y }) => [
    { column: formData.x_axis, value: x, formatted: formatX(x), timeGrain: grain },
    { column: yColumn, value: y, formatted: formatY(y) },
  ]);
  const data = cells.map((cell, index) => {
    const value = [xIndex.get(cell.x)!, yIndex.get(cell.y)!, cell.value ?? '-'];
    if (ranks) value.push(ranks[index] ?? '-');
    const dimmed = selected.length > 0 && !selected.includes(pointKey([cell.x, cell.y]));
    return dimmed ? { value, itemStyle: { opacity: UNSELECTED_OPACITY } } : { value };
  });

  // The color dimension: the metric, or its percentile rank when "normalized" is on.
  const colorValues = ranks ?? cells.map((cell) => cell.value);
  const present = colorValues.filter((value): value is number => value !== null);
  const [lowBound, highBound] = formData.value_bounds ?? [];
  const min = parseBound(lowBound) ?? (present.length ? Math.min(...present) : DEFAULT_BOUNDS[0]);
  const max = parseBound(highBound) ?? (present.length ? Math.max(...present) : DEFAULT_BOUNDS[1]);

  const xNames = xCategories.map((value) => truncateLabel(formatX(value)));
  const yNames = yCategories.map((value) => truncateLabel(formatY(value)));
  const left = margin(formData.left_margin, 10);
  // Room for the visualMap bar and the value labels under its ends.
  const top = formData.show_legend ? 60 : 16;
  const shownX =
    formData.xscale_interval > 0 ? Math.ceil(xNames.length / formData.xscale_interval) : xNames.length;
  const longestX = Math.max(0, ...xNames.map((name) => name.length));
  const rotateX = shownX * (longestX * LABEL_CHAR_PX + 8) > width * 0.85;
  // 'auto' leaves room under the grid for the x labels (rotated ones need their projected height).
  const bottom = margin(
    formData.bottom_margin,
    rotateX ? Math.min(120, longestX * LABEL_CHAR_PX * 0.71 + 16) : 28,
  );

  const percentOf = (value: number, x: CellScalar, y: CellScalar): [number, string] => {
    if (formData.normalize_across === 'x') return [value / (totals.x.get(x) ?? 0), formatX(x)];
    if (formData.normalize_across === 'y') return [value / (totals.y.get(y) ?? 0), formatY(y)];
    return [value / totals.total, 'heatmap'];
  };
  const tooltip = (params: EChartEventParams) => {
    const cell = cells[params.dataIndex ?? -1];
    if (!cell) return '';
    const lines = [`<strong>${escapeHtml(`${formatX(cell.x)} (${formatY(cell.y)})`)}</strong>`];
    lines.push(`${escapeHtml(metricName)}: <strong>${escapeHtml(formatValue(cell.value))}</strong>`);
    if (formData.show_percentage && cell.value !== null) {
      const [share, across] = percentOf(cell.value, cell.x, cell.y);
      lines.push(`${formatPercent(share)} (${escapeHtml(across)})`);
    }
    return lines.join('<br/>');
  };

  const option = {
    grid: { left, right: 16, top, bottom },
    tooltip: { trigger: 'item', confine: true, formatter: tooltip },
    xAxis: {
      type: 'category',
      data: xNames,
      splitArea: { show: false },
      axisLabel: {
        interval: formData.xscale_interval > 0 ? formData.xscale_interval - 1 : 'auto',
        rotate: rotateX ? 45 : 0,
      },
    },
    yAxis: {
      type: 'category',
      data: yNames,
      // Categories read top to bottom, like a table.
      inverse: true,
      axisLabel: { interval: formData.yscale_interval > 0 ? formData.yscale_interval - 1 : 'auto' },
    },
    visualMap: {
      type: 'continuous',
      show: formData.show_legend,
      min,
      max,
      calculable: true,
      orient: 'horizontal',
      right: 16,
      top: 0,
      itemWidth: 12,
      itemHeight: Math.max(80, Math.min(300, width * 0.4)),
      dimension: ranks ? 3 : 2,
      inRange: { color: [...getSequentialScheme(formData.linear_color_scheme).colors] },
      formatter: (value: number) => (ranks ? formatPercent(value) : formatValue(value)),
    },
    series: [
      {
        type: 'heatmap',
        name: metricName,
        data,
        label: {
          show: formData.show_values,
          formatter: (params: EChartEventParams) => formatValue(cells[params.dataIndex ?? -1]?.value ?? null),
        },
        emphasis: { itemStyle: { shadowBlur: 10, shadowColor: 'rgba(0, 0, 0, 0.3)' } },
      },
    ],
  };

  return {
    width,
    height,
    option,
    dataSize: cells.length,
    eventHandlers: pointEventHandlers((params) => points[params.dataIndex ?? -1], hooks, selected),
  };
}
