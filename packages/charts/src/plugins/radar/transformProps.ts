import { getColumnLabel, getMetricLabel, truncateLabel } from '@sightline/core';
import type { ChartProps } from '../../sdk/chartPlugin.js';
import { temporalColumns, toNumber } from '../../sdk/chartValues.js';
import { chartColorScale } from '../../sdk/color/labelColors.js';
import { groupPointOf, selectedLabels, type GroupPoint } from '../../sdk/crossFilter.js';
import type { EChartsChartProps } from '../../sdk/echarts/EChartsChart.js';
import { groupbyEventHandlers } from '../../sdk/echarts/eventHandlers.js';
import { legendOption, legendPadding } from '../../sdk/echarts/legend.js';
import { tooltipHtml } from '../../sdk/echarts/tooltipHtml.js';
import { metricFormatter } from '../../sdk/format/metricFormatter.js';
import { getTimeFormatter } from '../../sdk/format/timeFormat.js';
import type { RadarFormData } from './formData.js';

/** One spoke of the radar: a metric and its scale. */
export interface RadarIndicator {
  name: string;
  max: number;
  min?: number;
}

/**
 * Each metric's axis runs to the configured maximum, else to the largest value of that metric, so the
 * largest group touches the rim (Superset's rule); an axis without positive values gets 1.
 */
export function radarIndicators(
  metricLabels: readonly string[],
  values: readonly (readonly (number | null)[])[],
  columnConfig: RadarFormData['column_config'],
): RadarIndicator[] {
  return metricLabels.map((name, m) => {
    const config = columnConfig[name];
    const largest = Math.max(...values.map((row) => row[m] ?? -Infinity));
    const max = config?.radarMetricMaxValue ?? (Number.isFinite(largest) && largest > 0 ? largest : 1);
    const min = config?.radarMetricMinValue;
    return { name, max, ...(min !== null && min !== undefined ? { min } : {}) };
  });
}

/** Radar charts keep a margin for the spoke names around the circle. */
const RADIUS_SHARE = 0.7;

export function transformProps(chartProps: ChartProps<RadarFormData>): EChartsChartProps {
  const { formData, queriesData, width, height, datasource, hooks, filterState } = chartProps;
  const result = queriesData[0];
  const metricLabels = formData.metrics.map(getMetricLabel);
  const groupbyLabels = formData.groupby.map(getColumnLabel);
  const temporal = temporalColumns(result);
  const formatTime = getTimeFormatter(formData.date_format);
  const formatValue = metricFormatter(
    formData.number_format,
    formData.metrics.length === 1 ? formData.metrics[0] : undefined,
    datasource,
    formData.currency_format,
  );
  const colorOf = chartColorScale(chartProps);
  const selected = selectedLabels(filterState);

  const points = new Map<string, GroupPoint>();
  const polygons = (result?.data ?? []).map((row) => {
    const point = groupPointOf(row, groupbyLabels, temporal, formatTime);
    const name = groupbyLabels.length ? point.formatted.join(', ') : metricLabels.join(', ');
    if (!points.has(name)) points.set(name, point);
    return { name, values: metricLabels.map((metric) => toNumber(row[metric])) };
  });
  const indicator = radarIndicators(
    metricLabels,
    polygons.map((p) => p.values),
    formData.column_config,
  );

  const padding = legendPadding(formData);
  const plotWidth = width - padding.left - padding.right;
  const plotHeight = height - padding.top - padding.bottom;
  const labelFormatter = ({ name, value }: { name: string; value: unknown }) => {
    const text = formatValue(toNumber(value));
    return formData.label_type === 'key_value' ? `${truncateLabel(name)}: ${text}` : text;
  };

  const option = {
    tooltip: {
      trigger: 'item',
      confine: true,
      formatter: ({ name, value }: { name: string; value: unknown }) =>
        tooltipHtml(
          name,
          metricLabels.map((metric, m) => {
            const values = Array.isArray(value) ? value : [];
            return `${metric}: ${formatValue(toNumber(values[m]))}`;
          }),
        ),
    },
    legend: legendOption(
      formData,
      polygons.map((p) => p.name),
      polygons.map((p) => p.values.reduce<number>((sum, value) => sum + (value ?? 0), 0)),
    ),
    radar: {
      shape: formData.is_circle ? 'circle' : 'polygon',
      center: [padding.left + plotWidth / 2, padding.top + plotHeight / 2],
      radius: Math.max(10, (Math.min(plotWidth, plotHeight) / 2) * RADIUS_SHARE),
      indicator,
      axisName: { color: '#444', formatter: (name: string) => truncateLabel(name) },
    },
    series: [
      {
        type: 'radar',
        emphasis: { label: { show: true, fontWeight: 'bold' } },
        data: polygons.map(({ name, values }) => {
          const faded = selected !== null && !selected.has(name);
          return {
            name,
            value: values,
            itemStyle: { color: colorOf(name), opacity: faded ? 0 : 1 },
            lineStyle: { opacity: faded ? 0.3 : 1 },
            label: {
              show: formData.show_labels,
              position: formData.label_position,
              formatter: labelFormatter,
            },
          };
        }),
      },
    ],
  };

  return {
    width,
    height,
    option,
    eventHandlers: groupbyEventHandlers({ groupby: formData.groupby, points, selected, hooks }),
    dataSize: polygons.length * metricLabels.length,
  };
}
