import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLE_CHARTS } from '../../examples/charts/index.js';
import { loadExamples, type ExamplesSummary } from '../../examples/load.js';
import { createExampleContentWriter } from '../../services/exampleContentWriter.js';
import { createTestApp, type TestApp } from '../../testing/createTestApp.js';
import { grantDatasetAccess } from '../../testing/grants.js';

// GET /api/v1/chart/{pk}/data/ of charts saved without a query context, as every example chart is: the
// server builds the query context from the saved form data with the chart type's own buildQuery.

let t: TestApp;
let examples: ExamplesSummary;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  examples = await loadExamples({ config: t.deps.config }, createExampleContentWriter(t.deps), {
    eventsRows: 2_000,
    sizes: { orders: 2_000, geoPoints: 300 },
  });
  admin = (await t.signIn('admin')).headers;
});
afterAll(() => t?.close());

const chartData = (id: number, headers: Record<string, string>, query = '') =>
  t.app.inject({ url: `/api/v1/chart/${id}/data/${query}`, headers });

let charts = 0;
/** A new chart on an example dataset with the given viz type and params (and no query context). */
const saveChart = (viz_type: string, params: Record<string, unknown>, table = 'orders') =>
  createExampleContentWriter(t.deps).upsertChart({
    uuid: `d0000000-0000-4000-8000-${String(++charts).padStart(12, '0')}`,
    slice_name: `Test chart ${charts}`,
    viz_type,
    datasetId: examples.datasets[table]!,
    params,
  });

describe('GET /api/v1/chart/{pk}/data/ of a chart saved without a query context', () => {
  it('answers rows for every example chart', async () => {
    const stored = await t.deps.db.selectFrom('slices').select(['id', 'query_context']).execute();
    expect(stored.length).toBe(EXAMPLE_CHARTS.length);
    expect(stored.every((chart) => chart.query_context === null)).toBe(true);
    const failures: string[] = [];
    for (const [key, id] of Object.entries(examples.charts)) {
      const response = await chartData(id, admin);
      const results =
        response.statusCode === 200 ? response.json<{ result: { data: unknown[] }[] }>().result : [];
      if (results.length === 0 || !results.some((result) => result.data.length > 0)) {
        failures.push(`${key}: ${response.statusCode} ${response.body.slice(0, 300)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('takes force, type and format from the URL', async () => {
    const id = examples.charts[Object.keys(examples.charts)[0]!]!;
    await chartData(id, admin);
    expect((await chartData(id, admin)).json().result[0].is_cached).toBe(true);
    const forced = await chartData(id, admin, '?force=true');
    expect(forced.json().result[0].is_cached).toBe(false);
    const query = await chartData(id, admin, '?type=query');
    expect(query.json().result[0].language).toBe('sql');
    const csv = await chartData(id, admin, '?format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
  });

  it('builds from the form data when the saved query context is unusable', async () => {
    const id = examples.charts[Object.keys(examples.charts)[0]!]!;
    for (const text of ['not json', '{"datasource": {"id": 1}}', '[1, 2]']) {
      await t.deps.db.updateTable('slices').set({ query_context: text }).where('id', '=', id).execute();
      const response = await chartData(id, admin);
      expect(response.statusCode, text).toBe(200);
      expect(response.json().result[0].data.length, text).toBeGreaterThan(0);
    }
    await t.deps.db.updateTable('slices').set({ query_context: null }).where('id', '=', id).execute();
  });

  it("answers 403 to a user who may not read the chart's dataset, as for a saved query context", async () => {
    await t.createUser('Gamma', 'gina');
    const gina = (await t.signIn('gina')).headers;
    const orders = await saveChart('table', {
      query_mode: 'aggregate',
      groupby: ['region'],
      metrics: ['count'],
    });
    const births = await saveChart('big_number_total', { metric: 'count' }, 'birth_names');
    expect((await chartData(orders, gina)).statusCode).toBe(403);
    await grantDatasetAccess(t.deps, 'Gamma', [examples.datasets['orders']!]);
    expect((await chartData(orders, gina)).statusCode).toBe(200);
    expect((await chartData(births, gina)).statusCode).toBe(403);
    // Broken form data on a dataset the user may not read says nothing of the chart either.
    const broken = await saveChart('table', { groupby: 5 }, 'birth_names');
    expect((await chartData(broken, gina)).statusCode).toBe(403);
    expect((await chartData(424242, gina)).statusCode).toBe(404);
  });

  it('answers a 4xx saying what to fix for an unknown chart type or form data that does not fit', async () => {
    const unknown = await saveChart('no_such_chart', { metrics: ['count'] });
    const unknownResponse = await chartData(unknown, admin);
    expect(unknownResponse.statusCode).toBe(400);
    expect(unknownResponse.json().message).toBe(
      'The chart type "no_such_chart" is unknown to this server, so the chart\'s query cannot be built: ' +
        'open the chart in Explore, choose a chart type and save it again.',
    );

    const broken = await saveChart('table', { groupby: 5 });
    const brokenResponse = await chartData(broken, admin);
    expect(brokenResponse.statusCode).toBe(422);
    expect(brokenResponse.json().message).toMatch(
      /^The chart's saved settings do not fit a "table" chart \(groupby: .+\): open the chart in Explore/,
    );

    // Params that are not JSON leave the chart type's defaults, which a pie chart cannot query without a metric.
    const pie = await saveChart('pie', {});
    await t.deps.db.updateTable('slices').set({ params: '{not json' }).where('id', '=', pie).execute();
    const pieResponse = await chartData(pie, admin);
    expect(pieResponse.statusCode).toBe(422);
    expect(pieResponse.json().message).toMatch(
      /^The chart's saved settings do not fit a "pie" chart \(metric: /,
    );
  });
});
