import { pointKey, type PointValue } from '../heatmap_v2/chartInteractions.js';
import { toNumber, toScalar, type CellScalar } from '../heatmap_v2/chartValues.js';
import type { QueryColumn } from '@sightline/core';

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
