import { getColumnLabel, getMetricLabel, truncateLabel } from '@sightline/core';
import type { ChartProps } from '../../sdk/chartPlugin.js';
import { temporalColumns, toNumber } from '../../sdk/chartValues.js';
import { chartColorScale } from '../../sdk/color/labelColors.js';
import { clickPosition, groupbyContextFilters, mouseOf } from '../../sdk/contextMenu.js';
import { groupbyCrossFilter, pointOpacity, selectedLabels } from '../../sdk/crossFilter.js';
import type { EChartEventHandlers } from '../../sdk/echarts/EChart.js';
import type { EChartsChartProps } from '../../sdk/echarts/EChartsChart.js';
import { legendOption, legendPadding } from '../../sdk/echarts/legend.js';
import { tooltipHtml } from '../../sdk/echarts/tooltipHtml.js';
import { metricFormatter } from '../../sdk/format/metricFormatter.js';
import { getNumberFormatter, SMART_NUMBER } from '../../sdk/format/numberFormat.js';
import { getTimeFormatter } from '../../sdk/format/timeFormat.js';
import type { DistBarFormData } from './formData.js';
import { pivotBars, type BarData } from './pivotBars.js';

/** Roughly how wide a 12px label character is, to decide whether category labels need rotating. */
const LABEL_CHAR_WIDTH = 6.5;

/** Rotation of the category labels: fixed by x_ticks_layout, or 45° when flat labels would collide. */
export function categoryLabelRotation(
  layout: DistBarFormData['x_ticks_layout'],
  categories: readonly string[],
  axisLength: number,
): number {
  if (layout === '45°') return 45;
  if (layout !== 'auto') return 0;
  const longest = Math.max(0, ...categories.map((c) => truncateLabel(c).length));
  return categories.length * (longest * LABEL_CHAR_WIDTH + 8) > axisLength ? 45 : 0;
}

function barEventHandlers(
  formData: DistBarFormData,
  data: BarData,
  selected: ReadonlySet<string> | null,
  hooks: ChartProps<DistBarFormData>['hooks'],
): EChartEventHandlers {
  const categoryOf = (name: unknown) => {
    const index = typeof name === 'string' ? data.categories.indexOf(name) : -1;
    return index < 0 ? null : { name: data.categories[index]!, point: data.categoryPoints[index]! };
  };
  return {
    click: (params) => {
      const category = categoryOf(params.name);
      if (!category || formData.groupby.length === 0) return;
      hooks.setDataMask?.(groupbyCrossFilter(formData.groupby, category.name, category.point, selected));
    },
    contextmenu: (params) => {
      params.event?.event?.preventDefault();
      const category = categoryOf(params.name);
      const series = data.series.find((s) => s.name === params.seriesName);
      if (!category || !hooks.onContextMenu) return;
      const breakdown = series ? groupbyContextFilters(columnsOf(formData), series.breakdown) : [];
      hooks.onContextMenu({
        ...clickPosition(mouseOf(params)),
        filters: [...groupbyContextFilters(formData.groupby, category.point), ...breakdown],
      });
    },
  };
}

/** Breakdown columns that are not already categories. */
function columnsOf(formData: DistBarFormData) {
  const categories = new Set(formData.groupby.map(getColumnLabel));
  return formData.columns.filter((column) => !categories.has(getColumnLabel(column)));
}

export function transformProps(chartProps: ChartProps<DistBarFormData>): EChartsChartProps {
  const { formData, queriesData, width, height, datasource, hooks, filterState } = chartProps;
  const result = queriesData[0];
  const metricLabels = formData.metrics.map(getMetricLabel);
  const horizontal = formData.orientation === 'horizontal';
  const data = pivotBars(result?.data ?? [], {
    groupbyLabels: formData.groupby.map(getColumnLabel),
    columnLabels: columnsOf(formData).map(getColumnLabel),
    metricLabels,
    temporal: temporalColumns(result),
    formatTime: getTimeFormatter(),
    contribution: formData.contribution,
    orderBars: formData.order_bars,
  });
  // Shares read better as percents; a format the chart chose still wins.
  const formatValue =
    formData.contribution && formData.y_axis_format === SMART_NUMBER
      ? getNumberFormatter(',.1%')
      : metricFormatter(
          formData.y_axis_format,
          formData.metrics.length === 1 ? formData.metrics[0] : undefined,
          datasource,
        );
  const colorOf = chartColorScale(chartProps);
  const selected = selectedLabels(filterState);

  const padding = legendPadding(formData, { top: 16, right: 24, bottom: 8, left: 8 });
  const bottom = typeof formData.bottom_margin === 'number' ? formData.bottom_margin : padding.bottom;
  const axisLength = horizontal ? height - padding.top - bottom : width - padding.left - padding.right;
  const rotate = horizontal ? 0 : categoryLabelRotation(formData.x_ticks_layout, data.categories, axisLength);
  const staggered = !horizontal && formData.x_ticks_layout === 'staggered';

  // Axis names sit past the tick labels: as far as the longest label reaches across the axis.
  const longestCategory =
    Math.max(1, ...data.categories.map((c) => truncateLabel(c).length)) * LABEL_CHAR_WIDTH;
  const longestValue = Math.max(1, ...data.series.flatMap((s) => s.values.map((v) => formatValue(v).length)));
  const radians = (rotate * Math.PI) / 180;
  const categoryNameGap = horizontal
    ? longestCategory + 16
    : (rotate ? longestCategory * Math.sin(radians) + 12 * Math.cos(radians) : staggered ? 28 : 14) + 24;
  const valueNameGap = horizontal ? 32 : longestValue * LABEL_CHAR_WIDTH + 20;

  const categoryAxis = {
    type: 'category',
    data: data.categories,
    inverse: horizontal,
    name: formData.x_axis_label ?? '',
    nameLocation: 'middle',
    nameGap: Math.round(categoryNameGap),
    axisTick: { alignWithLabel: true },
    axisLabel: {
      interval: formData.reduce_x_ticks ? 'auto' : 0,
      rotate,
      formatter: (value: string, index: number) =>
        `${staggered && index % 2 ? '\n' : ''}${truncateLabel(value)}`,
    },
  };
  const bounds = formData.y_axis_bounds;
  const valueAxis = {
    type: 'value',
    name: formData.y_axis_label ?? '',
    nameLocation: 'middle',
    nameGap: Math.round(valueNameGap),
    ...(bounds[0] !== null ? { min: bounds[0] } : {}),
    ...(bounds[1] !== null ? { max: bounds[1] } : {}),
    axisLabel: { formatter: (value: number) => formatValue(value) },
  };
  const valueLabelPosition = formData.bar_stacked ? 'inside' : horizontal ? 'right' : 'top';

  const series = data.series.map((s) => ({
    type: 'bar',
    name: s.name,
    ...(formData.bar_stacked ? { stack: 'total' } : {}),
    itemStyle: { color: colorOf(s.name) },
    label: {
      show: formData.show_bar_value,
      position: valueLabelPosition,
      formatter: ({ value }: { value: unknown }) => formatValue(toNumber(value)),
    },
    emphasis: { focus: 'series' },
    data: s.values.map((value, c) => ({
      value,
      itemStyle: { opacity: pointOpacity(data.categories[c]!, selected) },
    })),
  }));

  const itemTooltip = ({ name, seriesName, value }: { name: string; seriesName: string; value: unknown }) =>
    tooltipHtml(name, [`${seriesName}: ${formatValue(toNumber(value))}`]);
  const axisTooltip = (params: readonly { name: string; seriesName: string; value: unknown }[]) =>
    tooltipHtml(
      params[0]?.name,
      params
        .filter((p) => toNumber(p.value) !== null)
        .map((p) => `${p.seriesName}: ${formatValue(toNumber(p.value))}`),
    );

  const option = {
    grid: { ...padding, bottom },
    legend: legendOption(
      formData,
      data.series.map((s) => s.name),
      data.series.map((s) => s.values.reduce<number>((sum, value) => sum + (value ?? 0), 0)),
    ),
    tooltip: formData.rich_tooltip
      ? { trigger: 'axis', axisPointer: { type: 'shadow' }, confine: true, formatter: axisTooltip }
      : { trigger: 'item', confine: true, formatter: itemTooltip },
    xAxis: horizontal ? valueAxis : categoryAxis,
    yAxis: horizontal ? categoryAxis : valueAxis,
    series,
  };

  return {
    width,
    height,
    option,
    eventHandlers: barEventHandlers(formData, data, selected, hooks),
    dataSize: data.categories.length * data.series.length,
  };
}
