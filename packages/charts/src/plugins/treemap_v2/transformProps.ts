import { getMetricLabel } from '@sightline/core';
import type { ChartProps } from '../../sdk/chartPlugin.js';
import { columnVerboseName } from '../../sdk/chartValues.js';
import { labelColorOn, siblingShade, withOpacity } from '../../sdk/color/colorShades.js';
import { chartColorScale } from '../../sdk/color/labelColors.js';
import { pointKeyValues, selectedKeys, UNSELECTED_OPACITY } from '../../sdk/crossFilter.js';
import type { EChartEventParams } from '../../sdk/echarts/EChart.js';
import type { EChartsChartProps } from '../../sdk/echarts/EChartsChart.js';
import { pointEventHandlers } from '../../sdk/echarts/eventHandlers.js';
import { escapeHtml } from '../../sdk/echarts/tooltipHtml.js';
import { metricFormatter } from '../../sdk/format/metricFormatter.js';
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
import type { TreemapFormData } from './formData.js';

export interface TreemapItem {
  id: string;
  name: string;
  value: number;
  itemStyle: { color: string; borderColor?: string };
  label: { color: string };
  upperLabel?: { color: string };
  children?: TreemapItem[];
}

export function transformProps(chartProps: ChartProps<TreemapFormData>): EChartsChartProps {
  const { formData, queriesData, width, height, datasource, hooks, filterState } = chartProps;
  const result = queriesData[0];
  const rows = result?.data ?? [];
  const metricLabel = getMetricLabel(formData.metric);
  const metricName = columnVerboseName(metricLabel, datasource);
  const formatValue = metricFormatter(
    formData.number_format,
    metricLabel,
    datasource,
    formData.currency_format,
    {
      preferSavedFormat: true,
    },
  );
  const levels = hierarchyLevels(formData.groupby, result, getTimeFormatter(formData.date_format));
  const tree = buildHierarchy(rows, levels, metricLabel);
  const total = tree.reduce((sum, node) => sum + node.value, 0);
  const colorOf = chartColorScale(chartProps);
  const selected = selectedKeys(filterState);
  const selectedPaths = selected.map(pointKeyValues).filter((path) => path !== null);

  const nodes: HierarchyNodeIndex = new Map();
  const toItem = (node: HierarchyNode, parent: HierarchyNode | null, color: string): TreemapItem => {
    nodes.set(node.key, { node, parent });
    const dimmed = selectedPaths.length > 0 && !isOnSelectedPath(node, selectedPaths);
    const fill = dimmed ? withOpacity(color, UNSELECTED_OPACITY) : color;
    const item: TreemapItem = {
      id: node.key,
      name: node.name,
      value: node.value,
      itemStyle: { color: fill },
      label: { color: labelColorOn(fill) },
    };
    if (node.children.length > 0) {
      // ECharts fills a parent's header and the gaps between its children with its border color.
      item.itemStyle.borderColor = fill;
      item.upperLabel = { color: labelColorOn(fill) };
      item.children = node.children.map((child, index) =>
        toItem(child, node, siblingShade(color, index, node.children.length)),
      );
    }
    return item;
  };
  // Colors follow the top-level label, so a region has the same color here as in other charts.
  const data = tree.map((node) => toItem(node, null, colorOf(node.name)));

  const label = nodeLabelFormatter(formData.label_type, formatValue);
  const tooltip = (params: EChartEventParams) => {
    const found = nodeOfEvent(nodes, params);
    if (!found) return '';
    const { node, parent } = found;
    return [
      `<strong>${escapeHtml(nodePath(node))}</strong>`,
      `${escapeHtml(metricName)}: <strong>${escapeHtml(formatValue(node.value))}</strong>`,
      ...nodeShares(node, parent, total),
    ].join('<br/>');
  };

  const option = {
    tooltip: { trigger: 'item', confine: true, formatter: tooltip },
    series: [
      {
        type: 'treemap',
        name: metricName,
        data,
        left: 0,
        top: 0,
        right: 0,
        bottom: 0,
        roam: false,
        // A click cross-filters; zooming into the node as well would hide the other nodes.
        nodeClick: false,
        breadcrumb: { show: false },
        label: { show: formData.show_labels, formatter: label, overflow: 'truncate' },
        upperLabel: { show: formData.show_upper_labels, height: 20, formatter: label },
        itemStyle: { borderColor: '#fff', borderWidth: 1, gapWidth: 1 },
        // The gaps between top-level nodes stay white; below that, the parent's color separates children.
        levels: [
          // The root (the whole treemap) has no header of its own.
          { itemStyle: { borderWidth: 0, gapWidth: 3 }, upperLabel: { show: false } },
          { itemStyle: { borderWidth: 2, gapWidth: 1 } },
        ],
      },
    ],
  };

  return {
    width,
    height,
    option,
    dataSize: nodes.size,
    eventHandlers: pointEventHandlers((params) => nodeOfEvent(nodes, params)?.node.point, hooks, selected),
  };
}
