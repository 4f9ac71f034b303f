import { getColumnLabel, getMetricLabel } from '@sightline/core';
import type { EChartsCoreOption } from 'echarts/core';
import type { ChartProps } from '../../sdk/chartPlugin.js';
import { parseBound } from '../../sdk/chartValues.js';
import { chartColorScale } from '../../sdk/color/labelColors.js';
import type { EChartsChartProps } from '../../sdk/echarts/EChartsChart.js';
import { buildAnnotationSeries } from './annotations/annotationSeries.js';
import type { TimeseriesFormData } from './formData.js';
import { extraSortMetrics, xAxisLabelOf } from './query/buildTimeseriesQueryObject.js';
import { followBaseSeries } from './transform/comparisonSeries.js';
import { timeAxisLabelFormatter, valueFormatters, xValueFormatter } from './transform/formatters.js';
import { buildEventHandlers, selectedSeriesKeys } from './transform/interactions.js';
import {
  buildCategoryAxis,
  buildDataZoom,
  buildGrid,
  buildLegend,
  buildValueAxis,
  TIME_GRAIN_MS,
  toPixels,
  type LayoutOptions,
} from './transform/layout.js';
import { buildQuerySeries } from './transform/querySeries.js';
import { extractSeriesData, type SeriesData } from './transform/seriesData.js';
import { sortCategories, sortSeries } from './transform/sortSeries.js';
import { buildTooltip } from './transform/tooltip.js';
import { verboseNamer } from './transform/verboseNames.js';

/** The time grain's step for the time axis' ticks (week grains anchored on a day are still a week). */
export function grainInterval(grain: string | null | undefined): number | undefined {
  if (!grain) return undefined;
  return TIME_GRAIN_MS[grain] ?? (grain.includes('P1W') ? TIME_GRAIN_MS.P1W : undefined);
}

/**
 * Prepares a time-series result for drawing: drops the sort-only metric, puts numeric x values on a
 * category axis for bars, sorts the categories and the series.
 */
export function prepareSeriesData(formData: TimeseriesFormData, data: SeriesData): SeriesData {
  const hidden = new Set(extraSortMetrics(formData).map(getMetricLabel));
  let prepared: SeriesData = { ...data, series: data.series.filter((entry) => !hidden.has(entry.key)) };
  if (formData.seriesType === 'bar' && prepared.xType === 'value') {
    prepared = { ...prepared, xType: 'category', xValues: prepared.xValues.map(String) };
  }
  if (prepared.xType === 'category' && formData.groupby.length > 0) {
    prepared = sortCategories(prepared, formData.x_axis_sort_series, formData.x_axis_sort_series_ascending);
  }
  const sorted = sortSeries(prepared.series, formData.sort_series_type, formData.sort_series_ascending);
  const offsets = formData.comparison_type === 'values' ? formData.time_compare : [];
  return { ...prepared, series: followBaseSeries(sorted, offsets) };
}

export function transformProps(chartProps: ChartProps<TimeseriesFormData>): EChartsChartProps {
  const { formData, queriesData, width, height, hooks, filterState, datasource } = chartProps;
  const horizontal = formData.seriesType === 'bar' && formData.orientation === 'horizontal';
  const xAxisLabel = xAxisLabelOf(formData);
  const data = prepareSeriesData(formData, extractSeriesData(queriesData[0], xAxisLabel));
  const colorFor = chartColorScale(chartProps);
  const formatters = valueFormatters({
    format: formData.y_axis_format,
    currency: formData.currency_format,
    metrics: formData.metrics,
    datasource,
    percent: Boolean(formData.contributionMode),
  });
  const selectedKeys = selectedSeriesKeys(filterState);
  const offsets = formData.comparison_type === 'values' ? formData.time_compare : [];
  const drawn = buildQuerySeries({
    query: 0,
    idPrefix: '',
    data,
    style: {
      seriesType: formData.seriesType,
      area: formData.area,
      areaOpacity: formData.opacity,
      markerEnabled: formData.markerEnabled,
      markerSize: formData.markerSize,
      stack: formData.stack,
      showValue: formData.show_value,
      onlyTotal: formData.only_total,
      yAxisIndex: 0,
      richTooltip: formData.rich_tooltip,
      horizontal,
    },
    formatter: formatters.detail,
    groupby: formData.groupby.map(getColumnLabel),
    timeCompare: offsets,
    nameLabel: verboseNamer(datasource, offsets),
    colorFor,
    selectedKeys: selectedKeys.length > 0 ? selectedKeys : null,
    percentageThreshold: Number(formData.percentage_threshold) || 0,
  });
  const annotations = buildAnnotationSeries(formData.annotation_layers ?? [], {
    xType: data.xType,
    xValues: data.xValues,
    annotationData: (queriesData[0]?.annotation_data ?? {}) as Record<string, unknown>,
    colorFor,
    horizontal,
    markerSize: formData.markerSize,
  });
  for (const series of annotations) {
    if (series.name) drawn.tooltip.set(String(series.id), { formatter: formatters.detail });
  }

  const layout: LayoutOptions = {
    showLegend: formData.show_legend,
    legendType: formData.legendType,
    legendOrientation: formData.legendOrientation,
    legendMargin: parseBound(formData.legendMargin),
    zoomable: formData.zoomable,
    horizontal,
  };
  let [min, max] = (formData.y_axis_bounds ?? []).map(parseBound);
  if (formData.contributionMode === 'row' && formData.stack) {
    min ??= 0;
    max ??= 1;
  }
  const valueAxis = buildValueAxis({
    formatter: formatters.axis,
    logAxis: formData.logAxis,
    minorSplitLine: formData.minorSplitLine,
    truncate: formData.truncateYAxis,
    min,
    max,
    title: formData.y_axis_title ?? '',
    titleMargin: toPixels(formData.y_axis_title_margin, 15),
    titlePosition: formData.y_axis_title_position,
  });
  const categoryAxis = buildCategoryAxis({
    xType: data.xType,
    xValues: data.xValues,
    title: formData.x_axis_title ?? '',
    titleMargin: toPixels(formData.x_axis_title_margin, 15),
    rotation: formData.xAxisLabelRotation,
    timeFormatter: timeAxisLabelFormatter(formData.x_axis_time_format),
    minInterval: grainInterval(formData.time_grain_sqla),
    horizontal,
  });
  const formatX = xValueFormatter(data.xType, formData.tooltipTimeFormat);
  const annotationNames = annotations.flatMap((series) => (series.name ? [String(series.name)] : []));
  const option: EChartsCoreOption = {
    useUTC: true,
    grid: buildGrid(layout, Boolean(formData.y_axis_title) && formData.y_axis_title_position === 'Top'),
    legend: buildLegend(layout, [...drawn.legend, ...annotationNames]),
    tooltip: buildTooltip({
      rich: formData.rich_tooltip,
      sortByValue: formData.tooltipSortByMetric,
      horizontal,
      series: drawn.tooltip,
      formatX,
      shadowPointer: formData.seriesType === 'bar' && data.xType === 'category',
    }),
    dataZoom: buildDataZoom(layout),
    xAxis: horizontal ? valueAxis : categoryAxis,
    yAxis: horizontal ? categoryAxis : valueAxis,
    series: [...drawn.series, ...annotations],
  };
  return {
    width,
    height,
    option,
    eventHandlers: buildEventHandlers({
      series: drawn.interactive,
      xAxisLabel,
      xType: data.xType,
      horizontal,
      formatX,
      hooks,
      filterState,
    }),
    dataSize: data.xValues.length * Math.max(1, data.series.length),
  };
}
