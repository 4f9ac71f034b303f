import { getColumnLabel, truncateLabel, type QueryColumn } from '@sightline/core';
import type { ChartDataResult } from './chartPlugin.js';
import { formatCategory, isTemporalColumn, toNumber, toScalar, type CellScalar } from './chartValues.js';
import { pointKey, type PointValue } from './crossFilter.js';
import type { EChartEventParams } from './echarts/EChart.js';
import { formatPercent } from './format/metricFormatter.js';
import type { NumberFormatter } from './format/numberFormat.js';
import type { TimeFormatter } from './format/timeFormat.js';
import { labelText, type LabelType } from './labels.js';

/**
 * Grouped rows as a tree (treemap and sunburst): one level per hierarchy column, each node summing the
 * metric (and the secondary metric) of the rows below it.
 */

export interface HierarchyLevel {
  column: QueryColumn;
  /** The result column's label. */
  label: string;
  format: (value: CellScalar) => string;
}

/** The levels of the hierarchy columns, group values formatted as the chart shows them. */
export function hierarchyLevels(
  columns: readonly QueryColumn[],
  result: ChartDataResult | undefined,
  formatTime: TimeFormatter,
): HierarchyLevel[] {
  return columns.map((column) => {
    const label = getColumnLabel(column);
    const temporal = isTemporalColumn(result, label);
    return { column, label, format: (value: CellScalar) => formatCategory(value, temporal, formatTime) };
  });
}

export interface HierarchyNode {
  /** `pointKey` of the raw values from the root to this node: its id and cross-filter key. */
  key: string;
  name: string;
  /** The node's values from the root, each with its column, for filters. */
  point: PointValue[];
  depth: number;
  value: number;
  secondaryValue: number;
  children: HierarchyNode[];
}

export function buildHierarchy(
  rows: readonly Record<string, unknown>[],
  levels: readonly HierarchyLevel[],
  metricLabel: string,
  secondaryMetricLabel?: string,
): HierarchyNode[] {
  const roots: HierarchyNode[] = [];
  const byKey = new Map<string, HierarchyNode>();
  for (const row of rows) {
    const value = toNumber(row[metricLabel]) ?? 0;
    const secondaryValue = secondaryMetricLabel ? (toNumber(row[secondaryMetricLabel]) ?? 0) : 0;
    let siblings = roots;
    const point: PointValue[] = [];
    levels.forEach((level, depth) => {
      const cell = toScalar(row[level.label]);
      point.push({ column: level.column, value: cell, formatted: level.format(cell) });
      const key = pointKey(point.map((item) => item.value));
      let node = byKey.get(key);
      if (!node) {
        node = {
          key,
          name: level.format(cell),
          point: [...point],
          depth,
          value: 0,
          secondaryValue: 0,
          children: [],
        };
        byKey.set(key, node);
        siblings.push(node);
      }
      node.value += value;
      node.secondaryValue += secondaryValue;
      siblings = node.children;
    });
  }
  return roots;
}

/** Whether `node` is a selected node, one of their ancestors or one of their descendants. */
export function isOnSelectedPath(
  node: HierarchyNode,
  selectedPaths: readonly (readonly CellScalar[])[],
): boolean {
  return selectedPaths.some((path) => {
    const length = Math.min(path.length, node.point.length);
    for (let i = 0; i < length; i += 1) if (path[i] !== node.point[i]!.value) return false;
    return true;
  });
}

/** The nodes a chart drew, by id (the node's key), with their parents. */
export type HierarchyNodeIndex = Map<string, { node: HierarchyNode; parent: HierarchyNode | null }>;

/** The node an ECharts event is about: its data item's id is the node's key. */
export function nodeOfEvent(nodes: HierarchyNodeIndex, params: EChartEventParams) {
  const id = (params.data as { id?: unknown } | undefined)?.id;
  return typeof id === 'string' ? nodes.get(id) : undefined;
}

/** A node's path from the root, as its tooltip title: 'EMEA / France'. */
export function nodePath(node: HierarchyNode): string {
  return node.point.map((item) => item.formatted).join(' / ');
}

/** A node's share of the whole and of its parent, as tooltip lines. */
export function nodeShares(node: HierarchyNode, parent: HierarchyNode | null, total: number): string[] {
  const lines = [`${formatPercent(total ? node.value / total : 0)} of total`];
  if (parent) lines.push(`${formatPercent(parent.value ? node.value / parent.value : 0)} of parent`);
  return lines;
}

/** What a node's label may show: its name, its value or both. */
export const NODE_LABEL_TYPES = ['key', 'value', 'key_value'] as const satisfies readonly LabelType[];

/** The ECharts label formatter of the nodes: names cut to 42 characters, values formatted. */
export function nodeLabelFormatter(
  labelType: (typeof NODE_LABEL_TYPES)[number],
  formatValue: NumberFormatter,
): (params: EChartEventParams) => string {
  return (params) =>
    labelText(labelType, {
      name: truncateLabel(String(params.name ?? '')),
      value: formatValue(typeof params.value === 'number' ? params.value : null),
      percent: '',
    });
}
