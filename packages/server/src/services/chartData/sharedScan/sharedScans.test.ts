import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  saveSalesChart,
  setUpChartDataTests,
  type ChartDataContent,
} from '../../../testing/chartDataTestContent.js';
import type { TestApp } from '../../../testing/createTestApp.js';
import { chartDataStatementCount } from '../statementCounter.js';

/**
 * Shared scans through the API, on real DuckDB: a dashboard's chart-data requests fired together must
 * answer exactly what they answer one by one with sharing off (the whole response, byte for byte), with
 * fewer statements when their shapes allow and the same number when they do not.
 */

let t: TestApp;
let content: ChartDataContent;
let admin: Record<string, string>;
let gamma: Record<string, string>;

beforeAll(async () => {
  ({ t, content, admin, gamma } = await setUpChartDataTests());
});
afterAll(() => t?.close());

/** Unique per test: the same filters within a test, never a cached result from another test. */
let tag = 0;
const filtersOfTest = () => [
  { col: 'amount', op: '>=', val: -1000 - ++tag },
  { col: 'ds', op: 'TEMPORAL_RANGE', val: '2024-01-01T00:00:00 : 2024-02-01T00:00:00' },
];

const context = (query: Record<string, unknown>) => ({
  datasource: { id: content.salesId, type: 'table' },
  queries: [query],
  result_type: 'full',
  result_format: 'json',
});

const monthly = { sqlExpression: 'ds', label: 'ds', columnType: 'BASE_AXIS', timeGrain: 'P1M' };
const daily = { ...monthly, timeGrain: 'P1D' };

/** A dashboard's charts on the same filters: big number, bar by region, time series by month and day. */
const dashboardQueries = (filters: unknown[]) => [
  { metrics: ['total'], filters },
  { columns: ['region'], metrics: ['total', 'count'], orderby: [['total', false]], filters },
  { columns: [monthly], metrics: ['total'], orderby: [[monthly, true]], filters },
  {
    columns: [daily, 'region'],
    metrics: ['total'],
    orderby: [['total', false]],
    row_limit: 12,
    filters,
    post_processing: [
      {
        operation: 'pivot',
        options: { index: ['ds'], columns: ['region'], aggregates: { total: { operator: 'mean' } } },
      },
    ],
  },
];

interface Fired {
  bodies: string[];
  statuses: number[];
  statements: number;
  sql: string[];
}

/** Posts every query context at once, as a dashboard page does, and counts the statements they ran. */
async function fire(
  queries: Record<string, unknown>[],
  { sharing = true, dashboardId = 1 as number | null, force = true, headers = admin } = {},
): Promise<Fired> {
  const saved = t.deps.config.sharedScans;
  t.deps.config.sharedScans = sharing;
  const before = chartDataStatementCount(t.deps);
  const runsBefore = content.runs.length;
  try {
    const params = new URLSearchParams();
    if (dashboardId !== null) params.set('dashboard_id', String(dashboardId));
    if (force) params.set('force', 'true');
    const responses = await Promise.all(
      queries.map((query) =>
        t.app.inject({
          method: 'POST',
          url: `/api/v1/chart/data?${params.toString()}`,
          headers,
          payload: context(query),
        }),
      ),
    );
    return {
      bodies: responses.map((r) => r.body),
      statuses: responses.map((r) => r.statusCode),
      statements: chartDataStatementCount(t.deps) - before,
      sql: content.runs.slice(runsBefore).map((run) => run.sql),
    };
  } finally {
    t.deps.config.sharedScans = saved;
  }
}

/** A job's answer, fetched from its event's result URL once the job ended. */
async function jobAnswer(jobId: string): Promise<string> {
  for (let tries = 0; tries < 300; tries++) {
    const events = (await t.app.inject({ url: '/api/v1/async_event/', headers: admin })).json().result;
    const event = (events as { job_id: string; result_url: string | null }[]).find((e) => e.job_id === jobId);
    if (event?.result_url) return (await t.app.inject({ url: event.result_url, headers: admin })).body;
    if (event) throw new Error(`job ${jobId} failed: ${JSON.stringify(event)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no event for job ${jobId}`);
}

describe('shared scans on a dashboard', () => {
  it('answers big number, bar and time series charts from one scan, byte for byte as alone', async () => {
    const queries = dashboardQueries(filtersOfTest());
    const shared = await fire(queries);
    const alone = await fire(queries, { sharing: false });
    expect(shared.statuses).toEqual([200, 200, 200, 200]);
    expect(shared.statements).toBe(1);
    expect(shared.sql).toHaveLength(1);
    expect(shared.sql[0]).toContain('GROUP BY GROUPING SETS');
    expect(alone.statements).toBe(4);
    expect(alone.sql.some((sql) => sql.includes('GROUPING SETS'))).toBe(false);
    expect(shared.bodies).toEqual(alone.bodies);
    // The answers are the charts' own: the SQL shown is each chart's, the rows its own.
    const [bigNumber, bar, monthlySeries, dailyPivot] = shared.bodies.map((b) => JSON.parse(b).result[0]);
    expect(bigNumber.data).toEqual([{ total: 435 }]);
    expect(bar.data).toEqual([
      { region: 'east', total: 155, count: 10 },
      { region: 'south', total: 145, count: 10 },
      { region: 'north', total: 135, count: 10 },
    ]);
    expect(monthlySeries.data).toEqual([{ ds: Date.UTC(2024, 0, 1), total: 435 }]);
    expect(dailyPivot.sql_rowcount).toBe(12);
    expect(dailyPivot.is_truncated).toBe(true);
    expect(bar.query).not.toContain('GROUPING');
  });

  it('shares the scan when the queries run as jobs (async queries on), with the same answers', async () => {
    const queries = dashboardQueries(filtersOfTest());
    const alone = await fire(queries, { sharing: false });
    t.deps.config.featureFlags.GLOBAL_ASYNC_QUERIES = true;
    try {
      const before = chartDataStatementCount(t.deps);
      const jobs = await fire(queries);
      expect(jobs.statuses).toEqual([202, 202, 202, 202]);
      const ids = jobs.bodies.map((body) => JSON.parse(body).job_id as string);
      const answers = await Promise.all(ids.map((id) => jobAnswer(id)));
      expect(chartDataStatementCount(t.deps) - before).toBe(1);
      expect(answers.map((a) => JSON.parse(a).result[0].data)).toEqual(
        alone.bodies.map((b) => JSON.parse(b).result[0].data),
      );
    } finally {
      t.deps.config.featureFlags.GLOBAL_ASYNC_QUERIES = false;
    }
  });

  it('stores each chart under its own cache key: a later request alone is a cache hit', async () => {
    const queries = dashboardQueries(filtersOfTest());
    const shared = await fire(queries, { force: false });
    const later = await fire([queries[1]!], { dashboardId: null, force: false });
    expect(later.statements).toBe(0);
    const cached = JSON.parse(later.bodies[0]!).result[0];
    expect(cached.is_cached).toBe(true);
    expect(cached.data).toEqual(JSON.parse(shared.bodies[1]!).result[0].data);
  });

  it('runs queries with other filters, COUNT DISTINCT or HAVING on their own, with the same answers', async () => {
    const filters = filtersOfTest();
    const queries = [
      ...dashboardQueries(filters).slice(0, 2),
      { columns: ['region'], metrics: ['count'], filters: filtersOfTest() },
      {
        metrics: [
          { expressionType: 'SIMPLE', aggregate: 'COUNT_DISTINCT', column: { column_name: 'region' } },
        ],
        filters,
      },
      { columns: ['region'], metrics: ['total'], extras: { having: 'SUM(amount) > 140' }, filters },
    ];
    const shared = await fire(queries);
    const alone = await fire(queries, { sharing: false });
    expect(shared.statuses).toEqual([200, 200, 200, 200, 200]);
    // The first two share one statement; the other three run as they would alone.
    expect(shared.statements).toBe(4);
    expect(shared.sql.filter((sql) => sql.includes('GROUPING SETS'))).toHaveLength(1);
    expect(shared.bodies).toEqual(alone.bodies);
  });

  it('shares nothing with sharing off, without a dashboard, or between users', async () => {
    const queries = dashboardQueries(filtersOfTest());
    expect((await fire(queries, { sharing: false })).statements).toBe(4);
    expect((await fire(queries, { dashboardId: null })).statements).toBe(4);
    // Two users on the same dashboard at the same moment: one shared statement each.
    const filters = filtersOfTest();
    const before = chartDataStatementCount(t.deps);
    const runs = await Promise.all([
      fire(dashboardQueries(filters).slice(0, 2)),
      fire(dashboardQueries(filters).slice(2, 4), { headers: gamma }),
    ]);
    expect(runs.flatMap((run) => run.statuses)).toEqual([200, 200, 200, 200]);
    expect(chartDataStatementCount(t.deps) - before).toBe(2);
  });

  it('answers a saved chart named in form_data the same way', async () => {
    const filters = filtersOfTest();
    const [first, second] = dashboardQueries(filters);
    const chartId = await saveSalesChart(t, content, 'Total', context(first!));
    const formData = encodeURIComponent(JSON.stringify({ slice_id: chartId }));
    const post = (query: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/chart/data?dashboard_id=7&force=true&form_data=${formData}`,
        headers: admin,
        payload: context(query),
      });
    const before = chartDataStatementCount(t.deps);
    const shared = await Promise.all([first!, second!].map(post));
    expect(chartDataStatementCount(t.deps) - before).toBe(1);
    const saved = t.deps.config.sharedScans;
    t.deps.config.sharedScans = false;
    try {
      const alone = [await post(first!), await post(second!)];
      expect(shared.map((r) => r.statusCode)).toEqual([200, 200]);
      expect(shared.map((r) => r.body)).toEqual(alone.map((r) => r.body));
    } finally {
      t.deps.config.sharedScans = saved;
    }
    expect(JSON.parse(shared[0]!.body).result[0].data).toEqual([{ total: 435 }]);
  });
});
