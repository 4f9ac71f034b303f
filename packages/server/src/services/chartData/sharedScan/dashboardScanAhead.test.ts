import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  saveSalesChart,
  setUpChartDataTests,
  type ChartDataContent,
} from '../../../testing/chartDataTestContent.js';
import { seedExampleContent } from '../../../testing/resourceTestContent.js';
import { createExampleContentWriter } from '../../exampleContentWriter.js';
import type { TestApp } from '../../../testing/createTestApp.js';
import { chartDataStatementCount } from '../statementCounter.js';
import { sharedScansFor } from './sharedScans.js';

/**
 * Dashboard scan-ahead through the API, on real DuckDB: the first chart of a dashboard that misses the
 * cache runs the other charts' saved queries ahead in one shared statement; their own requests then run
 * no SQL and answer exactly what they answer with sharing off (not as cached results).
 */

let t: TestApp;
let content: ChartDataContent;
let admin: Record<string, string>;

beforeAll(async () => {
  ({ t, content, admin } = await setUpChartDataTests());
});
afterAll(() => t?.close());

let tag = 0;
let dashboards = 0;

const context = (query: Record<string, unknown>) => ({
  datasource: { id: content.salesId, type: 'table' },
  queries: [query],
  result_type: 'full',
  result_format: 'json',
});

interface SavedChart {
  id: number;
  body: ReturnType<typeof context>;
}

/** A dashboard of charts saved with these queries (all on one unique filter, so nothing is cached). */
async function dashboardOf(
  queries: Record<string, unknown>[],
  metadata: (chartIds: number[]) => Record<string, unknown> = () => ({}),
): Promise<{ id: number; charts: SavedChart[] }> {
  const filters = [{ col: 'amount', op: '>=', val: -5000 - ++tag }];
  const charts: SavedChart[] = [];
  for (const [i, query] of queries.entries()) {
    const body = context({ ...query, filters });
    charts.push({ id: await saveSalesChart(t, content, `Scan-ahead chart ${tag}.${i}`, body), body });
  }
  const id = await createExampleContentWriter(t.deps).upsertDashboard({
    uuid: `d0000000-0000-4000-8000-${String(++dashboards).padStart(12, '0')}`,
    dashboard_title: `Scan-ahead ${dashboards}`,
    slug: `scan-ahead-${dashboards}`,
    published: true,
    chartIds: charts.map((c) => c.id),
    position_json: null,
    json_metadata: metadata(charts.map((c) => c.id)),
  });
  return { id, charts };
}

const request = (chart: SavedChart, dashboardId: number | null, body: unknown = chart.body, force = false) =>
  t.app.inject({
    method: 'POST',
    url:
      `/api/v1/chart/data?form_data=${encodeURIComponent(JSON.stringify({ slice_id: chart.id }))}` +
      (dashboardId === null ? '' : `&dashboard_id=${dashboardId}`) +
      (force ? '&force=true' : ''),
    headers: admin,
    payload: body as object,
  });

/** Waits for the scan-ahead runs started so far to end. */
async function scanAheadsDone(): Promise<void> {
  const runs = sharedScansFor(t.deps)?.scanAheadRuns ?? new Map<string, { finishedAt: number | null }>();
  for (let i = 0; i < 200 && [...runs.values()].some((run) => run.finishedAt === null); i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  // The last speculative executions settle just after their run's bookkeeping.
  await new Promise((resolve) => setTimeout(resolve, 20));
}

const daily = { sqlExpression: 'ds', label: 'ds', columnType: 'BASE_AXIS', timeGrain: 'P1D' };
// Every query's rows are fully ordered: rows that tie come back in any order, shared or not.
const shareable = [
  { metrics: ['total'] },
  { columns: ['region'], metrics: ['total'], orderby: [['total', false]] },
  { columns: ['region'], metrics: ['count'], orderby: [['region', true]] },
  { columns: [daily], metrics: ['count'], orderby: [[daily, true]] },
];
const countDistinct = {
  metrics: [{ expressionType: 'SIMPLE', aggregate: 'COUNT_DISTINCT', column: { column_name: 'region' } }],
};

describe('dashboard scan-ahead', () => {
  it("runs the other charts' saved queries in one statement; their requests run none and answer as alone", async () => {
    const dashboard = await dashboardOf(shareable);
    const [first, ...others] = dashboard.charts;
    let before = chartDataStatementCount(t.deps);
    expect((await request(first!, dashboard.id)).statusCode).toBe(200);
    await scanAheadsDone();
    // The three others in one shared statement, joined by the first chart when they reach its window.
    expect(chartDataStatementCount(t.deps) - before).toBeGreaterThanOrEqual(1);
    expect(chartDataStatementCount(t.deps) - before).toBeLessThanOrEqual(2);
    before = chartDataStatementCount(t.deps);
    const answers = [];
    for (const chart of others) answers.push(await request(chart, dashboard.id));
    expect(chartDataStatementCount(t.deps) - before).toBe(0);
    for (const [i, chart] of others.entries()) {
      const result = JSON.parse(answers[i]!.body).result[0];
      expect(result.is_cached).toBe(false);
      expect(result.cached_dttm).toBeNull();
      const alone = JSON.parse((await request(chart, null, chart.body, true)).body).result[0];
      expect(result.data).toEqual(alone.data);
      expect(result.query).toBe(alone.query);
      expect(result.cache_key).toBe(alone.cache_key);
    }
    // Their own requests cached what they answered.
    const again = JSON.parse((await request(others[0]!, dashboard.id)).body).result[0];
    expect(again.is_cached).toBe(true);
  });

  it('does not run ahead a query that could only run alone', async () => {
    const dashboard = await dashboardOf([...shareable.slice(0, 3), countDistinct]);
    const [first, second, third, distinct] = dashboard.charts;
    let before = chartDataStatementCount(t.deps);
    await request(first!, dashboard.id);
    await scanAheadsDone();
    expect(chartDataStatementCount(t.deps) - before).toBeLessThanOrEqual(2);
    before = chartDataStatementCount(t.deps);
    await request(second!, dashboard.id);
    await request(third!, dashboard.id);
    expect(chartDataStatementCount(t.deps) - before).toBe(0);
    const answer = await request(distinct!, dashboard.id);
    expect(chartDataStatementCount(t.deps) - before).toBe(1);
    expect(JSON.parse(answer.body).result[0].data).toEqual([{ 'COUNT_DISTINCT(region)': 3 }]);
  });

  it('does nothing when the page sends other queries than the saved ones, when forced, or with sharing off', async () => {
    const dashboard = await dashboardOf(shareable);
    const [first] = dashboard.charts;
    const changed = context({ ...shareable[0], filters: [{ col: 'amount', op: '>=', val: -9999 }] });
    let before = chartDataStatementCount(t.deps);
    await request(first!, dashboard.id, changed);
    await scanAheadsDone();
    expect(chartDataStatementCount(t.deps) - before).toBe(1);

    const forced = await dashboardOf(shareable);
    before = chartDataStatementCount(t.deps);
    await request(forced.charts[0]!, forced.id, forced.charts[0]!.body, true);
    await scanAheadsDone();
    expect(chartDataStatementCount(t.deps) - before).toBe(1);

    const off = await dashboardOf(shareable);
    t.deps.config.sharedScans = false;
    try {
      before = chartDataStatementCount(t.deps);
      await request(off.charts[0]!, off.id);
      await scanAheadsDone();
      expect(chartDataStatementCount(t.deps) - before).toBe(1);
    } finally {
      t.deps.config.sharedScans = true;
    }
  });

  it('starts none from a chart on an engine shared scans do not support', async () => {
    // The resource tests' content: a births dataset on a SQLite file.
    const { datasetId } = await seedExampleContent(t);
    const body = (query: Record<string, unknown>) => ({
      ...context(query),
      datasource: { id: datasetId, type: 'table' },
    });
    const charts: SavedChart[] = [];
    for (const query of [{ metrics: ['count'] }, { columns: ['state'], metrics: ['count'] }]) {
      const chart = body(query);
      const onSqlite = { ...content, salesId: datasetId };
      charts.push({
        id: await saveSalesChart(t, onSqlite, `SQLite chart ${charts.length}`, chart),
        body: chart,
      });
    }
    const dashboardId = await createExampleContentWriter(t.deps).upsertDashboard({
      uuid: 'd0000000-0000-4000-8000-0000000000a1',
      dashboard_title: 'SQLite dashboard',
      slug: 'sqlite-dashboard',
      published: true,
      chartIds: charts.map((c) => c.id),
      position_json: null,
      json_metadata: {},
    });
    const answer = await request(charts[0]!, dashboardId);
    expect(answer.statusCode).toBe(200);
    expect(JSON.parse(answer.body).result[0].data).toEqual([{ count: 2 }]);
    const runs = [...(sharedScansFor(t.deps)?.scanAheadRuns.keys() ?? [])];
    expect(runs.length).toBeGreaterThan(0);
    expect(runs.filter((key) => (JSON.parse(key) as number[])[0] === dashboardId)).toEqual([]);
  });

  describe('after a dashboard filter changed', () => {
    const north = { filters: [{ col: 'region', op: 'IN', val: ['north'] }] };
    /** A chart's body as the page sends it with these extras (charts' buildQueryObject). */
    const filtered = (chart: SavedChart, extras: Record<string, unknown>) => ({
      ...chart.body,
      queries: chart.body.queries.map((query) => ({
        ...query,
        ...(extras.time_range ? { time_range: extras.time_range } : {}),
        filters: [
          ...(query.filters as unknown[]),
          ...((extras.filters as object[] | undefined) ?? []).map((f) => ({ ...f, isExtra: true })),
        ],
      })),
      form_data: { slice_id: chart.id, extra_form_data: extras },
    });
    const regionFilter = (excluded: number[] = []) => ({
      native_filter_configuration: [
        {
          id: 'NATIVE_FILTER-region',
          type: 'NATIVE_FILTER',
          name: 'Region',
          filterType: 'filter_select',
          targets: [{ datasetId: content.salesId, column: { name: 'region' } }],
          scope: { rootPath: ['ROOT_ID'], excluded },
        },
      ],
    });

    it("runs the charts' saved queries ahead with the same extras: their filtered requests run no SQL and answer as alone", async () => {
      const dashboard = await dashboardOf(shareable, () => regionFilter());
      const [first, ...others] = dashboard.charts;
      let before = chartDataStatementCount(t.deps);
      expect((await request(first!, dashboard.id, filtered(first!, north))).statusCode).toBe(200);
      await scanAheadsDone();
      expect(chartDataStatementCount(t.deps) - before).toBeLessThanOrEqual(2);
      before = chartDataStatementCount(t.deps);
      const answers = [];
      for (const chart of others) answers.push(await request(chart, dashboard.id, filtered(chart, north)));
      expect(chartDataStatementCount(t.deps) - before).toBe(0);
      for (const [i, chart] of others.entries()) {
        const result = JSON.parse(answers[i]!.body).result[0];
        expect(result.is_cached).toBe(false);
        const alone = JSON.parse((await request(chart, null, filtered(chart, north), true)).body).result[0];
        expect(result.data).toEqual(alone.data);
        expect(result.query).toBe(alone.query);
        expect(result.cache_key).toBe(alone.cache_key);
      }
      // The filter really applies: one region's rows only.
      const regions = JSON.parse(answers[0]!.body).result[0].data.map(
        (row: { region: string }) => row.region,
      );
      expect(regions).toEqual(['north']);
    });

    it('keeps a bounded key per filter change, however many values the filters hold', async () => {
      const dashboard = await dashboardOf(shareable, () => regionFilter());
      const many = {
        filters: [{ col: 'region', op: 'IN', val: Array.from({ length: 5000 }, (_, i) => `r${i}`) }],
      };
      const runs = sharedScansFor(t.deps)!.scanAheadRuns;
      const held = new Set(runs.keys());
      expect(
        (await request(dashboard.charts[0]!, dashboard.id, filtered(dashboard.charts[0]!, many))).statusCode,
      ).toBe(200);
      await scanAheadsDone();
      const added = [...runs.keys()].filter((key) => !held.has(key));
      expect(added).toHaveLength(1);
      expect(JSON.parse(added[0]!).slice(0, 2)).toEqual([dashboard.id, expect.any(Number)]);
      expect(added[0]!.length).toBeLessThan(100);
    });

    it('runs ahead only the charts the filters scope like the chart that asked', async () => {
      let excludedId = 0;
      const dashboard = await dashboardOf(shareable, (ids) => regionFilter([(excludedId = ids[2]!)]));
      const [first, second, excluded, fourth] = dashboard.charts;
      expect(excluded!.id).toBe(excludedId);
      const waiting = sharedScansFor(t.deps)!.scannedAhead;
      const held = waiting.size;
      await request(first!, dashboard.id, filtered(first!, north));
      await scanAheadsDone();
      expect(waiting.size - held).toBe(2);
      const before = chartDataStatementCount(t.deps);
      await request(second!, dashboard.id, filtered(second!, north));
      await request(fourth!, dashboard.id, filtered(fourth!, north));
      expect(chartDataStatementCount(t.deps) - before).toBe(0);
      expect(waiting.size).toBe(held);
      // Out of the filter's scope, its request is its saved query: not run ahead (filtered or not).
      await request(excluded!, dashboard.id);
      expect(chartDataStatementCount(t.deps) - before).toBe(1);
    });

    it('carries a time range only to charts of the same type, and nothing when the extras do not match what was sent', async () => {
      const lastYear = { ...north, time_range: '2020-01-01 : 2020-02-01' };
      const dashboard = await dashboardOf(shareable, () => regionFilter());
      const [first, second, other, fourth] = dashboard.charts;
      await t.deps.db.updateTable('slices').set({ viz_type: 'pie' }).where('id', '=', other!.id).execute();
      await request(first!, dashboard.id, filtered(first!, lastYear));
      await scanAheadsDone();
      let before = chartDataStatementCount(t.deps);
      await request(second!, dashboard.id, filtered(second!, lastYear));
      await request(fourth!, dashboard.id, filtered(fourth!, lastYear));
      expect(chartDataStatementCount(t.deps) - before).toBe(0);
      await request(other!, dashboard.id, filtered(other!, lastYear));
      expect(chartDataStatementCount(t.deps) - before).toBe(1);

      // The chart that asks has keys after the time range (orderby): the request's queries are read in the
      // schema's key order, the saved ones with the extras applied have the time range added last.
      const ordered = await dashboardOf(shareable, () => regionFilter());
      const [total, byRegion, , daily] = ordered.charts;
      await request(byRegion!, ordered.id, filtered(byRegion!, lastYear));
      await scanAheadsDone();
      before = chartDataStatementCount(t.deps);
      await request(total!, ordered.id, filtered(total!, lastYear));
      await request(daily!, ordered.id, filtered(daily!, lastYear));
      expect(chartDataStatementCount(t.deps) - before).toBe(0);

      // Extras said but not applied as the page applies them: no scan-ahead.
      const odd = await dashboardOf(shareable, () => regionFilter());
      const wrong = { ...odd.charts[0]!.body, form_data: { extra_form_data: north } };
      before = chartDataStatementCount(t.deps);
      await request(odd.charts[0]!, odd.id, wrong);
      await scanAheadsDone();
      expect(chartDataStatementCount(t.deps) - before).toBe(1);
    });
  });
});
