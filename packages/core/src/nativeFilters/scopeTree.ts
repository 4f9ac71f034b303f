import { DASHBOARD_ROOT_ID, type DashboardLayout } from '../dashboard/layoutTypes.js';
import type { FilterScope } from './nativeFilterTypes.js';

/**
 * The scope tree a filter's (or a cross-filter's) scope is picked in: the dashboard root, its tabs (nested
 * as in the layout) and the charts inside them. Rows, columns and TABS containers are flattened away;
 * tabs holding no chart are left out.
 */
export interface ScopeTreeNode {
  /** The layout id: ROOT_ID, a TAB's id or a CHART node's id. */
  id: string;
  kind: 'root' | 'tab' | 'chart';
  /** A tab's text; a chart's name as the layout holds it (its override first); '' for the root. */
  text: string;
  /** CHART nodes only. */
  chartId?: number;
  children: ScopeTreeNode[];
}

/** The scope tree of a layout, rooted at ROOT_ID, in document order. */
export function scopeTreeOf(layout: DashboardLayout): ScopeTreeNode {
  const seen = new Set<string>([DASHBOARD_ROOT_ID]);
  const childrenOf = (id: string): ScopeTreeNode[] =>
    (layout[id]?.children ?? []).flatMap((childId): ScopeTreeNode[] => {
      const child = layout[childId];
      if (!child || seen.has(childId)) return [];
      seen.add(childId);
      if (child.type === 'CHART') {
        const { chartId, sliceNameOverride, sliceName } = child.meta;
        if (typeof chartId !== 'number') return [];
        const text = sliceNameOverride || sliceName || '';
        return [{ id: childId, kind: 'chart', text, chartId, children: [] }];
      }
      const children = childrenOf(childId);
      if (child.type !== 'TAB') return children;
      return children.length ? [{ id: childId, kind: 'tab', text: child.meta.text ?? '', children }] : [];
    });
  return { id: DASHBOARD_ROOT_ID, kind: 'root', text: '', children: childrenOf(DASHBOARD_ROOT_ID) };
}

/** The chart ids under a scope tree node (itself included), in document order. */
export function scopeTreeChartIds(node: ScopeTreeNode): number[] {
  if (node.kind === 'chart') return node.chartId === undefined ? [] : [node.chartId];
  return node.children.flatMap(scopeTreeChartIds);
}

/**
 * The scope whose charts are exactly `checked` (chartsInScope gives them back): a tab (or the root)
 * whose charts are all checked is one rootPath entry; a node with a checked chart directly inside it
 * (outside its sub-tabs) must be the root itself, its unchecked charts excluded; otherwise its sub-tabs
 * are covered one by one. Nothing checked: an empty rootPath. `alwaysExcluded` (a cross-filtering
 * chart, which never filters itself) counts as checked-or-not as suits, and is always excluded.
 */
export function scopeFromCheckedCharts(
  layout: DashboardLayout,
  checked: Iterable<number>,
  alwaysExcluded?: number,
): FilterScope {
  const wanted = new Set(checked);
  if (alwaysExcluded !== undefined) wanted.delete(alwaysExcluded);
  const rootPath: string[] = [];
  const excluded = new Set<number>();
  const relevant = (id: number) => id !== alwaysExcluded;
  const cover = (node: ScopeTreeNode) => {
    const charts = scopeTreeChartIds(node).filter(relevant);
    if (!charts.some((id) => wanted.has(id))) return;
    const directChecked = node.children.some(
      (child) => child.kind === 'chart' && wanted.has(child.chartId as number),
    );
    if (charts.every((id) => wanted.has(id)) || directChecked) {
      rootPath.push(node.id);
      for (const id of charts) if (!wanted.has(id)) excluded.add(id);
      return;
    }
    for (const child of node.children) if (child.kind === 'tab') cover(child);
  };
  cover(scopeTreeOf(layout));
  if (alwaysExcluded !== undefined) excluded.add(alwaysExcluded);
  return { rootPath, excluded: [...excluded].sort((a, b) => a - b) };
}
