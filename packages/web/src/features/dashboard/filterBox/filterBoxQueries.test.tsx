// @vitest-environment jsdom
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAppSelector } from '../../../app/hooks';
import { DashboardChart } from '../charts/DashboardChart';
import { queriesOf, type QueryFilter, type SentChartQuery } from '../filters/filterTestSetup';
import { testDashboard, testSlice, testUser } from '../testing/dashboardFixtures';
import { renderDashboardUi, stubDashboardApi } from '../testing/renderDashboard';
import { useFilterBoxHooks, type FilterBoxChartProps } from './useFilterBoxHooks';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const chartNode = (chartId: number) => ({
  id: `CHART-${chartId}`,
  type: 'CHART',
  children: [],
  meta: { chartId, width: 4, height: 50 },
});
// Row a: the filter box (chart 10) and chart 1; row b: charts 2 and 3.
const positionJson = JSON.stringify({
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

const filterBox = testSlice(10, {
  viz_type: 'filter_box',
  form_data: {
    slice_id: 10,
    viz_type: 'filter_box',
    datasource: '1__table',
    filter_configs: [{ column: 'name', multiple: true, clearable: true }],
  },
});

/** Stands in for the filter_box chart: hands its hooks to the test. */
let boxProps: FilterBoxChartProps | null = null;
function FilterBoxHost() {
  const slice = useAppSelector((state) => state.dashboard.slices[10]);
  boxProps = useFilterBoxHooks(10, slice, {});
  return null;
}

function renderWithFilterBox(metadata: Record<string, unknown>) {
  stubDashboardApi({
    'POST /api/v1/chart/data': () => ({
      body: { result: [{ colnames: ['m'], coltypes: [0], data: [{ m: 1 }], rowcount: 1 }] },
    }),
    'POST /superset/log/': () => ({ body: { message: 'OK' } }),
  });
  const sent: SentChartQuery[] = [];
  const searches: unknown[] = [];
  const inner = globalThis.fetch;
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    if (url.pathname === '/api/v1/chart/data') {
      const body = JSON.parse(init!.body as string) as { queries: { filters?: QueryFilter[] }[] };
      const formData = url.searchParams.get('form_data');
      if (!formData) searches.push(body);
      else
        sent.push({
          sliceId: (JSON.parse(formData) as { slice_id: number }).slice_id,
          filters: body.queries[0]!.filters ?? [],
        });
    }
    return inner(input, init);
  });
  const chart = (id: number) =>
    testSlice(id, {
      form_data: { slice_id: id, viz_type: 'big_number_total', datasource: '1__table', metric: `m${id}` },
    });
  const { store } = renderDashboardUi(
    <>
      <FilterBoxHost />
      {[1, 2, 3].map((id) => (
        <DashboardChart key={id} chartId={id} layoutId={`CHART-${id}`} width={300} height={200} />
      ))}
    </>,
    {
      user: testUser({ id: 7, username: 'owner' }),
      dashboard: testDashboard({ json_metadata: JSON.stringify(metadata), position_json: positionJson }),
      charts: [filterBox, chart(1), chart(2), chart(3)],
    },
  );
  return { store, sent, searches };
}

const nameFilter = (q: SentChartQuery) => {
  const found = q.filters.find((f) => f.col === 'name');
  return found && { col: found.col, op: found.op, val: found.val };
};

describe('filter box on the dashboard', () => {
  it("re-queries only the charts in the box's scope, with the IN filter in their bodies", async () => {
    const { sent, store } = renderWithFilterBox({
      filter_scopes: { '10': { name: { scope: ['ROOT_ID'], immune: [3] } } },
    });
    await waitFor(() => expect(sent.length).toBe(3));
    expect(boxProps?.filterState).toEqual({ selectedValues: { name: [] } });

    act(() => boxProps!.hooks.onAddFilter!('name', ['Amy', 'Bob'], false));

    await waitFor(() => expect(sent.length).toBe(5));
    expect(queriesOf(sent, 1).map(nameFilter)[1]).toEqual({ col: 'name', op: 'IN', val: ['Amy', 'Bob'] });
    expect(queriesOf(sent, 2).map(nameFilter)[1]).toEqual({ col: 'name', op: 'IN', val: ['Amy', 'Bob'] });
    expect(queriesOf(sent, 3)).toHaveLength(1);
    expect(store.getState().dashboard.dashboardFilters[10]!.columns.name).toEqual(['Amy', 'Bob']);
    expect(boxProps?.filterState).toEqual({ selectedValues: { name: ['Amy', 'Bob'] } });
  });

  it('starts from the metadata default_filters, over every chart but the box', async () => {
    const { sent } = renderWithFilterBox({ default_filters: JSON.stringify({ 10: { name: ['Cy'] } }) });
    await waitFor(() => expect(sent.length).toBe(3));
    for (const q of sent) expect(nameFilter(q)).toEqual({ col: 'name', op: 'IN', val: ['Cy'] });
  });

  it('searches all of a field values with an ILIKE filter on the box dataset', async () => {
    const { searches } = renderWithFilterBox({});
    await act(async () => {
      await boxProps!.hooks.searchFilterOptions!('name', 'am');
    });
    expect(searches).toHaveLength(1);
    expect(searches[0]).toMatchObject({
      datasource: { id: 1, type: 'table' },
      queries: [{ columns: ['name'], row_limit: 1000, filters: [{ col: 'name', op: 'ILIKE', val: '%am%' }] }],
    });
  });
});
