import { newComponentNodes } from './layoutComponents.js';
import { LayoutDraft } from './layoutDraft.js';
import { topLevelTabsId } from './layoutTabs.js';
import { chartIdsOf, descendantsOf, emptyLayout } from './layoutTree.js';
import {
  DASHBOARD_GRID_ID,
  DASHBOARD_ROOT_ID,
  DEFAULT_CHART_HEIGHT,
  GRID_COLUMN_COUNT,
  GRID_DEFAULT_CHART_WIDTH,
  type DashboardLayout,
} from './layoutTypes.js';

/** A chart of the dashboard as hydration sees it; width/height only when the caller knows a size. */
export interface HydrationChart {
  id: number;
  slice_name: string;
  width?: number;
  height?: number;
}

/**
 * The container missing charts go into: the grid, or the first TAB of the top-level tabs (the first tab
 * is the one a viewer sees on opening). Created when the layout has neither.
 */
function appendContainerId(draft: LayoutDraft): string {
  const tabsId = topLevelTabsId(draft.layout);
  if (tabsId) {
    const firstTab = draft.get(tabsId)!.children[0];
    if (firstTab) return firstTab;
    const [tab] = newComponentNodes('TAB');
    draft.add(tab!);
    draft.insert(tab!.id, tabsId, 0);
    return tab!.id;
  }
  if (!draft.get(DASHBOARD_GRID_ID) || draft.get(DASHBOARD_ROOT_ID)!.children[0] !== DASHBOARD_GRID_ID) {
    draft.restoreGrid(draft.get(DASHBOARD_GRID_ID)?.children ?? []);
  }
  return DASHBOARD_GRID_ID;
}

/**
 * The layout a dashboard opens with. It starts from an empty layout when there is
 * none. CHART nodes take their chart's current name (it may have been renamed in explore). Charts of the
 * dashboard the layout does not show are appended, in the order given, into new rows at the end of the
 * grid (or of the first top-level tab), 4 columns wide and 50 units high unless the chart says otherwise:
 * "A new row starts when the current row is empty or when adding the chart would exceed the grid's
 * column limit", so the first appended chart always opens a new row and later ones fill it while the
 * widths add up to 12 at most. CHART nodes whose chart is not in `charts` are kept: the chart may only be
 * hidden from this user, and saving must not drop it for everyone.
 */
export function hydrateLayout(
  layout: DashboardLayout | null,
  charts: readonly HydrationChart[],
): DashboardLayout {
  const draft = new LayoutDraft(layout ?? emptyLayout());
  if (!draft.get(DASHBOARD_ROOT_ID)) return hydrateLayout(null, charts);
  const names = new Map(charts.map((chart) => [chart.id, chart.slice_name]));
  for (const id of descendantsOf(draft.layout, DASHBOARD_ROOT_ID)) {
    const node = draft.get(id)!;
    const chartId = node.meta.chartId;
    if (node.type !== 'CHART' || typeof chartId !== 'number' || !names.has(chartId)) continue;
    if (node.meta.sliceName !== names.get(chartId)) draft.edit(id)!.meta.sliceName = names.get(chartId);
  }

  const placed = new Set(chartIdsOf(draft.layout));
  const missing: HydrationChart[] = [];
  for (const chart of charts) {
    if (placed.has(chart.id)) continue;
    placed.add(chart.id);
    missing.push(chart);
  }
  if (missing.length === 0) return draft.layout;

  const containerId = appendContainerId(draft);
  let rowId: string | null = null;
  let rowWidth = 0;
  for (const chart of missing) {
    const width = Math.max(1, Math.min(GRID_COLUMN_COUNT, chart.width ?? GRID_DEFAULT_CHART_WIDTH));
    if (rowId === null || rowWidth === 0 || rowWidth + width > GRID_COLUMN_COUNT) {
      const [row] = newComponentNodes('ROW');
      draft.add(row!);
      draft.insert(row!.id, containerId, Infinity);
      rowId = row!.id;
      rowWidth = 0;
    }
    const [node] = newComponentNodes('CHART', {
      chartId: chart.id,
      sliceName: chart.slice_name,
      width,
      height: chart.height ?? DEFAULT_CHART_HEIGHT,
    });
    draft.add(node!);
    draft.insert(node!.id, rowId, Infinity);
    rowWidth += width;
  }
  return draft.layout;
}
