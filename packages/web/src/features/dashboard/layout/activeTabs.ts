import { parentIdOf, type DashboardLayout } from '@sightline/core';

/**
 * Which tab each tabs component shows. dashboardState.activeTabs lists the open TAB ids (at most one per
 * TABS node); a TABS node none of whose tabs is listed shows its first tab. The list travels in the URL
 * as `?activeTabs=TAB-a,TAB-b` (what a permalink's activeTabs restores); the URL hash `#CHART-x` is the
 * anchor (directPathToChild): the tabs leading to it open and the page scrolls to it.
 */

export const ACTIVE_TABS_PARAM = 'activeTabs';

/** The tab a TABS node with these tabs shows: the listed one, else its first. */
export function activeTabOf(tabIds: readonly string[], activeTabs: readonly string[]): string | null {
  return tabIds.find((id) => activeTabs.includes(id)) ?? tabIds[0] ?? null;
}

/** The active tab list with `tabId` open instead of its siblings. */
export function withActiveTab(
  layout: DashboardLayout,
  activeTabs: readonly string[],
  tabId: string,
): string[] {
  const parentId = parentIdOf(layout, tabId);
  const siblings = new Set(parentId ? (layout[parentId]?.children ?? []) : [tabId]);
  return [...activeTabs.filter((id) => !siblings.has(id)), tabId];
}

/** The active tab list with every tab on `path` (root → node) open, so the node is visible. */
export function withPathOpen(
  layout: DashboardLayout,
  activeTabs: readonly string[],
  path: readonly string[],
): string[] {
  return path
    .filter((id) => layout[id]?.type === 'TAB')
    .reduce<string[]>((open, tabId) => withActiveTab(layout, open, tabId), [...activeTabs]);
}

/** `?activeTabs=` → tab ids that exist in the layout. */
export function parseActiveTabsParam(value: string | null, layout: DashboardLayout): string[] {
  if (!value) return [];
  return value
    .split(',')
    .map((id) => id.trim())
    .filter((id) => layout[id]?.type === 'TAB');
}

export function formatActiveTabsParam(activeTabs: readonly string[]): string {
  return activeTabs.join(',');
}

/** The layout id a URL hash names (`#CHART-abc` → `CHART-abc`), or null. */
export function anchorFromHash(hash: string, layout: DashboardLayout): string | null {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  return id && layout[id] ? id : null;
}

/** True when two tab lists hold the same ids (order aside). */
export function sameTabs(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id) => b.includes(id));
}
