/**
 * The dashboard layout tree: a flat map id → node, stored in a
 * dashboard's position_json with the version marker v2. Parents are derived from children, never stored
 * (Superset's files carry `parents`; parsing drops them).
 */

export const LAYOUT_NODE_TYPES = [
  'ROOT',
  'GRID',
  'ROW',
  'COLUMN',
  'CHART',
  'MARKDOWN',
  'TABS',
  'TAB',
  'HEADER',
  'DIVIDER',
  'DYNAMIC',
] as const;
export type LayoutNodeType = (typeof LAYOUT_NODE_TYPES)[number];

export const DASHBOARD_VERSION_KEY = 'DASHBOARD_VERSION_KEY';
export const DASHBOARD_LAYOUT_VERSION = 'v2';
export const DASHBOARD_ROOT_ID = 'ROOT_ID';
export const DASHBOARD_GRID_ID = 'GRID_ID';
export const DASHBOARD_HEADER_ID = 'HEADER_ID';

/** The grid is 12 columns wide; heights are in grid units of 8 px. */
export const GRID_COLUMN_COUNT = 12;
export const GRID_BASE_UNIT = 8;
export const GRID_GUTTER_SIZE = 16;
export const GRID_MIN_COLUMN_COUNT = 1;
export const GRID_MIN_ROW_UNITS = 5;
/** A new chart is 4 columns wide and 50 units (400 px) high; markdown likewise. */
export const GRID_DEFAULT_CHART_WIDTH = 4;
export const DEFAULT_CHART_HEIGHT = 50;
/** Undo keeps this many steps; an edit past it drops the oldest and sets maxUndoHistoryExceeded. */
export const UNDO_LIMIT = 50;

export type HeaderSize = 'SMALL_HEADER' | 'MEDIUM_HEADER' | 'LARGE_HEADER';
export type LayoutBackground = 'BACKGROUND_TRANSPARENT' | 'BACKGROUND_WHITE';

export interface LayoutNodeMeta {
  /** CHART, MARKDOWN, COLUMN: grid columns (1–12). */
  width?: number;
  /** CHART, MARKDOWN: grid units. */
  height?: number;
  /** CHART */
  chartId?: number;
  sliceName?: string;
  sliceNameOverride?: string;
  uuid?: string;
  /** MARKDOWN: the markdown source. */
  code?: string;
  /** HEADER, TAB: the title. */
  text?: string;
  defaultText?: string;
  placeholder?: string;
  headerSize?: HeaderSize;
  background?: LayoutBackground;
  [key: string]: unknown;
}

export interface LayoutNode {
  id: string;
  type: LayoutNodeType;
  children: string[];
  meta: LayoutNodeMeta;
}

/** id → node; always holds ROOT_ID, and GRID_ID or a top-level TABS under the root. */
export type DashboardLayout = Readonly<Record<string, LayoutNode>>;
