import {
  DASHBOARD_GRID_ID,
  DASHBOARD_HEADER_ID,
  DASHBOARD_ROOT_ID,
  type DashboardLayout,
  type LayoutNode,
  type LayoutNodeMeta,
  type LayoutNodeType,
} from '../layoutTypes.js';

/** Test helpers: build layouts from nested specs, print them as outlines, check they are well formed. */

export interface NodeSpec {
  id: string;
  type: LayoutNodeType;
  meta: LayoutNodeMeta;
  children: NodeSpec[];
}

export const node = (
  type: LayoutNodeType,
  id: string,
  children: NodeSpec[] = [],
  meta: LayoutNodeMeta = {},
): NodeSpec => ({
  id,
  type,
  meta,
  children,
});
export const grid = (...children: NodeSpec[]) => node('GRID', DASHBOARD_GRID_ID, children);
export const row = (id: string, ...children: NodeSpec[]) => node('ROW', id, children);
export const column = (id: string, width: number, ...children: NodeSpec[]) =>
  node('COLUMN', id, children, { width });
export const tabs = (id: string, ...children: NodeSpec[]) => node('TABS', id, children);
export const tab = (id: string, ...children: NodeSpec[]) => node('TAB', id, children, { text: id });
export const chart = (id: string, chartId: number, width = 4, height = 50) =>
  node('CHART', id, [], { chartId, width, height, sliceName: `Chart ${chartId}` });
export const markdown = (id: string, width = 4) =>
  node('MARKDOWN', id, [], { width, height: 50, code: '# Hi' });
export const header = (id: string) => node('HEADER', id, [], { text: id });
export const divider = (id: string) => node('DIVIDER', id);

/** A layout whose root holds `top` (the grid by default), plus the header node. */
export function layoutOf(...top: NodeSpec[]): DashboardLayout {
  const out: Record<string, LayoutNode> = {};
  const add = (spec: NodeSpec) => {
    out[spec.id] = {
      id: spec.id,
      type: spec.type,
      children: spec.children.map((c) => c.id),
      meta: { ...spec.meta },
    };
    spec.children.forEach(add);
  };
  add(node('ROOT', DASHBOARD_ROOT_ID, top.length ? top : [grid()]));
  out[DASHBOARD_HEADER_ID] = { id: DASHBOARD_HEADER_ID, type: 'HEADER', children: [], meta: { text: '' } };
  return out;
}

/** Generated ids (`TYPE-` + 12 hex digits) print as `TYPE*`, so outlines are stable. */
const GENERATED = /^([A-Z]+)-[0-9a-f]{12}$/;

/** The tree under `id` as text: `GRID_ID(r1(c1 c2) ROW*(CHART*))`. */
export function outline(layout: DashboardLayout, id: string = DASHBOARD_GRID_ID): string {
  const current = layout[id];
  if (!current) return `?${id}`;
  const name = id.replace(GENERATED, '$1*');
  if (current.children.length === 0) return name;
  return `${name}(${current.children.map((child) => outline(layout, child)).join(' ')})`;
}

/**
 * Every child id points at a node, every node but the root and the header has exactly one parent, and
 * the root reaches every node (the invariants parseLayout and the edits keep). Returns the problems.
 */
export function layoutProblems(layout: DashboardLayout): string[] {
  const problems: string[] = [];
  const parents = new Map<string, number>();
  for (const current of Object.values(layout)) {
    for (const child of current.children) {
      if (!layout[child]) problems.push(`${current.id} lists missing ${child}`);
      parents.set(child, (parents.get(child) ?? 0) + 1);
    }
  }
  for (const id of Object.keys(layout)) {
    if (layout[id]!.id !== id) problems.push(`${id} carries id ${layout[id]!.id}`);
    if (id === DASHBOARD_ROOT_ID || id === DASHBOARD_HEADER_ID) continue;
    if (parents.get(id) !== 1) problems.push(`${id} has ${parents.get(id) ?? 0} parents`);
  }
  if (!layout[DASHBOARD_ROOT_ID]) problems.push('no root');
  const reached = new Set<string>([DASHBOARD_ROOT_ID, DASHBOARD_HEADER_ID]);
  const walk = (id: string) =>
    layout[id]?.children.forEach((child) => {
      if (reached.has(child)) return;
      reached.add(child);
      walk(child);
    });
  walk(DASHBOARD_ROOT_ID);
  for (const id of Object.keys(layout)) if (!reached.has(id)) problems.push(`${id} is unreachable`);
  return problems;
}
