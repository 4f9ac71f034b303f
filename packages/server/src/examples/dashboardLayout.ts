/**
 * Builds a Superset layout tree (position_json, DASHBOARD_VERSION_KEY v2) from a compact description:
 * ROOT_ID → GRID_ID → rows of CHART / MARKDOWN cells, HEADER rows, and TABS → TAB → rows. Widths are
 * columns of the 12-column grid, heights grid units (Superset's default chart height is 50). Parents
 * are not stored: they are derived from children.
 */

export type LayoutCell =
  { chart: string; width: number; height?: number } | { markdown: string; width: number; height?: number };

export type LayoutBlock =
  { row: LayoutCell[] } | { header: string } | { tabs: { title: string; blocks: LayoutBlock[] }[] };

interface LayoutNode {
  id: string;
  type: string;
  children: string[];
  meta?: Record<string, unknown>;
}

export const GRID_WIDTH = 12;
const DEFAULT_HEIGHT = 50;

/** `chartIds` maps a chart key to its id; `chartNames` to its name (Superset keeps sliceName in meta). */
export function buildDashboardLayout(
  title: string,
  blocks: LayoutBlock[],
  chartIds: ReadonlyMap<string, number>,
  chartNames: ReadonlyMap<string, string>,
): Record<string, unknown> {
  const nodes: Record<string, LayoutNode> = {};
  const counters = new Map<string, number>();
  const nextId = (type: string) => {
    const n = (counters.get(type) ?? 0) + 1;
    counters.set(type, n);
    return `${type}-${n}`;
  };
  const add = (node: LayoutNode) => {
    nodes[node.id] = node;
    return node.id;
  };

  const cell = (item: LayoutCell): string => {
    const height = item.height ?? DEFAULT_HEIGHT;
    if ('markdown' in item) {
      return add({
        id: nextId('MARKDOWN'),
        type: 'MARKDOWN',
        children: [],
        meta: { width: item.width, height, code: item.markdown },
      });
    }
    const chartId = chartIds.get(item.chart);
    if (chartId === undefined)
      throw new Error(`Dashboard "${title}" refers to unknown chart "${item.chart}"`);
    return add({
      id: `CHART-${item.chart}`,
      type: 'CHART',
      children: [],
      meta: { chartId, width: item.width, height, sliceName: chartNames.get(item.chart) },
    });
  };

  const block = (item: LayoutBlock): string => {
    if ('header' in item) {
      return add({
        id: nextId('HEADER'),
        type: 'HEADER',
        children: [],
        meta: { text: item.header, headerSize: 'MEDIUM_HEADER', background: 'BACKGROUND_TRANSPARENT' },
      });
    }
    if ('tabs' in item) {
      const tabs = item.tabs.map((tab) =>
        add({
          id: nextId('TAB'),
          type: 'TAB',
          children: tab.blocks.map(block),
          meta: { text: tab.title, defaultText: 'Tab title' },
        }),
      );
      return add({ id: nextId('TABS'), type: 'TABS', children: tabs, meta: {} });
    }
    const used = item.row.reduce((sum, c) => sum + c.width, 0);
    if (used > GRID_WIDTH)
      throw new Error(`Dashboard "${title}": a row is ${used} columns wide (max ${GRID_WIDTH})`);
    return add({
      id: nextId('ROW'),
      type: 'ROW',
      children: item.row.map(cell),
      meta: { background: 'BACKGROUND_TRANSPARENT' },
    });
  };

  const gridChildren = blocks.map(block);
  return {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
    GRID_ID: { id: 'GRID_ID', type: 'GRID', children: gridChildren },
    HEADER_ID: { id: 'HEADER_ID', type: 'HEADER', meta: { text: title } },
    ...nodes,
  };
}

/** Chart keys a layout places, in order (so the dashboard's chart list matches its layout). */
export function chartKeysOf(blocks: LayoutBlock[]): string[] {
  return blocks.flatMap((item) => {
    if ('header' in item) return [];
    if ('tabs' in item) return item.tabs.flatMap((tab) => chartKeysOf(tab.blocks));
    return item.row.flatMap((c) => ('chart' in c ? [c.chart] : []));
  });
}
