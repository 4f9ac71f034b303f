import { getColumnLabel, getMetricLabel, truncateLabel } from '@sightline/core';
import type { ChartProps } from '../../sdk/chartPlugin.js';
import { getColorScale } from '../../sdk/color/labelColors.js';
import type { EChartEventParams } from '../../sdk/echarts/EChart.js';
import type { EChartsChartProps } from '../../sdk/echarts/EChartsChart.js';
import { getNumberFormatter } from '../../sdk/format/numberFormat.js';
import { getTimeFormatter } from '../../sdk/format/timeFormat.js';
import {
  emitContextMenu,
  emitCrossFilter,
  mouseOf,
  pointKeyValues,
  selectedKeys,
} from '../heatmap_v2/chartInteractions.js';
import {
  columnVerboseName,
  escapeHtml,
  formatCategory,
  metricFormatter,
  TEMPORAL_COLTYPE,
  UNSELECTED_OPACITY,
  type CellScalar,
} from '../heatmap_v2/chartValues.js';
import { labelColorOn, siblingShade, withOpacity } from './colorShades.js';
import type { TreemapFormData } from './formData.js';
import { buildHierarchy, isOnSelectedPath, type HierarchyNode } from './hierarchy.js';

const percentFormatter = getNumberFormatter('.2%');

export interface TreemapItem {
  id: string;
  name: string;
  value: number;
  itemStyle: { color: string; borderColor?: string };
  label: { color: string };
  upperLabel?: { color: string };
  children?: TreemapItem[];
}

export function transformProps({
  formData,
  queriesData,
  width,
  height,
  datasource,
  hooks,
  filterState,
  colorNamespace,
  labelColors,
}: ChartProps<TreemapFormData>): EChartsChartProps {
  const result = queriesData[0];
  const rows = result?.data ?? [];
  const colnames = result?.colnames ?? [];
  const metricLabel = getMetricLabel(formData.metric);
  const metricName = columnVerboseName(metricLabel, datasource);
  const formatValue = metricFormatter(
    formData.number_format,
    metricLabel,
    datasource,
    formData.currency_format,
  );
  const timeFormatter = getTimeFormatter(formData.date_format);
  const levels = formData.groupby.map((column) => {
    const label = getColumnLabel(column);
    const temporal = result?.coltypes[colnames.indexOf(label)] === TEMPORAL_COLTYPE;
    return { column, label, format: (value: CellScalar) => formatCategory(value, temporal, timeFormatter) };
  });
  const tree = buildHierarchy(rows, levels, metricLabel);
  const total = tree.reduce((sum, node) => sum + node.value, 0);
  const colorOf = getColorScale({ scheme: formData.color_scheme, namespace: colorNamespace, labelColors });
  const selected = selectedKeys(filterState);
  const selectedPaths = selected.map(pointKeyValues).filter((path) => path !== null);

  const nodes = new Map<string, { node: HierarchyNode; parent: HierarchyNode | null }>();
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

  const label = (params: EChartEventParams) => {
    const name = truncateLabel(String(params.name ?? ''));
    const value = formatValue(typeof params.value === 'number' ? params.value : null);
    if (formData.label_type === 'value') return value;
    return formData.label_type === 'key_value' ? `${name}: ${value}` : name;
  };
  const nodeOf = (params: EChartEventParams) => {
    const id = (params.data as { id?: unknown } | undefined)?.id;
    return typeof id === 'string' ? nodes.get(id) : undefined;
  };
  const tooltip = (params: EChartEventParams) => {
    const found = nodeOf(params);
    if (!found) return '';
    const { node, parent } = found;
    const lines = [
      `<strong>${escapeHtml(node.point.map((item) => item.formatted).join(' / '))}</strong>`,
      `${escapeHtml(metricName)}: <strong>${escapeHtml(formatValue(node.value))}</strong>`,
      `${percentFormatter(total ? node.value / total : 0)} of total`,
    ];
    if (parent) lines.push(`${percentFormatter(parent.value ? node.value / parent.value : 0)} of parent`);
    return lines.join('<br/>');
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
    eventHandlers: {
      click: (params) => {
        const found = nodeOf(params);
        if (found) emitCrossFilter(hooks, found.node.point, selected);
      },
      contextmenu: (params) => {
        const found = nodeOf(params);
        if (found) emitContextMenu(hooks, mouseOf(params), found.node.point);
      },
    },
  };
}
