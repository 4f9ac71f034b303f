// @vitest-environment jsdom
import '../../../../testing/jsdomPolyfills';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { NewComponentItem } from '../../builder/NewComponentItem';
import { selectDashboardState, selectLayout } from '../../state/dashboardSlice';
import { testOwnedDashboard, testSlice } from '../../testing/dashboardFixtures';
import { renderDashboardUi, stubChartDataApi } from '../../../../appTesting/dashboard/renderDashboard';
import { DashboardLayoutView } from '../DashboardLayoutView';
import { DashboardDndProvider } from './DashboardDndProvider';

/**
 * jsdom has no layout, so every element the drag logic measures gets a made-up box: the grid 1200 × 900,
 * row 1 across the top (400 high) holding chart 1 (4 columns), the panel item to the right.
 */
const BOXES: [selector: string, box: { left: number; top: number; width: number; height: number }][] = [
  ['[data-testid="panel-chart"]', { left: 1300, top: 0, width: 200, height: 50 }],
  ['[data-layout-id="CHART-1"]', { left: 0, top: 0, width: 384, height: 400 }],
  ['[data-layout-id="ROW-1"]', { left: 0, top: 0, width: 1200, height: 400 }],
  ['.sl-row', { left: 0, top: 0, width: 1200, height: 400 }],
  ['.sl-stack-grid', { left: 0, top: 0, width: 1200, height: 900 }],
];

const original = Element.prototype.getBoundingClientRect;
beforeAll(() => {
  Element.prototype.getBoundingClientRect = function (this: Element) {
    const match = BOXES.find(([selector]) => this.matches(selector));
    const { left, top, width, height } = match?.[1] ?? { left: 0, top: 0, width: 0, height: 0 };
    return {
      left,
      top,
      width,
      height,
      x: left,
      y: top,
      right: left + width,
      bottom: top + height,
      toJSON: () => ({}),
    } as DOMRect;
  };
});
afterAll(() => {
  Element.prototype.getBoundingClientRect = original;
});
// The real chart holders load their data from this fake API.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  stubChartDataApi();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const position = {
  DASHBOARD_VERSION_KEY: 'v2',
  ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'], meta: {} },
  GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-1'], meta: {} },
  'ROW-1': { id: 'ROW-1', type: 'ROW', children: ['CHART-1'], meta: {} },
  'CHART-1': { id: 'CHART-1', type: 'CHART', children: [], meta: { chartId: 1, width: 4, height: 50 } },
};

function renderEditor() {
  const newSlice = testSlice(9, { slice_name: 'New one' });
  const { store } = renderDashboardUi(
    <DashboardDndProvider>
      <DashboardLayoutView />
      <NewComponentItem
        dragId="new-chart:9"
        type="CHART"
        label="New one"
        meta={{ chartId: 9, sliceName: 'New one', width: 4, height: 50 }}
        slice={newSlice}
      >
        <span data-testid="panel-chart">New one</span>
      </NewComponentItem>
    </DashboardDndProvider>,
    {
      dashboard: testOwnedDashboard({ position_json: JSON.stringify(position) }),
      charts: [testSlice(1)],
      editMode: true,
    },
  );
  return store;
}

const pointer = (x: number, y: number) => ({
  clientX: x,
  clientY: y,
  isPrimary: true,
  button: 0,
  pointerId: 1,
});

async function drag(from: Element, to: { x: number; y: number }) {
  await act(async () => {
    fireEvent.pointerDown(from, pointer(1350, 20));
  });
  await act(async () => {
    fireEvent.pointerMove(document, pointer(1340, 20));
  });
  await act(async () => {
    fireEvent.pointerMove(document, pointer(to.x, to.y));
  });
  await act(async () => {
    fireEvent.pointerMove(document, pointer(to.x + 1, to.y));
  });
}

async function release(at: { x: number; y: number }) {
  await act(async () => {
    fireEvent.pointerUp(document, pointer(at.x, at.y));
  });
}

describe('DashboardDndProvider', () => {
  it('drops a saved chart from the panel into a row with room, after the chart under the pointer', async () => {
    const store = renderEditor();
    const item = screen.getByTestId('panel-chart').parentElement!;
    await drag(item, { x: 800, y: 200 });
    expect(screen.getByTestId('dashboard-drop-indicator')).toBeTruthy();
    await release({ x: 801, y: 200 });
    const layout = selectLayout(store.getState());
    const row = layout['ROW-1']!.children;
    expect(row).toHaveLength(2);
    expect(layout[row[1]!]).toMatchObject({ type: 'CHART', meta: { chartId: 9, width: 4, height: 50 } });
    // The chart's entity joins the dashboard so its holder loads it.
    expect(store.getState().dashboard.slices[9]?.slice_name).toBe('New one');
    expect(selectDashboardState(store.getState()).sliceIds).toContain(9);
    expect(screen.queryByTestId('dashboard-drop-indicator')).toBeNull();
    // (The holder loads its plugin chunk first: more than waitFor's default second on a busy machine.)
    await waitFor(() => expect(store.getState().dashboard.charts[9]?.queriesResponse).toBeTruthy(), {
      timeout: 10_000,
    });
  });

  it('drops below the rows into a new row of the grid', async () => {
    const store = renderEditor();
    await drag(screen.getByTestId('panel-chart').parentElement!, { x: 600, y: 700 });
    await release({ x: 601, y: 700 });
    const grid = selectLayout(store.getState()).GRID_ID!.children;
    expect(grid).toHaveLength(2);
    const newRow = selectLayout(store.getState())[grid[1]!]!;
    expect(newRow.type).toBe('ROW');
    expect(selectLayout(store.getState())[newRow.children[0]!]!.meta.chartId).toBe(9);
  });

  it('moves a chart by its handle into a new row; the row it leaves empty goes', async () => {
    const store = renderEditor();
    const chart = document.querySelector('[data-layout-id="CHART-1"]')!;
    const handle = chart.querySelector('[data-testid="dashboard-drag-handle"]')!;
    await drag(handle, { x: 600, y: 700 });
    await release({ x: 601, y: 700 });
    const layout = selectLayout(store.getState());
    expect(layout['ROW-1']).toBeUndefined();
    expect(layout.GRID_ID!.children).toHaveLength(1);
    expect(layout[layout.GRID_ID!.children[0]!]!.children).toEqual(['CHART-1']);
    expect(selectDashboardState(store.getState()).hasUnsavedChanges).toBe(true);
  });

  it('changes nothing when dropped outside every container', async () => {
    const store = renderEditor();
    const before = selectLayout(store.getState());
    await drag(screen.getByTestId('panel-chart').parentElement!, { x: 2000, y: 2000 });
    expect(screen.queryByTestId('dashboard-drop-indicator')).toBeNull();
    await release({ x: 2001, y: 2000 });
    expect(selectLayout(store.getState())).toBe(before);
  });
});
