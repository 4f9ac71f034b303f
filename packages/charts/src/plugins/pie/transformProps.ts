import { getMetricLabel, truncateLabel } from '@sightline/core';
import type { ChartProps } from '../../sdk/chartPlugin.js';
import { toNumber } from '../../sdk/chartValues.js';
import { chartColorScale } from '../../sdk/color/labelColors.js';
import { pointOpacity, selectedLabels } from '../../sdk/crossFilter.js';
import type { EChartsChartProps } from '../../sdk/echarts/EChartsChart.js';
import { groupbyEventHandlers } from '../../sdk/echarts/eventHandlers.js';
import { legendOption, legendPadding, type Padding } from '../../sdk/echarts/legend.js';
import { tooltipHtml } from '../../sdk/echarts/tooltipHtml.js';
import { formatPercent, metricFormatter } from '../../sdk/format/metricFormatter.js';
import { getTimeFormatter } from '../../sdk/format/timeFormat.js';
import { readGroupbyMetricRows } from '../../sdk/groupbyMetric.js';
import { labelText } from '../../sdk/labels.js';
import type { PieFormData } from './formData.js';

/** Where the "Total" text goes so it stays centred in the space the legend leaves (Superset's rule). */
function totalPosition(padding: Padding, donut: boolean, width: number, height: number) {
  let top = donut ? 'middle' : '0';
  let left = 'center';
  if (padding.top)
    top = donut ? `${50 + (padding.top / height / 2) * 100}%` : `${(padding.top / height) * 100}%`;
  if (padding.bottom) top = donut ? `${50 - (padding.bottom / height / 2) * 100}%` : '0';
  if (padding.left) left = `${50 + (padding.left / width) * 100 * 0.25}%`;
  if (padding.right) left = `${50 - (padding.right / width) * 100 * 0.75}%`;
  return { top, left };
}

export function transformProps(chartProps: ChartProps<PieFormData>): EChartsChartProps {
  const { formData, queriesData, width, height, datasource, hooks, filterState } = chartProps;
  const result = queriesData[0];
  const metricLabel = getMetricLabel(formData.metric);
  const formatValue = metricFormatter(
    formData.number_format,
    formData.metric,
    datasource,
    formData.currency_format,
  );
  const colorOf = chartColorScale(chartProps);
  const selected = selectedLabels(filterState);

  const { values: slices, points } = readGroupbyMetricRows(
    result,
    formData.groupby,
    formData.metric,
    getTimeFormatter(formData.date_format),
  );
  const total = slices.reduce((sum, slice) => sum + slice.value, 0);
  const share = (value: number) => (total ? value / total : 0);
  const labelParts = (name: string, value: number) => ({
    name: truncateLabel(name),
    value: formatValue(value),
    percent: formatPercent(share(value)),
  });

  const formatter = (params: { name: string; value: unknown; seriesName?: string }) => {
    const value = toNumber(params.value) ?? 0;
    return labelText(formData.label_type, labelParts(params.name, value), formData.label_template, {
      seriesName: params.seriesName ?? '',
      rawValue: value,
      rawPercent: Math.round(share(value) * 10000) / 100,
    });
  };
  const label = formData.labels_outside
    ? { show: formData.show_labels, formatter, position: 'outer', alignTo: 'none', bleedMargin: 5 }
    : { show: formData.show_labels, formatter, position: 'inner' };
  const padding = legendPadding(formData);

  const option = {
    tooltip: {
      trigger: 'item',
      confine: true,
      formatter: (params: { name: string; value: unknown }) => {
        const value = toNumber(params.value) ?? 0;
        return tooltipHtml(params.name, [
          `${metricLabel}: ${formatValue(value)} (${formatPercent(share(value))})`,
        ]);
      },
    },
    legend: legendOption(
      formData,
      slices.map((slice) => slice.name),
      slices.map((slice) => slice.value),
    ),
    graphic: formData.show_total
      ? {
          type: 'text',
          ...totalPosition(padding, formData.donut, width, height),
          style: { text: `Total: ${formatValue(total)}`, fontSize: 16, fontWeight: 'bold' },
          z: 10,
        }
      : [],
    series: [
      {
        type: 'pie',
        name: metricLabel,
        ...padding,
        radius: [`${formData.donut ? formData.innerRadius : 0}%`, `${formData.outerRadius}%`],
        center: ['50%', '50%'],
        avoidLabelOverlap: true,
        minShowLabelAngle: formData.show_labels_threshold * 3.6,
        labelLine: { show: formData.labels_outside && formData.label_line },
        label,
        emphasis: { label: { show: true, fontWeight: 'bold' } },
        data: slices.map(({ name, value }) => ({
          name,
          value,
          itemStyle: { color: colorOf(name), opacity: pointOpacity(name, selected) },
        })),
      },
    ],
  };

  return {
    width,
    height,
    option,
    eventHandlers: groupbyEventHandlers({ groupby: formData.groupby, points, selected, hooks }),
    dataSize: slices.length,
  };
}
