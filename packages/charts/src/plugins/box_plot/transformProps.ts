import { addOpacity, getMetricLabel, isValidColor, truncateLabel } from '@sightline/core';
import type { ChartProps } from '../../sdk/chartPlugin.js';
import { columnVerboseName, toNumber } from '../../sdk/chartValues.js';
import { chartColorScale } from '../../sdk/color/labelColors.js';
import {
  pointKey,
  pointValueOf,
  selectedKeys,
  UNSELECTED_OPACITY,
  type PointValue,
} from '../../sdk/crossFilter.js';
import type { EChartEventParams } from '../../sdk/echarts/EChart.js';
import type { EChartsChartProps } from '../../sdk/echarts/EChartsChart.js';
import { pointEventHandlers } from '../../sdk/echarts/eventHandlers.js';
import { escapeHtml } from '../../sdk/echarts/tooltipHtml.js';
import { getNumberFormatter } from '../../sdk/format/numberFormat.js';
import { getTimeFormatter } from '../../sdk/format/timeFormat.js';
import type { BoxPlotFormData } from './formData.js';

/** One box: a series group's statistics for one metric. */
interface Box {
  name: string;
  group: PointValue[];
  colorLabel: string;
  /** min, q1, median, q3, max (the whiskers are min and max). */
  five: (number | null)[];
  mean: number | null;
  count: number | null;
  outliers: number[];
}

const X_TICK_ROTATION: Record<string, number> = { flat: 0, '45°': -45, '90°': -90, staggered: -45 };

export function transformProps(chartProps: ChartProps<BoxPlotFormData>): EChartsChartProps {
  const { formData, queriesData, width, height, datasource, hooks, filterState } = chartProps;
  const result = queriesData[0];
  const rows = result?.data ?? [];
  const metricLabels = formData.metrics.map(getMetricLabel);
  const timeFormatter = getTimeFormatter(formData.date_format);
  const format = getNumberFormatter(formData.number_format);
  const colorOf = chartColorScale(chartProps);
  const selected = selectedKeys(filterState);

  const boxes: Box[] = rows.flatMap((row) => {
    const group = formData.groupby.map((column) => pointValueOf(column, row, result, timeFormatter));
    const groupName = group.map((item) => item.formatted).join(', ');
    return metricLabels.map((metric) => {
      const metricName = columnVerboseName(metric, datasource);
      const stat = (name: string) => toNumber(row[`${metric}__${name}`]);
      const outliers = row[`${metric}__outliers`];
      return {
        name: !groupName ? metricName : metricLabels.length === 1 ? groupName : `${groupName}, ${metricName}`,
        group,
        colorLabel: groupName || metricName,
        five: [stat('min'), stat('q1'), stat('median'), stat('q3'), stat('max')],
        mean: stat('mean'),
        count: stat('count'),
        outliers: Array.isArray(outliers) ? outliers.flatMap((value) => toNumber(value) ?? []) : [],
      };
    });
  });

  const isDimmed = (box: Box) =>
    selected.length > 0 && !selected.includes(pointKey(box.group.map((g) => g.value)));
  const boxData = boxes.map((box) => {
    const color = colorOf(box.colorLabel);
    return {
      name: box.name,
      value: box.five.map((value) => value ?? '-'),
      itemStyle: {
        // A translucent fill keeps the median line, drawn in the border color, visible.
        color: isValidColor(color) ? addOpacity(color, 0.5) : color,
        borderColor: color,
        borderWidth: 1.5,
        ...(isDimmed(box) ? { opacity: UNSELECTED_OPACITY } : {}),
      },
    };
  });
  const outlierSeries = boxes
    .map((box, index) => ({ box, index }))
    .filter(({ box }) => box.outliers.length > 0)
    .map(({ box, index }) => ({
      type: 'scatter',
      name: 'outlier',
      data: box.outliers.map((value) => [index, value]),
      symbolSize: 6,
      itemStyle: { color: colorOf(box.colorLabel), opacity: isDimmed(box) ? UNSELECTED_OPACITY : 1 },
      tooltip: {
        formatter: (params: EChartEventParams) => {
          const value = Array.isArray(params.value) ? toNumber(params.value[1]) : null;
          return `<strong>${escapeHtml(box.name)}</strong><br/>Outlier: <strong>${format(value)}</strong>`;
        },
      },
    }));

  const boxTooltip = (params: EChartEventParams) => {
    const box = boxes[params.dataIndex ?? -1];
    if (!box) return '';
    const [min, q1, median, q3, max] = box.five;
    const lines = [
      `Max: ${format(max)}`,
      `3rd Quartile: ${format(q3)}`,
      `Mean: ${format(box.mean)}`,
      `Median: ${format(median)}`,
      `1st Quartile: ${format(q1)}`,
      `Min: ${format(min)}`,
      `# Observations: ${box.count ?? 'N/A'}`,
    ];
    if (box.outliers.length > 0) lines.push(`# Outliers: ${box.outliers.length}`);
    return [`<strong>${escapeHtml(box.name)}</strong>`, ...lines].join('<br/>');
  };

  const rotate = X_TICK_ROTATION[formData.x_ticks_layout];
  const option = {
    grid: {
      left: formData.y_axis_title ? 56 : 16,
      right: 16,
      top: 24,
      bottom: formData.x_axis_title ? 44 : 16,
    },
    tooltip: { trigger: 'item', confine: true },
    xAxis: {
      type: 'category',
      data: boxes.map((box) => truncateLabel(box.name)),
      name: formData.x_axis_title,
      nameLocation: 'middle',
      nameGap: 30,
      // Every box keeps its label: long ones wrap within the box's slot, or turn when a layout says so.
      axisLabel:
        rotate === undefined
          ? {
              interval: 0,
              width: Math.max(40, (width - 48) / Math.max(1, boxes.length) - 8),
              overflow: 'break',
            }
          : { interval: 0, rotate },
    },
    yAxis: {
      type: 'value',
      scale: true,
      name: formData.y_axis_title,
      nameLocation: 'middle',
      nameGap: 45,
      axisLabel: { formatter: (value: number) => format(value) },
    },
    series: [
      { type: 'boxplot', name: 'boxplot', data: boxData, tooltip: { formatter: boxTooltip } },
      ...outlierSeries,
    ],
  };

  // Outlier points carry their box's index as x, so both series resolve a click to the same box.
  const boxOf = (params: EChartEventParams) =>
    params.seriesType === 'boxplot'
      ? boxes[params.dataIndex ?? -1]
      : boxes[Array.isArray(params.value) ? Number(params.value[0]) : -1];
  return {
    width,
    height,
    option,
    dataSize: boxes.length + boxes.reduce((sum, box) => sum + box.outliers.length, 0),
    eventHandlers: pointEventHandlers((params) => boxOf(params)?.group, hooks, selected),
  };
}
