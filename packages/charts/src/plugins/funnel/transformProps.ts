import { getMetricLabel, truncateLabel } from '@sightline/core';
import type { ChartProps } from '../../sdk/chartPlugin.js';
import { chartColorScale } from '../../sdk/color/labelColors.js';
import { pointOpacity, selectedLabels } from '../../sdk/crossFilter.js';
import type { EChartsChartProps } from '../../sdk/echarts/EChartsChart.js';
import { groupbyEventHandlers } from '../../sdk/echarts/eventHandlers.js';
import { legendOption, legendPadding } from '../../sdk/echarts/legend.js';
import { tooltipHtml } from '../../sdk/echarts/tooltipHtml.js';
import { formatPercent, metricFormatter } from '../../sdk/format/metricFormatter.js';
import { getTimeFormatter } from '../../sdk/format/timeFormat.js';
import { readGroupbyMetricRows } from '../../sdk/groupbyMetric.js';
import { labelText } from '../../sdk/labels.js';
import { funnelLabelType, type FunnelFormData, type FunnelLabelType } from './formData.js';

export interface FunnelStep {
  name: string;
  value: number;
  /** Share of the first step, of the step before, and of all steps together. */
  firstStepPercent: number;
  prevStepPercent: number;
  totalPercent: number;
}

/**
 * Label text that stays readable on a colored band and on the white background around it (inner labels
 * of narrow funnel steps run past their band): dark text with a thin light halo.
 */
const READABLE_LABEL_STYLE = {
  color: '#262626',
  textBorderColor: 'rgba(255, 255, 255, 0.7)',
  textBorderWidth: 1.5,
} as const;

const ratio = (value: number, of: number | undefined) => (of ? value / of : 0);

/** Each step's value with the three percents the funnel can show, in query order. */
export function funnelSteps(values: readonly { name: string; value: number }[]): FunnelStep[] {
  const total = values.reduce((sum, step) => sum + step.value, 0);
  return values.map(({ name, value }, index) => ({
    name,
    value,
    firstStepPercent: ratio(value, values[0]?.value),
    prevStepPercent: index === 0 ? 1 : ratio(value, values[index - 1]?.value),
    totalPercent: ratio(value, total),
  }));
}

/** The tooltip of a step as Superset builds it: the name when the type has the key, then the numbers. */
function tooltipLines(type: FunnelLabelType, metricLabel: string, value: string, percent: string): string[] {
  const numbers = [
    ...(type.includes('value') ? [value] : []),
    ...(type.includes('percent') ? [type.includes('value') ? `(${percent})` : percent] : []),
  ];
  return numbers.length ? [`${metricLabel}: ${numbers.join(' ')}`] : [];
}

export function transformProps(chartProps: ChartProps<FunnelFormData>): EChartsChartProps {
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

  const { values, points } = readGroupbyMetricRows(
    result,
    formData.groupby,
    formData.metric,
    getTimeFormatter(),
  );
  const steps = funnelSteps(values);
  const stepByName = new Map(steps.map((step) => [step.name, step]));
  const percentOf = (step: FunnelStep | undefined) => {
    if (!step) return 0;
    if (formData.percent_calculation_type === 'prev_step') return step.prevStepPercent;
    if (formData.percent_calculation_type === 'first_step') return step.firstStepPercent;
    return step.totalPercent;
  };
  const parts = (name: string) => {
    const step = stepByName.get(name);
    return {
      name: truncateLabel(name),
      value: formatValue(step?.value ?? null),
      percent: formatPercent(percentOf(step)),
    };
  };
  const labelType = funnelLabelType(formData.label_type);
  const tooltipType = funnelLabelType(formData.tooltip_label_type);

  const option = {
    tooltip: {
      show: formData.show_tooltip_labels,
      trigger: 'item',
      confine: true,
      formatter: ({ name }: { name: string }) => {
        const { value, percent } = parts(name);
        return tooltipHtml(
          tooltipType.includes('key') ? name : undefined,
          tooltipLines(tooltipType, metricLabel, value, percent),
        );
      },
    },
    legend: legendOption(
      formData,
      steps.map((step) => step.name),
      steps.map((step) => step.value),
    ),
    series: [
      {
        type: 'funnel',
        name: metricLabel,
        ...legendPadding(formData, { top: 10, bottom: 10 }),
        minSize: '0%',
        maxSize: '100%',
        // Without metric sorting the query's order is the order of the steps.
        sort: formData.sort_by_metric ? 'descending' : 'none',
        orient: 'vertical',
        gap: 0,
        funnelAlign: 'center',
        labelLine: { show: false },
        label: {
          show: formData.show_labels,
          position: 'inner',
          ...READABLE_LABEL_STYLE,
          formatter: ({ name }: { name: string }) => labelText(labelType, parts(name)),
        },
        emphasis: { label: { show: true, fontWeight: 'bold' } },
        data: steps.map(({ name, value }) => ({
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
    dataSize: steps.length,
  };
}
