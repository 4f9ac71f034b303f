import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadDashboard } from '../state/dashboardThunks';
import { testDashboard, testSlice } from '../testing/dashboardFixtures';
import { createDashboardStore, stubDashboardApi } from '../../../appTesting/dashboard/renderDashboard';

const box = testSlice(10, {
  viz_type: 'filter_box',
  form_data: {
    datasource: '1__table',
    viz_type: 'filter_box',
    filter_configs: [
      { column: 'year_id', multiple: false, defaultValue: '2004' },
      { column: 'code', multiple: false, defaultValue: '42' },
    ],
  },
});
const dataset = {
  id: 1,
  uid: '1__table',
  columns: [
    { column_name: 'year_id', type: 'BIGINT' },
    { column_name: 'code', type: 'VARCHAR(8)' },
  ],
};

async function loadedStore(datasetAnswer: () => { status?: number; body: unknown }) {
  stubDashboardApi({
    'GET /api/v1/dashboard/5': () => ({ body: { result: testDashboard() } }),
    'GET /api/v1/dashboard/5/charts': () => ({ body: { result: [box, testSlice(1)] } }),
    'GET /api/v1/dashboard/5/datasets': datasetAnswer,
  });
  const store = createDashboardStore();
  await store.dispatch(loadDashboard({ idOrSlug: '5' }));
  return store;
}

afterEach(() => vi.unstubAllGlobals());

describe('filter-box values typed once the datasets load', () => {
  it("filters by a number column's single-select default as a number, as the box's chart shows it", async () => {
    const store = await loadedStore(() => ({ body: { result: [dataset] } }));
    const { dashboardFilters, chartExtraFormData } = store.getState().dashboard;
    expect(dashboardFilters[10]!.columns).toMatchObject({ year_id: [2004], code: ['42'] });
    expect(chartExtraFormData[1]?.filters).toEqual([
      { col: 'year_id', op: 'IN', val: [2004] },
      { col: 'code', op: 'IN', val: ['42'] },
    ]);
  });

  it('keeps the values as read while the datasets could not be loaded', async () => {
    const store = await loadedStore(() => ({ status: 500, body: { message: 'x' } }));
    expect(store.getState().dashboard.dashboardFilters[10]!.columns).toMatchObject({ year_id: ['2004'] });
  });
});
