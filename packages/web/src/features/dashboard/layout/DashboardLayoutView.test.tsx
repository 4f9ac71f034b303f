// @vitest-environment jsdom
import '../../../testing/jsdomPolyfills';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppStore } from '../../../platform/appState';
import { selectDashboardState, selectLayout, setEditMode } from '../state/dashboardSlice';
import { testOwnedDashboard, testSlice } from '../testing/dashboardFixtures';
import { renderDashboardUi, stubChartDataApi } from '../../../appTesting/dashboard/renderDashboard';
import { DashboardLayoutView } from './DashboardLayoutView';
import { widthPx } from './gridGeometry';

const GRID_WIDTH = 1200;

beforeAll(() => {
  // jsdom has no layout: give the grid and tab containers a width to compute chart sizes from.
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return this.classList.contains('sl-stack') ? GRID_WIDTH : 0;
    },
  });
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

const node = (id: string, type: string, children: string[] = [], meta: Record<string, unknown> = {}) => ({
  id,
  type,
  children,
  meta,
});

const tabbedLayout = {
  DASHBOARD_VERSION_KEY: 'v2',
  ROOT_ID: node('ROOT_ID', 'ROOT', ['TABS-top']),
  HEADER_ID: node('HEADER_ID', 'HEADER', [], { text: 'Sales' }),
  'TABS-top': node('TABS-top', 'TABS', ['TAB-overview', 'TAB-details']),
  'TAB-overview': node('TAB-overview', 'TAB', ['HEADER-intro', 'ROW-1', 'DIVIDER-1'], { text: 'Overview' }),
  'TAB-details': node('TAB-details', 'TAB', ['ROW-2'], { text: 'Details' }),
  'HEADER-intro': node('HEADER-intro', 'HEADER', [], { text: 'Key numbers', headerSize: 'LARGE_HEADER' }),
  'ROW-1': node('ROW-1', 'ROW', ['CHART-1', 'MARKDOWN-1'], { background: 'BACKGROUND_WHITE' }),
  'CHART-1': node('CHART-1', 'CHART', [], { chartId: 1, width: 6, height: 50 }),
  'MARKDOWN-1': node('MARKDOWN-1', 'MARKDOWN', [], {
    width: 6,
    height: 30,
    code: '# Notes\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n<script>window.hacked = true</script><b>raw</b>',
  }),
  'DIVIDER-1': node('DIVIDER-1', 'DIVIDER'),
  'ROW-2': node('ROW-2', 'ROW', ['COLUMN-1']),
  'COLUMN-1': node('COLUMN-1', 'COLUMN', ['CHART-2'], { width: 3 }),
  'CHART-2': node('CHART-2', 'CHART', [], { chartId: 2, width: 8, height: 40 }),
};

const emptyLayout = {
  DASHBOARD_VERSION_KEY: 'v2',
  ROOT_ID: node('ROOT_ID', 'ROOT', ['GRID_ID']),
  GRID_ID: node('GRID_ID', 'GRID'),
  HEADER_ID: node('HEADER_ID', 'HEADER', [], { text: 'Sales' }),
};

function renderLayout(
  positionJson: object,
  url = '/dashboard/sales/',
  charts = [testSlice(1), testSlice(2)],
) {
  const dashboard = testOwnedDashboard({ position_json: JSON.stringify(positionJson) });
  return renderDashboardUi(<DashboardLayoutView />, { dashboard, charts, url });
}

const chartIds = () =>
  screen.queryAllByTestId('dashboard-chart').map((chart) => chart.getAttribute('data-chart-id'));

/** A holder loads its plugin chunk first, markdown its parser chunk: longer than waitFor's default second. */
const LOAD = { timeout: 10_000 };

/** Whether a chart's query ran (a chart not shown yet keeps its initial state, without results). */
const queried = (store: AppStore, chartId: number) =>
  !!store.getState().dashboard.charts[chartId]?.queriesResponse;

describe('DashboardLayoutView in view mode', () => {
  it('draws top-level tabs, then the open tab: header, a row of a chart and markdown, a divider', async () => {
    const { store } = renderLayout(tabbedLayout);
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Overview', 'Details']);
    expect(screen.getByRole('heading', { level: 2, name: 'Key numbers' })).toBeTruthy();

    const row = document.querySelector('[data-layout-id="ROW-1"] .sl-row') as HTMLElement;
    expect(row.style.background).toBe('rgb(255, 255, 255)');
    const [chart, markdown] = Array.from(row.children) as HTMLElement[];
    expect(chart!.getAttribute('data-layout-id')).toBe('CHART-1');
    expect(markdown!.getAttribute('data-layout-id')).toBe('MARKDOWN-1');
    expect(document.querySelector('[data-layout-id="DIVIDER-1"] hr')).toBeTruthy();

    // 6 of 12 columns of the measured grid, 50 units of 8 px.
    const holder = screen.getByTestId('dashboard-chart');
    expect(holder.getAttribute('data-chart-id')).toBe('1');
    expect(holder.style.width).toBe(`${widthPx(6, GRID_WIDTH)}px`);
    expect(holder.style.height).toBe('400px');

    // The hidden tab is not drawn, so its chart does not load yet.
    expect(chartIds()).toEqual(['1']);
    await waitFor(() => expect(queried(store, 1)).toBe(true), LOAD);
    expect(queried(store, 2)).toBe(false);
    expect(screen.queryByText('Dashboard', { selector: '.sl-hover-menu *' })).toBeNull();
    expect(screen.queryAllByTestId('dashboard-hover-menu')).toHaveLength(0);
  });

  it('renders markdown with GitHub tables and without raw HTML', async () => {
    renderLayout(tabbedLayout);
    const markdown = screen.getByTestId('dashboard-markdown');
    // The markdown parser is its own chunk: the text appears once it has loaded.
    expect(await within(markdown).findByRole('heading', { level: 1, name: 'Notes' }, LOAD)).toBeTruthy();
    expect(within(markdown).getByRole('table')).toBeTruthy();
    expect(markdown.querySelector('script')).toBeNull();
    expect(markdown.querySelector('b')).toBeNull();
  });

  it('opens another tab on click and keeps the open tabs in the URL', async () => {
    const { store, router } = renderLayout(tabbedLayout);
    fireEvent.click(screen.getByRole('tab', { name: 'Details' }));
    await waitFor(() => expect(chartIds()).toEqual(['2']));
    expect(selectDashboardState(store.getState()).activeTabs).toEqual(['TAB-details']);
    await waitFor(() => expect(router.state.location.search).toBe('?activeTabs=TAB-details'));
    // A chart directly in a column takes the column's width (3 columns).
    const holder = screen.getByTestId('dashboard-chart');
    expect(holder.style.width).toBe(`${widthPx(3, GRID_WIDTH)}px`);
    expect(holder.style.height).toBe('320px');
    // Opening the tab loads its chart.
    await waitFor(() => expect(queried(store, 2)).toBe(true), LOAD);
  });

  it('restores the open tabs from the activeTabs URL parameter', async () => {
    renderLayout(tabbedLayout, '/dashboard/sales/?activeTabs=TAB-details');
    await waitFor(() => expect(chartIds()).toEqual(['2']));
  });

  it('opens the tabs leading to the anchor in the URL hash', async () => {
    const { store } = renderLayout(tabbedLayout, '/dashboard/sales/#CHART-2');
    await waitFor(() => expect(chartIds()).toEqual(['2']));
    expect(selectDashboardState(store.getState()).directPathToChild).toEqual([
      'ROOT_ID',
      'TABS-top',
      'TAB-details',
      'ROW-2',
      'COLUMN-1',
      'CHART-2',
    ]);
  });

  it('shows an empty dashboard with a way into edit mode for editors', () => {
    const { store } = renderLayout(emptyLayout, '/dashboard/sales/', []);
    expect(screen.getByText('There are no charts added to this dashboard')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit the dashboard' }));
    expect(selectDashboardState(store.getState()).editMode).toBe(true);
    expect(screen.getByText('Drag and drop components and charts to the dashboard')).toBeTruthy();
  });
});

describe('DashboardLayoutView in edit mode', () => {
  function renderEditing() {
    const rendered = renderLayout(tabbedLayout);
    act(() => {
      rendered.store.dispatch(setEditMode(true));
    });
    return rendered;
  }

  it('gives components hover menus with drag handles and delete', () => {
    const { store } = renderEditing();
    const header = document.querySelector('[data-layout-id="HEADER-intro"]') as HTMLElement;
    expect(within(header).getByTestId('dashboard-drag-handle')).toBeTruthy();
    fireEvent.click(within(header).getByRole('button', { name: 'Delete' }));
    expect(selectLayout(store.getState())['HEADER-intro']).toBeUndefined();
    expect(selectDashboardState(store.getState()).hasUnsavedChanges).toBe(true);
    expect(document.querySelector('[data-layout-id="HEADER-intro"]')).toBeNull();
  });

  it('sets a row background from its hover menu', async () => {
    const { store } = renderEditing();
    const row = document.querySelector('[data-layout-id="ROW-1"]') as HTMLElement;
    const menu = within(row).getAllByTestId('dashboard-hover-menu')[0]!;
    fireEvent.click(within(menu).getByRole('button', { name: 'Background' }));
    fireEvent.click(await screen.findByText('Transparent background'));
    expect(selectLayout(store.getState())['ROW-1']!.meta.background).toBe('BACKGROUND_TRANSPARENT');
  });

  it('adds a tab and opens it', async () => {
    const { store } = renderEditing();
    fireEvent.click(screen.getByRole('button', { name: /Add tab/ }));
    const tabs = selectLayout(store.getState())['TABS-top']!.children;
    expect(tabs).toHaveLength(3);
    expect(selectDashboardState(store.getState()).activeTabs).toContain(tabs[2]);
    await waitFor(() => expect(screen.getByText('Drag and drop components to this tab')).toBeTruthy());
  });

  it('asks before deleting a tab that has content', async () => {
    const { store } = renderEditing();
    const overview = screen.getByRole('tab', { name: /Overview/ });
    const close = overview.parentElement!.querySelector(
      'button[aria-label="remove"], .ant-tabs-tab-remove',
    ) as HTMLElement;
    fireEvent.click(close);
    expect((await screen.findAllByText('Delete dashboard tab?')).length).toBeGreaterThan(0);
    expect(selectLayout(store.getState())['TAB-overview']).toBeDefined();
    fireEvent.click(
      within(document.querySelector('.ant-modal-confirm') as HTMLElement).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(selectLayout(store.getState())['TAB-overview']).toBeUndefined());
    expect(selectLayout(store.getState())['CHART-1']).toBeUndefined();
  });

  it('renders markdown source in an editor on click and saves it when leaving', async () => {
    const { store } = renderEditing();
    fireEvent.click(screen.getByTestId('dashboard-markdown'));
    const editor = await screen.findByRole('textbox');
    fireEvent.change(editor, { target: { value: '## Changed' } });
    fireEvent.pointerDown(document.body);
    await waitFor(() => expect(selectLayout(store.getState())['MARKDOWN-1']!.meta.code).toBe('## Changed'));
    expect(
      await within(screen.getByTestId('dashboard-markdown')).findByRole('heading', {
        level: 2,
        name: 'Changed',
      }),
    ).toBeTruthy();
  });
});
