/** The filter-box test dashboard's layout and box, shared by the store and the rendered tests. Tests only. */
import { testSlice } from '../testing/dashboardFixtures';

const chartNode = (chartId: number) => ({
  id: `CHART-${chartId}`,
  type: 'CHART',
  children: [],
  meta: { chartId, width: 4, height: 50 },
});

/** Row a: the filter box (chart 10) and chart 1; row b: charts 2 and 3. */
export const filterBoxPositionJson = JSON.stringify({
  DASHBOARD_VERSION_KEY: 'v2',
  ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
  GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-a', 'ROW-b'] },
  'ROW-a': { id: 'ROW-a', type: 'ROW', children: ['CHART-10', 'CHART-1'], meta: {} },
  'ROW-b': { id: 'ROW-b', type: 'ROW', children: ['CHART-2', 'CHART-3'], meta: {} },
  'CHART-10': chartNode(10),
  'CHART-1': chartNode(1),
  'CHART-2': chartNode(2),
  'CHART-3': chartNode(3),
});

/** The filter box: chart 10, one multiple-select field on `name`. */
export const filterBoxSlice = testSlice(10, {
  viz_type: 'filter_box',
  form_data: {
    slice_id: 10,
    viz_type: 'filter_box',
    datasource: '1__table',
    filter_configs: [{ column: 'name', multiple: true, clearable: true }],
  },
});
