import { getColumnLabel } from '@sightline/core';
import type { EChartsCoreOption } from 'echarts/core';
import type { ChartProps } from '../../sdk/chartPlugin.js';
import { parseBound } from '../../sdk/chartValues.js';
import { chartColorScale } from '../../sdk/color/labelColors.js';
import type { EChartsChartProps } from '../../sdk/echarts/EChartsChart.js';
import { buildAnnotationSeries } from '../timeseries/annotations/annotationSeries.js';
import type { TimeseriesFormData } from '../timeseries/formData.js';
import { xAxisLabelOf } from '../timeseries/query/buildTimeseriesQueryObject.js';
import {
  timeAxisLabelFormatter,
  valueFormatters,
  xValueFormatter,
  type ValueFormatters,
} from '../timeseries/transform/formatters.js';
import { buildEventHandlers, selectedSeriesKeys } from '../timeseries/transform/interactions.js';
import {
  buildCategoryAxis,
  buildDataZoom,
  buildGrid,
  buildLegend,
  buildValueAxis,
  toPixels,
  type LayoutOptions,
} from '../timeseries/transform/layout.js';
import { buildQuerySeries, type QuerySeriesOutput } from '../timeseries/transform/querySeries.js';
import { extractSeriesData, type SeriesData, type XValue } from '../timeseries/transform/seriesData.js';
import { buildTooltip } from '../timeseries/transform/tooltip.js';
import { verboseNamer } from '../timeseries/transform/verboseNames.js';
import { grainInterval, prepareSeriesData } from '../timeseries/transformProps.js';
import { queryAFormData, queryBFormData, type MixedTimeseriesFormData } from './formData.js';

/** The x values of both queries: each query's own values, in order, without repeats. */
function mergedXValues(a: SeriesData, b: SeriesData): XValue[] {
  const values = [...new Set([...a.xValues, ...b.xValues])];
  return a.xType === 'category' ? values : values.sort((x, y) => Number(x) - Number(y));
}

/**
 * Two queries on one chart: each drawn with its own series style (line, bar, area...) on the primary
 * or the secondary y-axis, sharing the x-axis, legend, tooltip and annotations.
 */
export function transformProps(chartProps: ChartProps<MixedTimeseriesFormData>): EChartsChartProps {
  const { formData, queriesData, width, height, hooks, filterState, datasource } = chartProps;
  const forms: [TimeseriesFormData, TimeseriesFormData] = [
    queryAFormData(formData),
    queryBFormData(formData),
  ];
  const xAxisLabel = xAxisLabelOf(formData);
  const data = forms.map((form, i) => prepareSeriesData(form, extractSeriesData(queriesData[i], xAxisLabel)));
  const [a, b] = data as [SeriesData, SeriesData];
  const xType = a.series.length > 0 || b.series.length === 0 ? a.xType : b.xType;
  const xValues = mergedXValues(a, b);
  const axisIndexes = [formData.yAxisIndex, formData.yAxisIndexB];
  const colorFor = chartColorScale(chartProps);
  const axisFormatters: ValueFormatters[] = [
    valueFormatters({
      format: formData.y_axis_format,
      currency: formData.currency_format,
      metrics: forms.filter((_, i) => axisIndexes[i] === 0).flatMap((form) => form.metrics),
      datasource,
      percent: false,
    }),
    valueFormatters({
      format: formData.y_axis_format_secondary,
      currency: formData.currency_format_secondary,
      metrics: forms.filter((_, i) => axisIndexes[i] === 1).flatMap((form) => form.metrics),
      datasource,
      percent: false,
    }),
  ];
  const selectedKeys = selectedSeriesKeys(filterState);
  const drawn: QuerySeriesOutput[] = [];
  forms.forEach((form, i) => {
    const yAxisIndex = axisIndexes[i]!;
    const offsets = form.comparison_type === 'values' ? form.time_compare : [];
    drawn.push(
      buildQuerySeries({
        query: i,
        idPrefix: i === 0 ? 'a:' : 'b:',
        data: data[i]!,
        style: {
          seriesType: form.seriesType,
          area: form.area,
          areaOpacity: form.opacity,
          markerEnabled: form.markerEnabled,
          markerSize: form.markerSize,
          stack: form.stack,
          showValue: form.show_value,
          onlyTotal: form.only_total,
          yAxisIndex,
          richTooltip: formData.rich_tooltip,
          horizontal: false,
        },
        formatter: axisFormatters[yAxisIndex]!.detail,
        groupby: form.groupby.map(getColumnLabel),
        timeCompare: offsets,
        nameLabel: verboseNamer(datasource, offsets),
        colorFor,
        selectedKeys: selectedKeys.length > 0 ? selectedKeys : null,
        percentageThreshold: Number(formData.percentage_threshold) || 0,
        ...(i === 1 ? { takenNames: new Set(drawn[0]!.legend) } : {}),
      }),
    );
  });
  const annotations = buildAnnotationSeries(formData.annotation_layers ?? [], {
    xType,
    xValues,
    annotationData: (queriesData[0]?.annotation_data ?? {}) as Record<string, unknown>,
    colorFor,
    horizontal: false,
    markerSize: formData.markerSize,
  });
  const tooltipSeries = new Map([...drawn[0]!.tooltip, ...drawn[1]!.tooltip]);
  for (const series of annotations) {
    if (series.name) tooltipSeries.set(String(series.id), { formatter: axisFormatters[0]!.detail });
  }

  const layout: LayoutOptions = {
    showLegend: formData.show_legend,
    legendType: formData.legendType,
    legendOrientation: formData.legendOrientation,
    legendMargin: parseBound(formData.legendMargin),
    zoomable: formData.zoomable,
    horizontal: false,
  };
  const usesSecondary = axisIndexes.includes(1);
  const bothAxes = usesSecondary && axisIndexes.includes(0);
  const [min, max] = (formData.y_axis_bounds ?? []).map(parseBound);
  const [minSecondary, maxSecondary] = (formData.y_axis_bounds_secondary ?? []).map(parseBound);
  const titleMargin = toPixels(formData.y_axis_title_margin, 15);
  const formatX = xValueFormatter(xType, formData.tooltipTimeFormat);
  const option: EChartsCoreOption = {
    useUTC: true,
    grid: buildGrid(layout, Boolean(formData.y_axis_title) && formData.y_axis_title_position === 'Top'),
    legend: buildLegend(layout, [
      ...drawn.flatMap((output) => output.legend),
      ...annotations.flatMap((series) => (series.name ? [String(series.name)] : [])),
    ]),
    tooltip: buildTooltip({
      rich: formData.rich_tooltip,
      sortByValue: formData.tooltipSortByMetric,
      horizontal: false,
      series: tooltipSeries,
      formatX,
      shadowPointer: xType === 'category',
    }),
    dataZoom: buildDataZoom(layout),
    xAxis: buildCategoryAxis({
      xType,
      xValues,
      title: formData.x_axis_title ?? '',
      titleMargin: toPixels(formData.x_axis_title_margin, 15),
      rotation: formData.xAxisLabelRotation,
      timeFormatter: timeAxisLabelFormatter(formData.x_axis_time_format),
      minInterval: grainInterval(formData.time_grain_sqla),
      horizontal: false,
    }),
    yAxis: [
      buildValueAxis({
        formatter: axisFormatters[0]!.axis,
        logAxis: formData.logAxis,
        minorSplitLine: formData.minorSplitLine,
        truncate: formData.truncateYAxis,
        min,
        max,
        title: formData.y_axis_title ?? '',
        titleMargin,
        titlePosition: formData.y_axis_title_position,
        alignTicks: bothAxes,
      }),
      {
        ...buildValueAxis({
          formatter: axisFormatters[1]!.axis,
          logAxis: formData.logAxisSecondary,
          minorSplitLine: formData.minorSplitLine,
          truncate: formData.truncateYAxis,
          min: minSecondary,
          max: maxSecondary,
          title: formData.yAxisTitleSecondary ?? '',
          titleMargin,
          titlePosition: formData.y_axis_title_position,
          secondary: true,
          alignTicks: bothAxes,
        }),
        show: usesSecondary,
      },
    ],
    series: [...drawn.flatMap((output) => output.series), ...annotations],
  };
  return {
    width,
    height,
    option,
    eventHandlers: buildEventHandlers({
      series: new Map([...drawn[0]!.interactive, ...drawn[1]!.interactive]),
      xAxisLabel,
      xType,
      horizontal: false,
      formatX,
      hooks,
      filterState,
    }),
    dataSize: data.reduce((size, query) => size + query.xValues.length * Math.max(1, query.series.length), 0),
  };
}
