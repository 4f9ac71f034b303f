import { describe, expect, it } from 'vitest';
import { hydrateLayout, type HydrationChart } from './layoutHydration.js';
import { chartIdsOf } from './layoutTree.js';
import { DASHBOARD_GRID_ID, DASHBOARD_ROOT_ID, type DashboardLayout } from './layoutTypes.js';
import { chart, grid, layoutOf, layoutProblems, outline, row, tab, tabs } from './testing/layoutBuilder.js';

const charts = (...ids: number[]): HydrationChart[] => ids.map((id) => ({ id, slice_name: `Chart ${id}` }));
const sized = (...widths: number[]): HydrationChart[] =>
  widths.map((width, i) => ({ id: 100 + i, slice_name: `Sized ${i}`, width }));

/** The chart ids of each row under `containerId`, row by row. */
function rowsOf(layout: DashboardLayout, containerId: string = DASHBOARD_GRID_ID): number[][] {
  return layout[containerId]!.children.map((rowId) =>
    layout[rowId]!.children.map((id) => layout[id]!.meta.chartId as number),
  );
}

describe('hydrateLayout', () => {
  it('starts from an empty layout and fills rows of three 4-wide, 50-high charts', () => {
    const layout = hydrateLayout(null, charts(1, 2, 3, 4, 5, 6, 7));
    expect(rowsOf(layout)).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    const first = layout[layout[layout[DASHBOARD_GRID_ID]!.children[0]!]!.children[0]!]!;
    expect(first.type).toBe('CHART');
    expect(first.meta).toMatchObject({ chartId: 1, sliceName: 'Chart 1', width: 4, height: 50 });
    expect(layoutProblems(layout)).toEqual([]);
  });

  it('always opens a new row for the first appended chart, even when the last row has room', () => {
    const layout = hydrateLayout(layoutOf(grid(row('r1', chart('c1', 1)))), charts(1, 2, 3));
    expect(outline(layout)).toBe('GRID_ID(r1(c1) ROW*(CHART* CHART*))');
    expect(rowsOf(layout)).toEqual([[1], [2, 3]]);
  });

  it('keeps a row that exactly fills 12 columns and starts the next chart on a new row', () => {
    expect(rowsOf(hydrateLayout(null, sized(6, 6, 4)))).toEqual([[100, 101], [102]]);
    expect(rowsOf(hydrateLayout(null, sized(4, 8, 1)))).toEqual([[100, 101], [102]]);
    expect(rowsOf(hydrateLayout(null, sized(3, 3, 3, 3, 3)))).toEqual([[100, 101, 102, 103], [104]]);
  });

  it('starts a new row when the next chart would pass 12 columns', () => {
    expect(rowsOf(hydrateLayout(null, sized(6, 4, 4, 8, 12, 1)))).toEqual([
      [100, 101],
      [102, 103],
      [104],
      [105],
    ]);
  });

  it('uses a chart width and height when given, clamped to the grid', () => {
    const layout = hydrateLayout(null, [{ id: 5, slice_name: 'Wide', width: 20, height: 30 }]);
    const node = Object.values(layout).find((n) => n.type === 'CHART')!;
    expect(node.meta).toMatchObject({ width: 12, height: 30 });
  });

  it('appends only the charts the layout does not show, in the given order, each once', () => {
    const layout = hydrateLayout(
      layoutOf(grid(row('r1', chart('c1', 1), chart('c3', 3)))),
      charts(4, 1, 2, 3, 4),
    );
    expect(rowsOf(layout)).toEqual([
      [1, 3],
      [4, 2],
    ]);
  });

  it('returns the layout unchanged when every chart is placed and names match', () => {
    const layout = layoutOf(grid(row('r1', chart('c1', 1))));
    expect(hydrateLayout(layout, charts(1))).toBe(layout);
  });

  it('renames CHART nodes after their chart, without touching the input', () => {
    const layout = layoutOf(grid(row('r1', chart('c1', 1))));
    const hydrated = hydrateLayout(layout, [{ id: 1, slice_name: 'Renamed in explore' }]);
    expect(hydrated.c1!.meta.sliceName).toBe('Renamed in explore');
    expect(layout.c1!.meta.sliceName).toBe('Chart 1');
  });

  it('keeps CHART nodes whose chart is not in the list (it may be hidden from this user)', () => {
    const layout = hydrateLayout(layoutOf(grid(row('r1', chart('c1', 1), chart('c9', 9)))), charts(1));
    expect(chartIdsOf(layout)).toEqual([1, 9]);
    expect(layout.c9!.meta.sliceName).toBe('Chart 9');
  });

  it('appends into the first tab of top-level tabs', () => {
    const layout = hydrateLayout(
      layoutOf(tabs('tabs', tab('t1', row('r1', chart('c1', 1))), tab('t2'))),
      charts(1, 2, 3, 4, 5),
    );
    expect(rowsOf(layout, 't1')).toEqual([[1], [2, 3, 4], [5]]);
    expect(layout.t2!.children).toEqual([]);
    expect(layout[DASHBOARD_GRID_ID]).toBeUndefined();
  });

  it('appends into the grid when the tabs are inside the grid', () => {
    const layout = hydrateLayout(
      layoutOf(grid(tabs('tabs', tab('t1', row('r1', chart('c1', 1)))))),
      charts(1, 2),
    );
    expect(outline(layout)).toBe('GRID_ID(tabs(t1(r1(c1))) ROW*(CHART*))');
  });

  it('repairs a root without a grid, and top-level tabs without a tab', () => {
    const rootless = layoutOf(grid());
    const noGrid = { ...rootless, [DASHBOARD_ROOT_ID]: { ...rootless[DASHBOARD_ROOT_ID]!, children: [] } };
    delete (noGrid as Record<string, unknown>)[DASHBOARD_GRID_ID];
    const repaired = hydrateLayout(noGrid, charts(1));
    expect(repaired[DASHBOARD_ROOT_ID]!.children).toEqual([DASHBOARD_GRID_ID]);
    expect(rowsOf(repaired)).toEqual([[1]]);

    const emptyTabs = hydrateLayout(layoutOf(tabs('tabs')), charts(1));
    expect(outline(emptyTabs, 'tabs')).toBe('tabs(TAB*(ROW*(CHART*)))');
    expect(layoutProblems(emptyTabs)).toEqual([]);
  });
});
