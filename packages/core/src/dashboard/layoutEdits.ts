import { newComponentNodes, occupiedWidth, rowCapacity, widthOf } from './layoutComponents.js';
import { LayoutDraft } from './layoutDraft.js';
import { canDrop } from './layoutDropRules.js';
import { promoteTabs } from './layoutTabs.js';
import { parentIdOf } from './layoutTree.js';
import {
  DASHBOARD_GRID_ID,
  DASHBOARD_HEADER_ID,
  DASHBOARD_ROOT_ID,
  GRID_COLUMN_COUNT,
  GRID_MIN_COLUMN_COUNT,
  GRID_MIN_ROW_UNITS,
  type DashboardLayout,
  type LayoutNodeMeta,
  type LayoutNodeType,
} from './layoutTypes.js';

/**
 * The layout edit operations of edit mode. All are pure: they return a new layout and leave the input
 * alone; an unknown id or a refused drop returns the input itself (same reference), so callers can tell
 * "nothing happened" with `===` and undo history skips it.
 */

export interface LayoutDestination {
  parentId: string;
  /**
   * Position among the parent's children as they are BEFORE the move (the drop indicator's slot): moving
   * the first of [a, b, c] to index 2 gives [b, a, c], to index 3 gives [b, c, a].
   */
  index: number;
}

/**
 * Adds a new component (its default meta overridden by `node.meta`). New TABS come with one TAB; sized
 * components dropped on a GRID or TAB are wrapped in a new ROW; a TABS dropped on the root becomes the
 * top-level tabs. Returns the new component's id, or '' with the input layout when the drop is refused.
 */
export function addComponent(
  layout: DashboardLayout,
  node: { type: LayoutNodeType; meta?: LayoutNodeMeta },
  destination: LayoutDestination,
): { layout: DashboardLayout; id: string } {
  const width = typeof node.meta?.width === 'number' ? node.meta.width : undefined;
  if (!canDrop(layout, { type: node.type, width }, destination.parentId)) return { layout, id: '' };
  const draft = new LayoutDraft(layout);
  const nodes = newComponentNodes(node.type, node.meta);
  nodes.forEach((n) => draft.add(n));
  const id = nodes[0]!.id;
  if (destination.parentId === DASHBOARD_ROOT_ID) promoteTabs(draft, id);
  else draft.place(id, destination.parentId, destination.index);
  return { layout: draft.layout, id };
}

/**
 * Moves a component to another place (same wrapping as addComponent). A ROW or COLUMN the move leaves
 * empty is removed, and so is a TABS left without a TAB.
 */
export function moveComponent(
  layout: DashboardLayout,
  id: string,
  destination: LayoutDestination,
): DashboardLayout {
  const node = layout[id];
  if (!node || !canDrop(layout, { type: node.type, id }, destination.parentId)) return layout;
  const sourceId = parentIdOf(layout, id);
  let index = destination.index;
  if (sourceId === destination.parentId) {
    const from = layout[sourceId]!.children.indexOf(id);
    if (index === from || index === from + 1) return layout;
    if (index > from) index -= 1;
  }
  const draft = new LayoutDraft(layout);
  draft.detach(id);
  if (destination.parentId === DASHBOARD_ROOT_ID) {
    promoteTabs(draft, id);
  } else {
    draft.place(id, destination.parentId, index);
  }
  draft.pruneEmpty(sourceId);
  return draft.layout;
}

/** The widest a component may become where it is: the columns its row leaves free, or its column's width. */
function maxWidthOf(layout: DashboardLayout, id: string): number {
  const parentId = parentIdOf(layout, id);
  const parent = parentId ? layout[parentId] : undefined;
  if (parent?.type === 'ROW') return rowCapacity(layout, parent.id) - occupiedWidth(layout, parent.id, id);
  if (parent?.type === 'COLUMN') return widthOf(parent);
  return GRID_COLUMN_COUNT;
}

/** A COLUMN is at least as wide as the widest row inside it. */
function minWidthOf(layout: DashboardLayout, id: string): number {
  const node = layout[id]!;
  if (node.type !== 'COLUMN') return GRID_MIN_COLUMN_COUNT;
  const rows = node.children.filter((child) => layout[child]?.type === 'ROW');
  return Math.max(GRID_MIN_COLUMN_COUNT, ...rows.map((row) => occupiedWidth(layout, row)));
}

/**
 * Resizes a CHART, MARKDOWN, DYNAMIC (width and height) or COLUMN (width). The width is clamped to
 * [GRID_MIN_COLUMN_COUNT, the columns free in its row]; the height is at least GRID_MIN_ROW_UNITS. A
 * column's charts and markdown take its new width along.
 */
export function resizeComponent(
  layout: DashboardLayout,
  id: string,
  size: { width?: number; height?: number },
): DashboardLayout {
  const node = layout[id];
  if (!node) return layout;
  const meta: LayoutNodeMeta = {};
  const sized = node.type === 'CHART' || node.type === 'MARKDOWN' || node.type === 'DYNAMIC';
  if ((sized || node.type === 'COLUMN') && typeof size.width === 'number' && Number.isFinite(size.width)) {
    const max = maxWidthOf(layout, id);
    const min = Math.min(minWidthOf(layout, id), max);
    const width = Math.max(min, Math.min(max, Math.round(size.width)));
    if (width !== widthOf(node)) meta.width = width;
  }
  if (sized && typeof size.height === 'number' && Number.isFinite(size.height)) {
    const height = Math.max(GRID_MIN_ROW_UNITS, Math.round(size.height));
    if (height !== node.meta.height) meta.height = height;
  }
  if (Object.keys(meta).length === 0) return layout;
  const draft = new LayoutDraft(layout);
  Object.assign(draft.edit(id)!.meta, meta);
  if (node.type === 'COLUMN' && meta.width !== undefined) {
    for (const child of node.children) {
      const type = layout[child]?.type;
      if (type === 'CHART' || type === 'MARKDOWN' || type === 'DYNAMIC')
        draft.edit(child)!.meta.width = meta.width;
    }
  }
  return draft.layout;
}

/**
 * Removes a component and everything under it. An emptied ROW or COLUMN parent goes too; deleting the
 * last TAB removes its TABS (and the root gets an empty grid back when those were the top-level tabs).
 * The root, the grid and the header node cannot be deleted. Deleting the top-level TABS itself deletes
 * its content: use deleteTopLevelTabs to keep it.
 */
export function deleteComponent(layout: DashboardLayout, id: string): DashboardLayout {
  if (!layout[id] || [DASHBOARD_ROOT_ID, DASHBOARD_GRID_ID, DASHBOARD_HEADER_ID].includes(id)) return layout;
  const draft = new LayoutDraft(layout);
  const parentId = draft.detach(id);
  draft.removeSubtree(id);
  if (parentId === DASHBOARD_ROOT_ID) draft.restoreGrid([]);
  else draft.pruneEmpty(parentId);
  return draft.layout;
}

/** Merges `meta` into a component's meta; a key set to undefined is removed. */
export function updateComponentMeta(
  layout: DashboardLayout,
  id: string,
  meta: Partial<LayoutNodeMeta>,
): DashboardLayout {
  const node = layout[id];
  if (!node) return layout;
  const changed = Object.entries(meta).some(
    ([key, value]) => node.meta[key] !== value || (value === undefined && key in node.meta),
  );
  if (!changed) return layout;
  const draft = new LayoutDraft(layout);
  const edited = draft.edit(id)!;
  for (const [key, value] of Object.entries(meta)) {
    if (value === undefined) delete edited.meta[key];
    else edited.meta[key] = value;
  }
  return draft.layout;
}
