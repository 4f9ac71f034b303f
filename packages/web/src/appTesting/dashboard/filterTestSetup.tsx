/**
 * Filters against real dashboard charts: charts 1–3 render under `top` (a filter bar, the cross-filter
 * strip) with a stubbed chart data endpoint that records each chart's request. Tests only.
 */
import { screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { expect } from 'vitest';
import type { Handler } from '../../testing/fakeServer';
import { DashboardChart } from '../../features/dashboard/charts/DashboardChart';
import { chartDataRows, stubRecordingChartData, type QueryFilter } from './chartDataRecorder';
import { testDashboard, testSlice, testUser } from '../../features/dashboard/testing/dashboardFixtures';
import { renderDashboardUi } from './renderDashboard';

/** Where the test filters apply by default: charts 1 and 2, chart 3 excluded. */
export const SCOPE_WITHOUT_CHART_3 = { rootPath: ['ROOT_ID'], excluded: [3] };

/** A multi-select value filter on `column` of dataset 1 (scope: charts 1 and 2); `extra` overrides fields. */
export const selectFilter = (
  id: string,
  name: string,
  column: string,
  extra: Record<string, unknown> = {},
) => ({
  id,
  type: 'NATIVE_FILTER',
  name,
  filterType: 'filter_select',
  targets: [{ datasetId: 1, column: { name: column } }],
  controlValues: { multiSelect: true },
  scope: SCOPE_WITHOUT_CHART_3,
  ...extra,
});

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
  const optionQueries: QueryFilter[][] = [];
  const { server, sent } = stubRecordingChartData(handlers, ({ sliceId, body }) => {
    const query = body.queries[0]!;
    if (sliceId !== undefined || !optionRows) return undefined;
    optionQueries.push(query.filters ?? []);
    const column = query.columns![0]!;
    const result = [chartDataRows(column, optionRows(column, query.filters ?? []))];
    return new Response(JSON.stringify({ result }), { status: 200 });
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

/** Waits until every dashboard chart on the page has drawn its latest answer. */
export const allChartsRendered = () =>
  waitFor(() => {
    for (const holder of screen.getAllByTestId('dashboard-chart'))
      expect(holder.dataset.status).toBe('rendered');
  });
