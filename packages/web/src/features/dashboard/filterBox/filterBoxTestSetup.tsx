/**
 * A dashboard with a filter box (chart 10, field `name`) and charts 1–3 (row a: the box and chart 1; row
 * b: charts 2 and 3), the charts rendered under `top`, with a stubbed API that records each chart's
 * filters and the other chart data requests (the box's searches). Tests only.
 */
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { DashboardChart } from '../charts/DashboardChart';
import type { QueryFilter, SentChartQuery } from '../filters/filterTestSetup';
import { testDashboard, testSlice, testUser } from '../testing/dashboardFixtures';
import { renderDashboardUi, stubDashboardApi } from '../testing/renderDashboard';
import type { Handler } from '../../../testing/fakeServer';

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

function boxAnswer(queries: { columns?: string[] }[]) {
  const result = queries.map(({ columns = [] }) => {
    const col = columns[0]!;
    const data = [
      { [col]: 'Amy', count: 3 },
      { [col]: 'Bob', count: 1 },
    ];
    return { colnames: [col, 'count'], coltypes: [1, 0], data, rowcount: data.length };
  });
  return new Response(JSON.stringify({ result }), { status: 200 });
}

export interface FilterBoxDashboardOptions {
  metadata: Record<string, unknown>;
  top?: ReactNode;
  handlers?: Record<string, Handler>;
  featureFlags?: Record<string, boolean>;
  /** Render the filter box chart itself (the filter_box plugin) above the charts. */
  withBox?: boolean;
}

export function renderFilterBoxDashboard({
  metadata,
  top,
  handlers = {},
  featureFlags,
  withBox = false,
}: FilterBoxDashboardOptions) {
  const server = stubDashboardApi({
    ...handlers,
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
      const body = JSON.parse(init!.body as string) as {
        queries: { columns?: string[]; filters?: QueryFilter[] }[];
      };
      const formData = url.searchParams.get('form_data');
      const sliceId = formData ? (JSON.parse(formData) as { slice_id?: number }).slice_id : undefined;
      if (!formData) searches.push(body);
      // The box's own queries (one per field) answer two values each.
      else if (sliceId === 10) return Promise.resolve(boxAnswer(body.queries));
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
      {top}
      {withBox && <DashboardChart chartId={10} layoutId="CHART-10" width={300} height={300} />}
      {[1, 2, 3].map((id) => (
        <DashboardChart key={id} chartId={id} layoutId={`CHART-${id}`} width={300} height={200} />
      ))}
    </>,
    {
      user: testUser({ id: 7, username: 'owner' }),
      dashboard: testDashboard({ json_metadata: JSON.stringify(metadata), position_json: positionJson }),
      charts: [filterBox, chart(1), chart(2), chart(3)],
      featureFlags,
    },
  );
  return { store, sent, searches, server };
}
