import { newLayoutId, pathToNode } from './layoutTree.js';
import {
  DEFAULT_CHART_HEIGHT,
  GRID_COLUMN_COUNT,
  GRID_DEFAULT_CHART_WIDTH,
  type DashboardLayout,
  type LayoutNode,
  type LayoutNodeMeta,
  type LayoutNodeType,
} from './layoutTypes.js';
import { DASHBOARD_MESSAGES } from './messages.js';

/** What a new component of each type starts with, and the width a node takes in a row. */

/** Components that take grid columns in a row (DYNAMIC behaves like CHART). */
const SIZED_TYPES: ReadonlySet<LayoutNodeType> = new Set(['CHART', 'MARKDOWN', 'COLUMN', 'DYNAMIC']);

/** Components a GRID or TAB only holds inside a ROW. */
export function needsRow(type: LayoutNodeType): boolean {
  return SIZED_TYPES.has(type);
}

/** A node's default meta: charts and markdown 4 × 50, columns 4 wide, headers medium and empty. */
export function defaultMeta(type: LayoutNodeType): LayoutNodeMeta {
  switch (type) {
    case 'CHART':
    case 'DYNAMIC':
      return { width: GRID_DEFAULT_CHART_WIDTH, height: DEFAULT_CHART_HEIGHT };
    case 'MARKDOWN':
      return {
        width: GRID_DEFAULT_CHART_WIDTH,
        height: DEFAULT_CHART_HEIGHT,
        code: DASHBOARD_MESSAGES.markdownDefaultCode,
      };
    case 'COLUMN':
      return { width: GRID_DEFAULT_CHART_WIDTH, background: 'BACKGROUND_TRANSPARENT' };
    case 'ROW':
      return { background: 'BACKGROUND_TRANSPARENT' };
    case 'HEADER':
      return { text: '', headerSize: 'MEDIUM_HEADER', background: 'BACKGROUND_TRANSPARENT' };
    case 'TAB':
      return {
        text: '',
        defaultText: DASHBOARD_MESSAGES.tabDefaultText,
        placeholder: DASHBOARD_MESSAGES.tabPlaceholder,
      };
    default:
      return {};
  }
}

/**
 * The nodes of a new component: the component itself (default meta, overridden by `meta`) and, for
 * TABS, its first TAB. The component's id comes first.
 */
export function newComponentNodes(type: LayoutNodeType, meta: LayoutNodeMeta = {}): LayoutNode[] {
  const node: LayoutNode = {
    id: newLayoutId(type),
    type,
    children: [],
    meta: { ...defaultMeta(type), ...meta },
  };
  if (type !== 'TABS') return [node];
  const tab: LayoutNode = { id: newLayoutId('TAB'), type: 'TAB', children: [], meta: defaultMeta('TAB') };
  node.children.push(tab.id);
  return [node, tab];
}

/** The grid columns a node takes in a row: its width, the default for sized types without one, else 0. */
export function widthOf(node: Pick<LayoutNode, 'type' | 'meta'>): number {
  if (!SIZED_TYPES.has(node.type)) return 0;
  const { width } = node.meta;
  return typeof width === 'number' && Number.isFinite(width) ? width : GRID_DEFAULT_CHART_WIDTH;
}

/** The columns a row's children take together, leaving out `exceptId`. */
export function occupiedWidth(layout: DashboardLayout, rowId: string, exceptId?: string): number {
  let sum = 0;
  for (const child of layout[rowId]?.children ?? []) {
    const node = layout[child];
    if (node && child !== exceptId) sum += widthOf(node);
  }
  return sum;
}

/** The columns a ROW may fill: its nearest COLUMN ancestor's width, or the whole grid. */
export function rowCapacity(layout: DashboardLayout, rowId: string): number {
  const column = pathToNode(layout, rowId)
    .reverse()
    .find((id) => layout[id]?.type === 'COLUMN');
  return column ? widthOf(layout[column]!) : GRID_COLUMN_COUNT;
}
