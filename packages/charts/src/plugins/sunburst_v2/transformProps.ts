import { getColumnLabel, getMetricLabel, truncateLabel } from '@sightline/core';
import type { ChartProps } from '../../sdk/chartPlugin.js';
import { getColorScale } from '../../sdk/color/labelColors.js';
import { getSequentialScale } from '../../sdk/color/sequentialScale.js';
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
import { labelColorOn, siblingShade } from '../treemap_v2/colorShades.js';
import { buildHierarchy, isOnSelectedPath, type HierarchyNode } from '../treemap_v2/hierarchy.js';
import { colorMetric } from './buildQuery.js';
import type { SunburstFormData } from './formData.js';

const percentFormatter = getNumberFormatter('.2%');

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
}: ChartProps<SunburstFormData>): EChartsChartProps {
  const result = queriesData[0];
  const rows = result?.data ?? [];
  const colnames = result?.colnames ?? [];
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
  );
  // The number format is the primary metric's; the secondary metric keeps its own (a count is no money).
  const formatSecondary = secondaryLabel
    ? metricFormatter(undefined, secondaryLabel, datasource)
    : formatValue;
  const timeFormatter = getTimeFormatter(formData.date_format);
  const levels = formData.columns.map((column) => {
    const label = getColumnLabel(column);
    const temporal = result?.coltypes[colnames.indexOf(label)] === TEMPORAL_COLTYPE;
    return { column, label, format: (value: CellScalar) => formatCategory(value, temporal, timeFormatter) };
  });
  const tree = buildHierarchy(rows, levels, metricLabel, secondaryLabel);
  const total = tree.reduce((sum, node) => sum + node.value, 0);
  const categorical = getColorScale({
    scheme: formData.color_scheme,
    namespace: colorNamespace,
    labelColors,
  });
  const linear = secondaryLabel ? getSequentialScale(formData.linear_color_scheme, ratioDomain(tree)) : null;
  const selectedPaths = selectedKeys(filterState)
    .map(pointKeyValues)
    .filter((path) => path !== null);

  const nodes = new Map<string, { node: HierarchyNode; parent: HierarchyNode | null }>();
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
      `${percentFormatter(total ? node.value / total : 0)} of total`,
    ];
    if (parent) lines.push(`${percentFormatter(parent.value ? node.value / parent.value : 0)} of parent`);
    lines.push(`${escapeHtml(metricName)}: <strong>${escapeHtml(formatValue(node.value))}</strong>`);
    if (secondaryLabel) {
      lines.push(
        `${escapeHtml(secondaryName)}: <strong>${escapeHtml(formatSecondary(node.secondaryValue))}</strong>`,
      );
      lines.push(
        `${escapeHtml(`${secondaryName}/${metricName}`)}: ${percentFormatter(node.secondaryValue / node.value)}`,
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
    eventHandlers: {
      click: (params) => {
        const found = nodeOf(params);
        if (found) emitCrossFilter(hooks, found.node.point, selectedKeys(filterState));
      },
      contextmenu: (params) => {
        const found = nodeOf(params);
        if (found) emitContextMenu(hooks, mouseOf(params), found.node.point);
      },
    },
  };
}
