// @vitest-environment jsdom
import '../../../testing/jsdomPolyfills';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DashboardChart } from '../charts/DashboardChart';
import { renderFilterBoxDashboard } from '../../../appTesting/dashboard/filterBoxTestSetup';
import { datasetsLoaded, filterBoxMigrationStep, setDataMask } from '../state/dashboardSlice';
import { testDashboard, testSlice, testUser } from '../testing/dashboardFixtures';
import { renderDashboardUi, stubDashboardApi } from '../../../appTesting/dashboard/renderDashboard';
import { indicatorValue } from './FilterIndicator';
import { selectFilter } from '../../../appTesting/dashboard/filterTestSetup';

const REGION = 'NATIVE_FILTER-region';
const regionFilter = (scope = { rootPath: ['ROOT_ID'], excluded: [] as number[] }) =>
  selectFilter(REGION, 'Region', 'region', { scope });
const EMEA = {
  extraFormData: { filters: [{ col: 'region', op: 'IN' as const, val: ['EMEA'] }] },
  filterState: { label: 'EMEA', value: ['EMEA'] },
};

function renderChart(nativeFilters: unknown[]) {
  stubDashboardApi({
    'POST /api/v1/chart/data': () => ({ body: { result: [] } }),
    'POST /superset/log/': () => ({ body: { message: 'OK' } }),
  });
  return renderDashboardUi(<DashboardChart chartId={1} layoutId="CHART-one" width={400} height={300} />, {
    user: testUser({ id: 7, username: 'owner' }),
    dashboard: testDashboard({
      json_metadata: JSON.stringify({ native_filter_configuration: nativeFilters }),
    }),
    charts: [testSlice(1), testSlice(2, { slice_name: 'Sales by country' })],
  });
}

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('filter indicator on a dashboard chart', () => {
  it('shows no indicator while no filter applies', () => {
    renderChart([regionFilter()]);
    expect(screen.queryByTestId('filter-indicator')).toBeNull();
  });

  it('counts an applied native filter in scope and lists it with its value', async () => {
    const { store } = renderChart([regionFilter()]);
    act(() => {
      store.dispatch(setDataMask({ [REGION]: { id: REGION, ...EMEA } }));
    });
    expect(screen.getByTestId('filter-indicator-count').textContent).toBe('1');
    fireEvent.click(screen.getByTestId('filter-indicator'));
    const popover = await screen.findByTestId('filter-indicator-popover');
    const applied = popover.querySelector('[data-status="applied"]') as HTMLElement;
    expect(within(applied).getByText('Applied filters')).toBeTruthy();
    expect(within(applied).getByTestId('filter-indicator-item').textContent).toBe('Region: EMEA');
  });

  it('shows nothing on a chart the filter scope excludes', () => {
    const { store } = renderChart([regionFilter({ rootPath: ['ROOT_ID'], excluded: [1] })]);
    act(() => {
      store.dispatch(setDataMask({ [REGION]: { id: REGION, ...EMEA } }));
    });
    expect(screen.queryByTestId('filter-indicator')).toBeNull();
  });

  it("lists a filter on a column the chart's dataset lacks as incompatible", async () => {
    const { store } = renderChart([regionFilter()]);
    act(() => {
      store.dispatch(
        datasetsLoaded({
          '1__table': { table_name: 'sales', columns: [{ column_name: 'country' }], metrics: [] },
        }),
      );
      store.dispatch(setDataMask({ [REGION]: { id: REGION, ...EMEA } }));
    });
    expect(screen.getByTestId('filter-indicator-count').textContent).toBe('0');
    fireEvent.click(screen.getByTestId('filter-indicator'));
    const popover = await screen.findByTestId('filter-indicator-popover');
    expect(popover.querySelector('[data-status="applied"]')).toBeNull();
    const incompatible = popover.querySelector('[data-status="incompatible"]') as HTMLElement;
    expect(within(incompatible).getByText('Incompatible filters')).toBeTruthy();
    expect(within(incompatible).getByTestId('filter-indicator-item').textContent).toBe('Region: EMEA');
  });

  it('names a cross-filter after the emitting chart and counts it with the native ones', async () => {
    const { store } = renderChart([regionFilter()]);
    act(() => {
      store.dispatch(
        setDataMask({
          [REGION]: { id: REGION, ...EMEA },
          '2': {
            id: '2',
            extraFormData: { filters: [{ col: 'country', op: 'IN', val: ['FR'] }] },
            filterState: { label: 'FR', value: [['FR']] },
          },
        }),
      );
    });
    expect(screen.getByTestId('filter-indicator-count').textContent).toBe('2');
    fireEvent.click(screen.getByTestId('filter-indicator'));
    const popover = await screen.findByTestId('filter-indicator-popover');
    expect(
      within(popover)
        .getAllByTestId('filter-indicator-item')
        .map((item) => item.textContent),
    ).toEqual(['Region: EMEA', 'Sales by country: FR']);
  });

  it('shows list values joined, nested lists flattened', () => {
    expect(indicatorValue([['FR'], ['DE']])).toBe('FR, DE');
    expect(indicatorValue(undefined)).toBe('');
    expect(indicatorValue(5)).toBe('5');
  });
});

describe('filter indicator with a filter box', () => {
  /** Box 10's field `name` picks Amy and Bob, over every chart but chart 3. */
  const renderWithBox = () =>
    renderFilterBoxDashboard({
      metadata: {
        default_filters: JSON.stringify({ 10: { name: ['Amy', 'Bob'] } }),
        filter_scopes: { '10': { name: { scope: ['ROOT_ID'], immune: [3] } } },
      },
    });
  const chartHolder = (chartId: number) =>
    document.querySelector(`[data-testid="dashboard-chart"][data-chart-id="${chartId}"]`) as HTMLElement;

  it("lists the box's field on the charts in its scope with its values, not on the immune chart", async () => {
    renderWithBox();
    expect(within(chartHolder(3)).queryByTestId('filter-indicator')).toBeNull();
    const chart1 = within(chartHolder(1));
    expect(chart1.getByTestId('filter-indicator-count').textContent).toBe('1');
    fireEvent.click(chart1.getByTestId('filter-indicator'));
    const popover = await screen.findByTestId('filter-indicator-popover');
    const applied = popover.querySelector('[data-status="applied"]') as HTMLElement;
    expect(within(applied).getByTestId('filter-indicator-item').textContent).toBe('name: Amy, Bob');
  });

  it('lists the field as incompatible on a chart whose dataset lacks its column', async () => {
    const { store } = renderWithBox();
    act(() => {
      store.dispatch(
        datasetsLoaded({
          '1__table': { table_name: 'sales', columns: [{ column_name: 'country' }], metrics: [] },
        }),
      );
    });
    const chart1 = within(chartHolder(1));
    expect(chart1.getByTestId('filter-indicator-count').textContent).toBe('0');
    fireEvent.click(chart1.getByTestId('filter-indicator'));
    const popover = await screen.findByTestId('filter-indicator-popover');
    const incompatible = popover.querySelector('[data-status="incompatible"]') as HTMLElement;
    expect(within(incompatible).getByTestId('filter-indicator-item').textContent).toBe('name: Amy, Bob');
  });

  it('drops the filter-box fields once the boxes are migrated away', () => {
    const { store } = renderWithBox();
    expect(within(chartHolder(1)).getByTestId('filter-indicator')).toBeTruthy();
    act(() => {
      store.dispatch(filterBoxMigrationStep({ state: 'converted' }));
    });
    expect(screen.queryByTestId('filter-indicator')).toBeNull();
  });
});
