import { isRecord } from '../isRecord.js';
import {
  DASHBOARD_GRID_ID,
  DASHBOARD_HEADER_ID,
  DASHBOARD_LAYOUT_VERSION,
  DASHBOARD_ROOT_ID,
  DASHBOARD_VERSION_KEY,
  LAYOUT_NODE_TYPES,
  type DashboardLayout,
  type LayoutNode,
  type LayoutNodeMeta,
  type LayoutNodeType,
} from './layoutTypes.js';

/**
 * Reading and walking the layout tree: parse a stored position_json, write it back, and the lookups
 * every other layout module builds on (parent, path from the root, descendants, charts in document order).
 */

const KNOWN_TYPES: ReadonlySet<string> = new Set(LAYOUT_NODE_TYPES);

/**
 * A dashboard's position_json (text or object) as a layout, or null when it is empty, not JSON, or has no
 * root. Superset's `parents` arrays and the version marker are dropped; entries that are not nodes of a
 * known type are ignored; missing `children`/`meta` are filled. Child ids that point nowhere are dropped,
 * and so is a child listed a second time (a node has one parent; this also breaks cycles). Nodes the root
 * cannot reach are dropped too, except the header node: they would never be shown, and a chart kept only
 * there would count as placed and never be appended by hydration.
 */
export function parseLayout(positionJson: unknown): DashboardLayout | null {
  let raw = positionJson;
  if (typeof raw === 'string') {
    if (!raw.trim()) return null;
    try {
      raw = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  if (!isRecord(raw)) return null;
  const parsed: Record<string, LayoutNode> = {};
  for (const [id, value] of Object.entries(raw)) {
    if (id === DASHBOARD_VERSION_KEY || !isRecord(value)) continue;
    const { type, children, meta } = value;
    if (typeof type !== 'string' || !KNOWN_TYPES.has(type)) continue;
    parsed[id] = {
      id,
      type: type as LayoutNodeType,
      children: Array.isArray(children) ? children.filter((c): c is string => typeof c === 'string') : [],
      meta: isRecord(meta) ? ({ ...meta } as LayoutNodeMeta) : {},
    };
  }
  if (!parsed[DASHBOARD_ROOT_ID]) return null;
  const layout: Record<string, LayoutNode> = {};
  const visit = (id: string) => {
    const node = parsed[id]!;
    layout[id] = node;
    node.children = node.children.filter((child) => child in parsed && !(child in layout));
    // Mark the kept children before descending, so a later sibling's subtree cannot claim them.
    for (const child of node.children) layout[child] = parsed[child]!;
    for (const child of node.children) visit(child);
  };
  visit(DASHBOARD_ROOT_ID);
  const header = parsed[DASHBOARD_HEADER_ID];
  if (header && !(DASHBOARD_HEADER_ID in layout)) layout[DASHBOARD_HEADER_ID] = { ...header, children: [] };
  return layout;
}

/** The position_json object to store: every node plus the version marker v2. */
export function serializeLayout(layout: DashboardLayout): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [id, node] of Object.entries(layout)) {
    out[id] = { id, type: node.type, children: [...node.children], meta: { ...node.meta } };
  }
  out[DASHBOARD_VERSION_KEY] = DASHBOARD_LAYOUT_VERSION;
  return out;
}

/** A new dashboard's layout: the root holding an empty grid, and the header node. */
export function emptyLayout(): DashboardLayout {
  return {
    [DASHBOARD_ROOT_ID]: { id: DASHBOARD_ROOT_ID, type: 'ROOT', children: [DASHBOARD_GRID_ID], meta: {} },
    [DASHBOARD_GRID_ID]: { id: DASHBOARD_GRID_ID, type: 'GRID', children: [], meta: {} },
    [DASHBOARD_HEADER_ID]: { id: DASHBOARD_HEADER_ID, type: 'HEADER', children: [], meta: { text: '' } },
  };
}

/** A fresh node id such as `CHART-3f9a1c07b2e4`: the type, then 12 random hex digits. */
export function newLayoutId(type: LayoutNodeType): string {
  return `${type}-${globalThis.crypto.randomUUID().replace(/-/g, '').slice(0, 12)}`;
}

/** The id of the node listing `id` among its children, or null (the root, unknown ids, orphans). */
export function parentIdOf(layout: DashboardLayout, id: string): string | null {
  for (const node of Object.values(layout)) {
    if (node.children.includes(id)) return node.id;
  }
  return null;
}

/**
 * The ids from the root down to `id`, both included (the form of directPathToChild); empty when the
 * node is unknown or the root does not reach it.
 */
export function pathToNode(layout: DashboardLayout, id: string): string[] {
  if (!layout[id]) return [];
  const path = [id];
  const seen = new Set(path);
  let current: string | null = id;
  while (current !== DASHBOARD_ROOT_ID) {
    current = parentIdOf(layout, current);
    if (current === null || seen.has(current)) return [];
    seen.add(current);
    path.unshift(current);
  }
  return path;
}

/** Every node under `id` (not `id` itself), depth first in document order. */
export function descendantsOf(layout: DashboardLayout, id: string): string[] {
  const out: string[] = [];
  const seen = new Set([id]);
  const walk = (nodeId: string) => {
    for (const child of layout[nodeId]?.children ?? []) {
      if (seen.has(child)) continue;
      seen.add(child);
      out.push(child);
      walk(child);
    }
  };
  walk(id);
  return out;
}

/** The nodes the root reaches, in document order (the root first). */
function nodesInDocumentOrder(layout: DashboardLayout): LayoutNode[] {
  return [DASHBOARD_ROOT_ID, ...descendantsOf(layout, DASHBOARD_ROOT_ID)]
    .map((id) => layout[id])
    .filter((node): node is LayoutNode => !!node);
}

/** The chart ids the layout shows, in document order, each once. */
export function chartIdsOf(layout: DashboardLayout): number[] {
  const ids = new Set<number>();
  for (const node of nodesInDocumentOrder(layout)) {
    if (node.type === 'CHART' && typeof node.meta.chartId === 'number') ids.add(node.meta.chartId);
  }
  return [...ids];
}

/** The id of the (first) CHART node showing `chartId`, or null. */
export function chartNodeIdOf(layout: DashboardLayout, chartId: number): string | null {
  const node = nodesInDocumentOrder(layout).find((n) => n.type === 'CHART' && n.meta.chartId === chartId);
  return node?.id ?? null;
}

/**
 * The TAB ids on the path from the root to `id`, outermost first; `id` itself is included when it is a
 * TAB. Activating them all makes the node visible.
 */
export function tabsContaining(layout: DashboardLayout, id: string): string[] {
  return pathToNode(layout, id).filter((nodeId) => layout[nodeId]?.type === 'TAB');
}
