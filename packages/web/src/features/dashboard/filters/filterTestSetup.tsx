/**
 * Filters against real dashboard charts: charts 1–3 render under `top` (a filter bar, the cross-filter
 * strip) with a stubbed chart data endpoint that records each chart's request. Tests only.
 */
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { Handler } from '../../../testing/fakeServer';
import { DashboardChart } from '../charts/DashboardChart';
import { testDashboard, testSlice, testUser } from '../testing/dashboardFixtures';
import { renderDashboardUi, stubDashboardApi } from '../testing/renderDashboard';

export interface QueryFilter {
  col: string;
  op: string;
  val: unknown;
}

/** A chart's data request: which chart sent it and the filters of its query. */
export interface SentChartQuery {
  sliceId: number;
  filters: QueryFilter[];
}

export interface FilteredChartsOptions {
  /** The dashboard's json_metadata. */
  metadata: Record<string, unknown>;
  featureFlags?: Record<string, boolean>;
  /** The charts' viz type (default big_number_total). */
  vizType?: string;
  /** Rows answering a request without form_data (a select filter's options), by its first column. */
  optionRows?: (column: string, filters: QueryFilter[]) => Record<string, unknown>[];
  /** More API answers (filter sets, filter state), by "METHOD path". */
  handlers?: Record<string, Handler>;
  /** Where the router starts (default /dashboard/sales/). */
  url?: string;
}

/** Renders `top` above charts 1–3; returns the store, the charts' requests and the option requests' filters. */
export function renderFilteredCharts(
  top: ReactNode,
  {
    metadata,
    featureFlags = {},
    vizType = 'big_number_total',
    optionRows,
    handlers,
    url,
  }: FilteredChartsOptions,
) {
  const server = stubDashboardApi({
    ...handlers,
    'POST /api/v1/chart/data': () => ({
      body: { result: [{ colnames: ['m'], coltypes: [0], data: [{ m: 1 }], rowcount: 1 }] },
    }),
    'POST /superset/log/': () => ({ body: { message: 'OK' } }),
  });
  const sent: SentChartQuery[] = [];
  const optionQueries: QueryFilter[][] = [];
  const inner = globalThis.fetch;
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    if (url.pathname === '/api/v1/chart/data') {
      const body = JSON.parse(init!.body as string) as {
        queries: { columns: string[]; filters?: QueryFilter[] }[];
      };
      const query = body.queries[0]!;
      const formData = url.searchParams.get('form_data');
      if (!formData && optionRows) {
        optionQueries.push(query.filters ?? []);
        const rows = optionRows(query.columns[0]!, query.filters ?? []);
        const result = [
          { colnames: [query.columns[0], 'count'], coltypes: [1, 0], data: rows, rowcount: rows.length },
        ];
        return Promise.resolve(new Response(JSON.stringify({ result }), { status: 200 }));
      }
      sent.push({
        sliceId: (JSON.parse(formData!) as { slice_id: number }).slice_id,
        filters: query.filters ?? [],
      });
    }
    return inner(input, init);
  });
  // Different metrics, so the loader does not share one request among the three charts.
  const chart = (id: number) =>
    testSlice(id, {
      viz_type: vizType,
      form_data: { slice_id: id, viz_type: vizType, datasource: '1__table', metric: `metric_${id}` },
    });
  const { store, router } = renderDashboardUi(
    <>
      {top}
      {[1, 2, 3].map((id) => (
        <DashboardChart key={id} chartId={id} layoutId={`CHART-${id}`} width={300} height={200} />
      ))}
    </>,
    {
      user: testUser({ id: 7, username: 'owner' }),
      dashboard: testDashboard({ json_metadata: JSON.stringify(metadata) }),
      charts: [chart(1), chart(2), chart(3)],
      featureFlags,
      url,
    },
  );
  return { store, router, server, sent, optionQueries };
}

/** The requests chart `id` sent. */
export const queriesOf = (sent: readonly SentChartQuery[], id: number) =>
  sent.filter((q) => q.sliceId === id);
