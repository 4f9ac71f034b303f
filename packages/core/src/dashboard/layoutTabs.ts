import { newComponentNodes } from './layoutComponents.js';
import { LayoutDraft } from './layoutDraft.js';
import { MAX_TABS_DEPTH, tabsDepthFits, tabsDepthOf } from './layoutDropRules.js';
import { parentIdOf, pathToNode } from './layoutTree.js';
import { DASHBOARD_GRID_ID, DASHBOARD_ROOT_ID, type DashboardLayout } from './layoutTypes.js';

/** Tabs operations: wrap components in a new TABS, and turn the grid into top-level tabs and back. */

/** The root's TABS child when the dashboard has top-level tabs. */
export function topLevelTabsId(layout: DashboardLayout): string | null {
  const first = layout[DASHBOARD_ROOT_ID]?.children[0];
  return first && layout[first]?.type === 'TABS' ? first : null;
}

/**
 * Makes the detached TABS `tabsId` the root's only child; the grid's children move to the end of its
 * first TAB and the grid node goes (deleteTopLevelTabs brings it back).
 */
export function promoteTabs(draft: LayoutDraft, tabsId: string): void {
  const firstTabId = draft.get(tabsId)?.children[0];
  const gridChildren = draft.get(DASHBOARD_GRID_ID)?.children ?? [];
  const firstTab = firstTabId ? draft.edit(firstTabId) : undefined;
  if (firstTab) firstTab.children.push(...gridChildren);
  draft.removeNode(DASHBOARD_GRID_ID);
  draft.edit(DASHBOARD_ROOT_ID)!.children = [tabsId];
}

/**
 * Moves the grid's children into the first TAB of a new top-level TABS. Unchanged when the dashboard
 * already has top-level tabs or when the grid's own tabs would then nest too deep.
 */
export function createTopLevelTabs(layout: DashboardLayout): DashboardLayout {
  const grid = layout[DASHBOARD_GRID_ID];
  if (topLevelTabsId(layout) || !grid || layout[DASHBOARD_ROOT_ID]?.children[0] !== DASHBOARD_GRID_ID)
    return layout;
  if (1 + Math.max(0, ...grid.children.map((id) => tabsDepthOf(layout, id))) > MAX_TABS_DEPTH) return layout;
  const draft = new LayoutDraft(layout);
  const nodes = newComponentNodes('TABS');
  nodes.forEach((node) => draft.add(node));
  promoteTabs(draft, nodes[0]!.id);
  return draft.layout;
}

/** Moves every top-level tab's children, tab after tab, back into the grid, which the root holds again. */
export function deleteTopLevelTabs(layout: DashboardLayout): DashboardLayout {
  const tabsId = topLevelTabsId(layout);
  if (!tabsId) return layout;
  const draft = new LayoutDraft(layout);
  const tabIds = layout[tabsId]!.children;
  const children = tabIds.flatMap((tabId) => layout[tabId]?.children ?? []);
  for (const tabId of tabIds) draft.edit(tabId)!.children = [];
  draft.removeSubtree(tabsId);
  draft.restoreGrid(children);
  return draft.layout;
}

/**
 * Wraps sibling components of a GRID or TAB (or all of the grid's children, with 'grid') in a new TABS
 * put where the first of them was; they keep their order in its first TAB. Unchanged when the ids are
 * not siblings in such a parent or when tabs would nest deeper than MAX_TABS_DEPTH.
 */
export function wrapInTabs(layout: DashboardLayout, ids: string[] | 'grid'): DashboardLayout {
  const parentId =
    ids === 'grid' ? DASHBOARD_GRID_ID : ids[0] !== undefined ? parentIdOf(layout, ids[0]) : null;
  const parent = parentId ? layout[parentId] : undefined;
  if (!parentId || !parent || (parent.type !== 'GRID' && parent.type !== 'TAB')) return layout;
  if (pathToNode(layout, parentId).length === 0) return layout;
  const wanted = new Set(ids === 'grid' ? parent.children : ids);
  const moved = parent.children.filter((id) => wanted.has(id));
  if (moved.length === 0 || moved.length !== wanted.size) return layout;

  const inner = Math.max(0, ...moved.map((id) => tabsDepthOf(layout, id)));
  if (!tabsDepthFits(layout, parentId, 1 + inner)) return layout;

  const draft = new LayoutDraft(layout);
  const [tabs, tab] = newComponentNodes('TABS');
  tab!.children.push(...moved);
  draft.add(tabs!);
  draft.add(tab!);
  const at = parent.children.indexOf(moved[0]!);
  const edited = draft.edit(parentId)!;
  edited.children = edited.children.filter((id) => !wanted.has(id));
  edited.children.splice(at, 0, tabs!.id);
  return draft.layout;
}
