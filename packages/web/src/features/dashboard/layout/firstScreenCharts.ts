import { DASHBOARD_ROOT_ID, GRID_BASE_UNIT, type DashboardLayout } from '@sightline/core';
import { activeTabOf } from './activeTabs';

/**
 * Lower bounds of the heights, in pixels, of the components whose height the layout does not give: a
 * header, a divider, a tab bar. Gutters and margins count as nothing, so estimated tops are never below
 * the real ones by more than the page's header.
 */
export const LEAST_HEIGHT_PX = { HEADER: 40, DIVIDER: 16, TAB_BAR: 40 } as const;

/**
 * The charts whose top lies above `maxTopPx` when the dashboard is drawn, worked out from the layout
 * alone, before anything is drawn: grid rows stack, a row is as tall as its tallest child, a column
 * stacks its children, and a tabs component shows its active tab (or its first). Heights are lower
 * bounds (LEAST_HEIGHT_PX), so the list may hold a chart or two that turns out just below the line, and
 * misses none above it. In layout order, top first.
 */
export function chartsAbove(
  layout: DashboardLayout,
  activeTabs: readonly string[],
  maxTopPx: number,
): number[] {
  const found: number[] = [];
  const visiting = new Set<string>();

  /** Places the node at `top`; returns its height. */
  const place = (id: string, top: number): number => {
    const node = layout[id];
    if (!node || top >= maxTopPx || visiting.has(id)) return 0;
    visiting.add(id);
    const stack = (children: readonly string[], start: number) =>
      children.reduce((height, child) => height + place(child, start + height), 0);
    let height = 0;
    switch (node.type) {
      case 'ROW':
        height = Math.max(0, ...node.children.map((child) => place(child, top)));
        break;
      case 'TABS': {
        const tab = activeTabOf(node.children, activeTabs);
        height = LEAST_HEIGHT_PX.TAB_BAR + (tab ? place(tab, top + LEAST_HEIGHT_PX.TAB_BAR) : 0);
        break;
      }
      case 'CHART':
        if (typeof node.meta.chartId === 'number') found.push(node.meta.chartId);
        height = (node.meta.height ?? 0) * GRID_BASE_UNIT;
        break;
      case 'MARKDOWN':
      case 'DYNAMIC':
        height = (node.meta.height ?? 0) * GRID_BASE_UNIT;
        break;
      case 'HEADER':
        height = LEAST_HEIGHT_PX.HEADER;
        break;
      case 'DIVIDER':
        height = LEAST_HEIGHT_PX.DIVIDER;
        break;
      default:
        // ROOT, GRID, TAB and COLUMN stack their children.
        height = stack(node.children, top);
    }
    visiting.delete(id);
    return height;
  };

  place(DASHBOARD_ROOT_ID, 0);
  return found;
}
