/**
 * A dashboard with a filter box (chart 10, field `name`) and charts 1–3 (row a: the box and chart 1; row
 * b: charts 2 and 3), the charts rendered under `top`, with a stubbed API that records each chart's
 * filters and the other chart data requests (the box's searches). Tests only.
 */
import type { ReactNode } from 'react';
import { DashboardChart } from '../../features/dashboard/charts/DashboardChart';
import {
  filterBoxPositionJson,
  filterBoxSlice,
} from '../../features/dashboard/filterBox/filterBoxTestDashboard';
import { chartDataRows, stubRecordingChartData, type ChartDataRequest } from './chartDataRecorder';
import { testDashboard, testSlice, testUser } from '../../features/dashboard/testing/dashboardFixtures';
import { renderDashboardUi } from './renderDashboard';
import type { Handler } from '../../testing/fakeServer';

function boxAnswer(queries: ChartDataRequest['body']['queries']) {
  const rows = (col: string) => [
    { [col]: 'Amy', count: 3 },
    { [col]: 'Bob', count: 1 },
  ];
  const result = queries.map(({ columns = [] }) => chartDataRows(columns[0]!, rows(columns[0]!)));
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
  const searches: unknown[] = [];
  const { server, sent } = stubRecordingChartData(handlers, ({ sliceId, body }) => {
    if (sliceId === undefined) searches.push(body);
    // The box's own queries (one per field) answer two values each.
    if (sliceId === 10) return boxAnswer(body.queries);
    return undefined;
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
      dashboard: testDashboard({
        json_metadata: JSON.stringify(metadata),
        position_json: filterBoxPositionJson,
      }),
      charts: [filterBoxSlice, chart(1), chart(2), chart(3)],
      featureFlags,
    },
  );
  return { store, sent, searches, server };
}
