import { occupiedWidth, rowCapacity, widthOf } from './layoutComponents.js';
import { descendantsOf, parentIdOf, pathToNode } from './layoutTree.js';
import {
  DASHBOARD_GRID_ID,
  DASHBOARD_HEADER_ID,
  DASHBOARD_ROOT_ID,
  type DashboardLayout,
  type LayoutNodeType,
} from './layoutTypes.js';

/** Where a component may be dropped: the nesting rules, the row width budget and the tabs depth. */

/** Tabs nest at most this deep: top-level (or grid) tabs, and one level of tabs inside their tabs. */
export const MAX_TABS_DEPTH = 2;

/** What each container holds (DYNAMIC is checked as CHART). GRID and TAB wrap sized types in a ROW. */
const ALLOWED_CHILDREN: Readonly<Record<LayoutNodeType, readonly LayoutNodeType[]>> = {
  ROOT: ['GRID', 'TABS'],
  GRID: ['ROW', 'TABS', 'HEADER', 'DIVIDER', 'CHART', 'MARKDOWN', 'COLUMN'],
  TAB: ['ROW', 'TABS', 'HEADER', 'DIVIDER', 'CHART', 'MARKDOWN', 'COLUMN'],
  ROW: ['CHART', 'MARKDOWN', 'COLUMN'],
  COLUMN: ['ROW', 'CHART', 'MARKDOWN', 'HEADER', 'DIVIDER'],
  TABS: ['TAB'],
  CHART: [],
  MARKDOWN: [],
  HEADER: [],
  DIVIDER: [],
  DYNAMIC: [],
};

export interface DraggedComponent {
  type: LayoutNodeType;
  /** Set when the component already is in the layout (a move); absent for a new one. */
  id?: string;
  /** Columns it takes; defaults to its own width (or 4 for a new sized component). */
  width?: number;
}

/** How many TABS are nested in a subtree, counting its root when it is a TABS. */
export function tabsDepthOf(layout: DashboardLayout, id: string): number {
  const node = layout[id];
  if (!node) return 0;
  const own = node.type === 'TABS' ? 1 : 0;
  return own + Math.max(0, ...node.children.map((child) => tabsDepthOf(layout, child)));
}

/** TABS nodes on the path from the root down to `id` (inclusive). */
function tabsAbove(layout: DashboardLayout, id: string): number {
  return pathToNode(layout, id).filter((nodeId) => layout[nodeId]?.type === 'TABS').length;
}

/** Whether a subtree holding `depth` levels of TABS may go under `parentId` (MAX_TABS_DEPTH). */
export function tabsDepthFits(layout: DashboardLayout, parentId: string, depth: number): boolean {
  return tabsAbove(layout, parentId) + depth <= MAX_TABS_DEPTH;
}

function draggedTabsDepth(layout: DashboardLayout, dragged: DraggedComponent): number {
  if (dragged.id !== undefined) return tabsDepthOf(layout, dragged.id);
  return dragged.type === 'TABS' ? 1 : 0;
}

/**
 * Whether `dragged` may be dropped into `parentId`. Besides the nesting table: a node never goes into
 * itself or its descendants; the root, the grid, the header node and the top-level tabs stay put; a ROW
 * keeps its children within its capacity (12 columns, or its COLUMN's width), not counting the dragged
 * node when it already is in that row; a ROW moved into a COLUMN must fit its width; the root takes a
 * TABS only while it holds the grid (the tabs become top-level); tabs nest at most MAX_TABS_DEPTH deep.
 */
export function canDrop(layout: DashboardLayout, dragged: DraggedComponent, parentId: string): boolean {
  const parent = layout[parentId];
  if (!parent) return false;
  const type = dragged.type === 'DYNAMIC' ? 'CHART' : dragged.type;
  if (!ALLOWED_CHILDREN[parent.type].includes(type)) return false;

  const existing = dragged.id !== undefined ? layout[dragged.id] : undefined;
  if (dragged.id !== undefined) {
    if (!existing || existing.type !== dragged.type) return false;
    if ([DASHBOARD_ROOT_ID, DASHBOARD_GRID_ID, DASHBOARD_HEADER_ID].includes(dragged.id)) return false;
    if (dragged.id === parentId || descendantsOf(layout, dragged.id).includes(parentId)) return false;
    if (parentIdOf(layout, dragged.id) === DASHBOARD_ROOT_ID) return false;
  }

  if (parent.type === 'ROOT') return canBecomeTopLevel(layout, dragged, type);

  const depth = draggedTabsDepth(layout, dragged);
  if (depth > 0 && !tabsDepthFits(layout, parentId, depth)) return false;

  if (parent.type === 'ROW') {
    const width = dragged.width ?? (existing ? widthOf(existing) : widthOf({ type, meta: {} }));
    return occupiedWidth(layout, parentId, dragged.id) + width <= rowCapacity(layout, parentId);
  }
  if (parent.type === 'COLUMN' && type === 'ROW' && dragged.id !== undefined) {
    return occupiedWidth(layout, dragged.id) <= widthOf(parent);
  }
  return true;
}

/** The root holds the grid or one TABS: a TABS may replace the grid, whose children go into its first TAB. */
function canBecomeTopLevel(
  layout: DashboardLayout,
  dragged: DraggedComponent,
  type: LayoutNodeType,
): boolean {
  const root = layout[DASHBOARD_ROOT_ID]!;
  if (type === 'GRID') return root.children.length === 0;
  const top = root.children[0] ? layout[root.children[0]] : undefined;
  if (!top || top.type !== 'GRID') return false;
  const gridDepth = Math.max(
    0,
    ...top.children.filter((id) => id !== dragged.id).map((id) => tabsDepthOf(layout, id)),
  );
  return Math.max(draggedTabsDepth(layout, dragged), 1 + gridDepth) <= MAX_TABS_DEPTH;
}
