import { getMetricLabel } from '@sightline/core';
import type { ChartProps } from '../../sdk/chartPlugin.js';
import { columnVerboseName } from '../../sdk/chartValues.js';
import { labelColorOn, siblingShade } from '../../sdk/color/colorShades.js';
import { chartColorScale } from '../../sdk/color/labelColors.js';
import { getSequentialScale } from '../../sdk/color/sequentialScale.js';
import { pointKeyValues, selectedKeys, UNSELECTED_OPACITY } from '../../sdk/crossFilter.js';
import type { EChartEventParams } from '../../sdk/echarts/EChart.js';
import type { EChartsChartProps } from '../../sdk/echarts/EChartsChart.js';
import { pointEventHandlers } from '../../sdk/echarts/eventHandlers.js';
import { escapeHtml } from '../../sdk/echarts/tooltipHtml.js';
import { formatPercent, metricFormatter } from '../../sdk/format/metricFormatter.js';
import { getTimeFormatter } from '../../sdk/format/timeFormat.js';
import {
  buildHierarchy,
  hierarchyLevels,
  isOnSelectedPath,
  nodeLabelFormatter,
  nodeOfEvent,
  nodePath,
  nodeShares,
  type HierarchyNode,
  type HierarchyNodeIndex,
} from '../../sdk/hierarchy.js';
import { colorMetric } from './buildQuery.js';
import type { SunburstFormData } from './formData.js';

export interface SunburstItem {
  id: string;
  name: string;
  value: number;
  itemStyle: { color: string; opacity?: number };
  label: { color: string };
  children?: SunburstItem[];
}

/** The range of secondary / primary over every node, always including 0 (as Superset's domain does). */
function ratioDomain(tree: readonly HierarchyNode[]): [number, number] {
  let [min, max] = [0, 0];
  const visit = (node: HierarchyNode) => {
    const ratio = node.secondaryValue / node.value;
    if (Number.isFinite(ratio)) [min, max] = [Math.min(min, ratio), Math.max(max, ratio)];
    node.children.forEach(visit);
  };
  tree.forEach(visit);
  return [min, max];
}

export function transformProps(chartProps: ChartProps<SunburstFormData>): EChartsChartProps {
  const { formData, queriesData, width, height, datasource, hooks, filterState } = chartProps;
  const result = queriesData[0];
  const rows = result?.data ?? [];
  const metricLabel = getMetricLabel(formData.metric);
  const secondary = colorMetric(formData);
  const secondaryLabel = secondary ? getMetricLabel(secondary) : undefined;
  const metricName = columnVerboseName(metricLabel, datasource);
  const secondaryName = secondaryLabel ? columnVerboseName(secondaryLabel, datasource) : '';
  const formatValue = metricFormatter(
    formData.number_format,
    metricLabel,
    datasource,
    formData.currency_format,
    {
      preferSavedFormat: true,
    },
  );
  // The number format is the primary metric's; the secondary metric keeps its own (a count is no money).
  const formatSecondary = secondaryLabel
    ? metricFormatter(undefined, secondaryLabel, datasource, null, { preferSavedFormat: true })
    : formatValue;
  const levels = hierarchyLevels(formData.columns, result, getTimeFormatter(formData.date_format));
  const tree = buildHierarchy(rows, levels, metricLabel, secondaryLabel);
  const total = tree.reduce((sum, node) => sum + node.value, 0);
  const categorical = chartColorScale(chartProps);
  const linear = secondaryLabel ? getSequentialScale(formData.linear_color_scheme, ratioDomain(tree)) : null;
  const selectedPaths = selectedKeys(filterState)
    .map(pointKeyValues)
    .filter((path) => path !== null);

  const nodes: HierarchyNodeIndex = new Map();
  const toItem = (node: HierarchyNode, parent: HierarchyNode | null, shade: string): SunburstItem => {
    nodes.set(node.key, { node, parent });
    const color = linear ? linear(node.secondaryValue / node.value) : shade;
    const dimmed = selectedPaths.length > 0 && !isOnSelectedPath(node, selectedPaths);
    const item: SunburstItem = {
      id: node.key,
      name: node.name,
      value: node.value,
      itemStyle: { color, ...(dimmed ? { opacity: UNSELECTED_OPACITY } : {}) },
      label: { color: labelColorOn(color) },
    };
    if (node.children.length > 0) {
      item.children = node.children.map((child, index) =>
        toItem(child, node, siblingShade(shade, index, node.children.length)),
      );
    }
    return item;
  };
  // Without a secondary metric, colors follow the innermost ring's labels (the same as other charts).
  const data = tree.map((node) => toItem(node, null, categorical(node.name)));

  const radius = Math.max(0, Math.min(width - 10, height - 20) / 2);
  const label = nodeLabelFormatter(formData.label_type, formatValue);
  const tooltip = (params: EChartEventParams) => {
    const found = nodeOfEvent(nodes, params);
    if (!found) return '';
    const { node, parent } = found;
    const lines = [`<strong>${escapeHtml(nodePath(node))}</strong>`, ...nodeShares(node, parent, total)];
    lines.push(`${escapeHtml(metricName)}: <strong>${escapeHtml(formatValue(node.value))}</strong>`);
    if (secondaryLabel) {
      lines.push(
        `${escapeHtml(secondaryName)}: <strong>${escapeHtml(formatSecondary(node.secondaryValue))}</strong>`,
      );
      lines.push(
        `${escapeHtml(`${secondaryName}/${metricName}`)}: ${formatPercent(node.secondaryValue / node.value)}`,
      );
    }
    return lines.join('<br/>');
  };

  const option = {
    tooltip: { trigger: 'item', confine: true, formatter: tooltip },
    series: [
      {
        type: 'sunburst',
        name: metricName,
        data,
        center: ['50%', '50%'],
        radius: [radius * 0.3, radius],
        // A click cross-filters; ECharts' own click would zoom into the arc.
        nodeClick: false,
        itemStyle: { borderColor: '#fff', borderWidth: 1 },
        emphasis: { focus: 'ancestor' },
        label: {
          show: formData.show_labels,
          formatter: label,
          // Arcs narrower than the threshold (percentage points of the circle) get no label.
          minAngle: formData.show_labels_threshold * 3.6,
          width: (radius * 0.6) / Math.max(1, levels.length),
          overflow: 'truncate',
        },
      },
    ],
    ...(formData.show_total
      ? {
          graphic: {
            type: 'text',
            left: 'center',
            top: 'middle',
            z: 10,
            style: { text: `Total: ${formatValue(total)}`, fontSize: 16, fontWeight: 'bold' },
          },
        }
      : {}),
  };

  return {
    width,
    height,
    option,
    dataSize: nodes.size,
    eventHandlers: pointEventHandlers(
      (params) => nodeOfEvent(nodes, params)?.node.point,
      hooks,
      selectedKeys(filterState),
    ),
  };
}
