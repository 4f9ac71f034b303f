import type { ScopeTreeNode } from '@sightline/core';
import type { Key } from 'react';
import { scopeMessages } from './messages';

/** One node of the antd Tree the scope is picked in (key: the layout id). */
export interface ScopeTreeItem {
  key: string;
  title: string;
  chartId?: number;
  children?: ScopeTreeItem[];
}

/**
 * The scope tree as antd Tree data: charts titled by `titleOf` (the dashboard's chart titles), the root
 * titled 'All panels'. `excludeChartId` (a cross-filtering chart, never in its own scope) is left out,
 * and so is a tab left without charts.
 */
export function scopeTreeItems(
  node: ScopeTreeNode,
  titleOf: (chartId: number) => string,
  excludeChartId?: number,
): ScopeTreeItem | null {
  if (node.kind === 'chart') {
    const chartId = node.chartId as number;
    return chartId === excludeChartId ? null : { key: node.id, title: titleOf(chartId), chartId };
  }
  const children = node.children.flatMap((child) => scopeTreeItems(child, titleOf, excludeChartId) ?? []);
  if (node.kind === 'tab' && children.length === 0) return null;
  return { key: node.id, title: node.kind === 'root' ? scopeMessages.allPanels : node.text, children };
}

/** The chart node keys among `keys`, as chart ids (parent keys antd adds are ignored). */
export function checkedChartIds(root: ScopeTreeItem, keys: readonly Key[]): number[] {
  const chartOfKey = new Map<string, number>();
  const walk = (item: ScopeTreeItem) => {
    if (item.chartId !== undefined) chartOfKey.set(item.key, item.chartId);
    item.children?.forEach(walk);
  };
  walk(root);
  return [...new Set(keys.flatMap((key) => chartOfKey.get(String(key)) ?? []))];
}

/** The keys of the chart nodes showing one of `chartIds`. */
export function chartKeysOf(root: ScopeTreeItem, chartIds: readonly number[]): string[] {
  const wanted = new Set(chartIds);
  const keys: string[] = [];
  const walk = (item: ScopeTreeItem) => {
    if (item.chartId !== undefined && wanted.has(item.chartId)) keys.push(item.key);
    item.children?.forEach(walk);
  };
  walk(root);
  return keys;
}
