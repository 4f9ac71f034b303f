// @vitest-environment jsdom
import '../../../testing/jsdomPolyfills';
import { ChartAnimationContext, defineChartPlugin } from '@sightline/charts';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Profiler, useContext } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { chartRegistry } from '../../charts/chartRegistry';
import type { Handler } from '../../../testing/fakeServer';
import { testDashboard, testSlice, testUser } from '../testing/dashboardFixtures';
import { renderDashboardUi, stubDashboardApi } from '../../../appTesting/dashboard/renderDashboard';
import { setDashboardTitle, setPublished } from '../state/dashboardSlice';
import { DashboardChart } from './DashboardChart';

const user = testUser({ id: 7, username: 'owner' });

/** A chart type that shows whether charts below it animate their first draw (ChartAnimationContext). */
const ANIMATION_VIZ = 'test_animation_context';
function AnimationContextChart() {
  return <span data-testid="animates">{String(useContext(ChartAnimationContext))}</span>;
}
beforeAll(() => {
  const base = chartRegistry.get('big_number_total')!;
  chartRegistry.register(
    defineChartPlugin({
      ...base,
      metadata: {
        ...base.metadata,
        name: 'Animation context test',
        vizType: ANIMATION_VIZ,
        exampleCaption: '',
      },
      transformProps: () => ({}),
      loadComponent: () => Promise.resolve({ default: AnimationContextChart }),
    }),
  );
});

function renderChart(
  chartData: Handler,
  { search = '', onRender = () => undefined, vizType = 'big_number_total' } = {},
) {
  const server = stubDashboardApi({
    'POST /api/v1/chart/data': chartData,
    'POST /superset/log/': () => ({ body: { message: 'OK' } }),
  });
  const { store } = renderDashboardUi(
    <Profiler id="chart" onRender={onRender}>
      <DashboardChart chartId={1} layoutId="CHART-one" width={400} height={300} />
    </Profiler>,
    {
      user,
      dashboard: testDashboard(),
      charts: [
        testSlice(1, {
          description: 'Counts every row',
          viz_type: vizType,
          form_data: { slice_id: 1, viz_type: vizType, datasource: '1__table', metric: 'count' },
        }),
      ],
      url: `/dashboard/sales/${search}`,
    },
  );
  return { server, store };
}

const holder = () => screen.getByTestId('dashboard-chart');

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('DashboardChart', () => {
  it('queries the chart data and shows the answer, keeping its status on the holder', async () => {
    const { server, store } = renderChart(() => ({
      body: { result: [{ colnames: ['count'], coltypes: [0], data: [{ count: 42 }], rowcount: 1 }] },
    }));
    expect(holder().dataset.chartId).toBe('1');
    await waitFor(() => expect(['success', 'rendered']).toContain(holder().dataset.status));
    const call = server.calls.find((c) => c.path === '/api/v1/chart/data')!;
    expect(call.method).toBe('POST');
    expect(store.getState().dashboard.charts[1]?.queriesResponse?.[0]?.rowcount).toBe(1);
    expect(screen.getByTestId('dashboard-chart-title').textContent).toBe('Chart 1');
  });

  it('fails with the spec text for an unexpected 2xx status', async () => {
    renderChart(() => ({ status: 203, body: { result: [] } }));
    expect(
      await screen.findByText('Received unexpected response status (203) while fetching chart data'),
    ).toBeTruthy();
    expect(holder().dataset.status).toBe('failed');
  });

  it("shows the server's error message when the query fails", async () => {
    renderChart(() => ({ status: 400, body: { message: 'Column "nope" does not exist' } }));
    expect(await screen.findByText('Column "nope" does not exist')).toBeTruthy();
    expect(holder().dataset.status).toBe('failed');
  });

  it('offers the header menu in view mode, with the description toggle', async () => {
    const { store } = renderChart(() => ({ body: { result: [] } }));
    fireEvent.click(screen.getByTestId('dashboard-chart-menu'));
    expect(await screen.findByText('Force refresh')).toBeTruthy();
    expect(screen.getByText('Enter fullscreen')).toBeTruthy();
    expect(screen.getByText('Edit chart')).toBeTruthy();
    fireEvent.click(screen.getByText('Toggle chart description'));
    expect(store.getState().dashboard.dashboardState.expandedSlices[1]).toBe(true);
    expect(screen.getByTestId('dashboard-chart-description').textContent).toBe('Counts every row');
  });

  it('has no menu in edit mode but still renders the chart', async () => {
    renderChart(() => ({ body: { result: [] } }), { search: '?edit=true' });
    await waitFor(() => expect(['success', 'rendered']).toContain(holder().dataset.status));
    expect(screen.queryByTestId('dashboard-chart-menu')).toBeNull();
  });

  it('does not render again when the dashboard info changes in ways the chart does not show', async () => {
    let renders = 0;
    const { store } = renderChart(
      () => ({ body: { result: [{ colnames: ['count'], coltypes: [0], data: [{ count: 1 }] }] } }),
      { onRender: () => void (renders += 1) },
    );
    await waitFor(() => expect(holder().dataset.status).toBe('rendered'));
    renders = 0;
    act(() => void store.dispatch(setPublished(false)));
    expect(store.getState().dashboard.info?.published).toBe(false);
    expect(renders).toBe(0);
  });

  it('does not render again when the dashboard title is edited', async () => {
    let renders = 0;
    const { store } = renderChart(
      () => ({ body: { result: [{ colnames: ['count'], coltypes: [0], data: [{ count: 1 }] }] } }),
      { search: '?edit=true', onRender: () => void (renders += 1) },
    );
    await waitFor(() => expect(holder().dataset.status).toBe('rendered'));
    renders = 0;
    act(() => void store.dispatch(setDashboardTitle('Sales 2024')));
    expect(store.getState().dashboard.info?.dashboard_title).toBe('Sales 2024');
    expect(renders).toBe(0);
  });

  it('draws its chart without the opening animation (30 charts tweening at once slow every one)', async () => {
    renderChart(
      () => ({ body: { result: [{ colnames: ['count'], coltypes: [0], data: [{ count: 1 }] }] } }),
      {
        vizType: ANIMATION_VIZ,
      },
    );
    expect((await screen.findByTestId('animates')).textContent).toBe('false');
  });
});
