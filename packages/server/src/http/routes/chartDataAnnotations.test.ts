import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/createTestApp.js';
import {
  saveSalesChart,
  setUpChartDataTests,
  type ChartDataContent,
} from '../../testing/chartDataTestContent.js';

let t: TestApp;
let content: ChartDataContent;
let admin: Record<string, string>;
let gamma: Record<string, string>;
/** Daily totals over the whole table (its own range: the first two days only). */
let dailyChartId: number;
/** The largest east amounts, as events. */
let eventsChartId: number;

// Sales: row i is on day i % 10 (from 2024-01-01); day d totals 3d + 30; east rows are i = 2, 5, .., 29.
const day = (d: number) => Date.UTC(2024, 0, 1 + d);

const dailyTotals = (salesId: number, range: string) => ({
  datasource: { id: salesId, type: 'table' },
  queries: [
    {
      columns: [{ sqlExpression: 'ds', label: 'ds', columnType: 'BASE_AXIS', timeGrain: 'P1D' }],
      metrics: ['total'],
      filters: [{ col: 'ds', op: 'TEMPORAL_RANGE', val: range }],
      orderby: [['ds', true]],
    },
  ],
  result_type: 'full',
  result_format: 'json',
});

beforeAll(async () => {
  ({ t, content, admin, gamma } = await setUpChartDataTests());
  dailyChartId = await saveSalesChart(
    t,
    content,
    'Daily totals',
    dailyTotals(content.salesId, '2024-01-01 : 2024-01-03'),
  );
  eventsChartId = await saveSalesChart(t, content, 'Big east sales', {
    datasource: { id: content.salesId, type: 'table' },
    queries: [
      {
        columns: ['ds', 'amount'],
        metrics: null,
        filters: [
          { col: 'region', op: '==', val: 'east' },
          { col: 'amount', op: '>', val: 20 },
        ],
        orderby: [['ds', true]],
      },
    ],
  });
});
afterAll(() => t?.close());

const postChartData = (payload: unknown, headers = admin, query = '') =>
  t.app.inject({ method: 'POST', url: `/api/v1/chart/data${query}`, headers, payload: payload as object });

/** The parent chart: daily totals for 2024-01-03 .. 2024-01-05, with the given layers. */
const withLayers = (layers: unknown[]) => {
  const context = dailyTotals(content.salesId, '2024-01-03 : 2024-01-06');
  return { ...context, queries: [{ ...context.queries[0], annotation_layers: layers }] };
};

const layer = (fields: Record<string, unknown>) => ({
  annotationType: 'TIME_SERIES',
  sourceType: 'line',
  show: true,
  showMarkers: false,
  overrides: {},
  ...fields,
});

describe('annotation layers in POST /api/v1/chart/data', () => {
  it('answers a TIME_SERIES layer from a saved chart, with its overrides', async () => {
    const response = await postChartData(
      withLayers([
        // Inherits the current chart's range.
        layer({ name: 'Inherited', value: dailyChartId, overrides: { time_range: null } }),
        layer({
          name: 'Explicit',
          value: dailyChartId,
          overrides: { time_range: '2024-01-08 : 2024-01-10' },
        }),
        // Month grain over everything.
        layer({
          name: 'Monthly',
          value: String(dailyChartId),
          overrides: { time_range: 'No filter', time_grain_sqla: 'P1M' },
        }),
        // Since overridden → the chart's own time_range is cleared, the end stays open.
        layer({ name: 'Since', value: dailyChartId, overrides: { since: '2024-01-09' } }),
        // No overrides: the annotation chart's own range.
        layer({ name: 'Own', value: dailyChartId }),
      ]),
    );
    expect(response.statusCode).toBe(200);
    const [result] = response.json().result;
    expect(result.data).toEqual([
      { ds: day(2), total: 36 },
      { ds: day(3), total: 39 },
      { ds: day(4), total: 42 },
    ]);
    expect(result.annotation_data).toEqual({
      Inherited: { records: result.data },
      Explicit: {
        records: [
          { ds: day(7), total: 51 },
          { ds: day(8), total: 54 },
        ],
      },
      Monthly: { records: [{ ds: day(0), total: 435 }] },
      Since: {
        records: [
          { ds: day(8), total: 54 },
          { ds: day(9), total: 57 },
        ],
      },
      Own: {
        records: [
          { ds: day(0), total: 30 },
          { ds: day(1), total: 33 },
        ],
      },
    });
  });

  it('answers an EVENT layer with the chart’s records, for a Gamma user too', async () => {
    const payload = withLayers([
      layer({ name: 'Big sales', annotationType: 'EVENT', sourceType: 'table', value: eventsChartId }),
    ]);
    const response = await postChartData(payload, gamma);
    expect(response.statusCode).toBe(200);
    expect(response.json().result[0].annotation_data).toEqual({
      'Big sales': {
        records: [
          { ds: day(3), amount: 23 },
          { ds: day(6), amount: 26 },
          { ds: day(9), amount: 29 },
        ],
      },
    });
  });

  it('skips FORMULA layers and answers NATIVE layers with no records', async () => {
    const response = await postChartData(
      withLayers([
        layer({ name: 'Line', annotationType: 'FORMULA', sourceType: '', value: '2*x' }),
        layer({ name: 'Releases', annotationType: 'EVENT', sourceType: 'NATIVE', value: 1 }),
      ]),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().result[0].annotation_data).toEqual({
      Releases: {
        columns: ['start_dttm', 'end_dttm', 'short_descr', 'long_descr', 'json_metadata'],
        records: [],
      },
    });
    const plain = await postChartData(dailyTotals(content.salesId, '2024-01-03 : 2024-01-06'));
    expect(plain.json().result[0].annotation_data).toEqual({});
  });

  it('answers 404 naming the layer when its chart does not exist', async () => {
    const response = await postChartData(withLayers([layer({ name: 'Gone', value: 987654 })]));
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Annotation layer "Gone": The chart does not exist');
    expect(response.json().errors[0].extra).toMatchObject({ annotation_layer: 'Gone' });

    // The chart exists but its dataset does not.
    const orphanId = await saveSalesChart(t, content, 'Orphan', dailyTotals(987654, 'No filter'));
    const orphan = await postChartData(withLayers([layer({ name: 'Orphan', value: orphanId })]));
    expect(orphan.statusCode).toBe(404);
    expect(orphan.json().message).toBe('Annotation layer "Orphan": Not found');

    // The chart's saved query context is not a JSON object.
    const listId = await saveSalesChart(t, content, 'Listed', [dailyTotals(content.salesId, 'No filter')]);
    const listed = await postChartData(withLayers([layer({ name: 'Listed', value: listId })]));
    expect(listed.statusCode).toBe(400);
    expect(listed.json().message).toBe('Annotation layer "Listed": The chart query context does not exist');
  });

  it('answers 400 naming the layer for a layer without a source type or a bad override', async () => {
    const noSource = await postChartData(withLayers([layer({ name: 'Nowhere', sourceType: '', value: 1 })]));
    expect(noSource.statusCode).toBe(400);
    expect(noSource.json().message).toBe('Annotation layer "Nowhere": a source type must be set');

    const badGrain = await postChartData(
      withLayers([layer({ name: 'Grainy', value: dailyChartId, overrides: { time_grain_sqla: 'P2X' } })]),
    );
    expect(badGrain.statusCode).toBe(400);
    expect(badGrain.json().message).toMatch(/^Annotation layer "Grainy": Request is incorrect: .*Time grain/);
  });

  it('answers 403 naming the layer when the user may read the data but not the chart', async () => {
    // A role granted the sales dataset alone (Superset's datasource_access), without can_read on Chart.
    const db = t.deps.db;
    const role = await db
      .insertInto('ab_role')
      .values({ name: 'Sales viewer' })
      .returning('id')
      .executeTakeFirstOrThrow();
    // The dataset's datasource_access view exists since the dataset was registered.
    const grant = await db
      .selectFrom('ab_permission_view')
      .select('id')
      .where('permission', '=', 'datasource_access')
      .where('view_menu', 'like', `%(id:${content.salesId})`)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('ab_permission_view_role')
      .values({ permission_view_id: grant.id, role_id: role.id })
      .execute();
    const viewer = await t.createUser('Public', 'vic');
    await db.insertInto('ab_user_role').values({ user_id: viewer.id, role_id: role.id }).execute();
    const headers = (await t.signIn('vic')).headers;

    const payload = withLayers([layer({ name: 'Hidden', value: dailyChartId })]);
    expect((await postChartData(withLayers([]), headers)).statusCode).toBe(200);
    const response = await postChartData(payload, headers);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(`Annotation layer "Hidden": You may not read chart ${dailyChartId}`);
    expect(response.json().errors[0].error_type).toBe('CHART_SECURITY_ACCESS_ERROR');
  });

  it('refuses a chart that annotates itself', async () => {
    const selfId = await saveSalesChart(t, content, 'Self', {});
    const context = withLayers([layer({ name: 'Me', value: selfId })]);
    await t.deps.db
      .updateTable('slices')
      .set({ query_context: JSON.stringify(context) })
      .where('id', '=', selfId)
      .execute();
    const saved = await t.app.inject({ url: `/api/v1/chart/${selfId}/data/`, headers: admin });
    expect(saved.statusCode).toBe(400);
    expect(saved.json().message).toBe('Annotation layer "Me": a chart cannot annotate itself');

    const posted = await postChartData(
      context,
      admin,
      `?form_data=${encodeURIComponent(`{"slice_id":${selfId}}`)}`,
    );
    expect(posted.statusCode).toBe(400);

    // Annotating it from another chart reads its data only: its own layers are not run again.
    const other = await postChartData(withLayers([layer({ name: 'It', value: selfId })]));
    expect(other.statusCode).toBe(200);
    expect(other.json().result[0].annotation_data.It.records).toHaveLength(3);
  });

  it('caches the annotation data with the result, under a key that changes with the layers', async () => {
    const chartId = await saveSalesChart(t, content, 'Cached', dailyTotals(content.salesId, 'No filter'));
    const payload = withLayers([layer({ name: 'Cached', value: chartId, overrides: { time_range: null } })]);
    const first = (await postChartData(payload)).json().result[0];
    const second = (await postChartData(payload)).json().result[0];
    expect(first.is_cached).toBe(false);
    expect(second.is_cached).toBe(true);
    expect(second.cache_key).toBe(first.cache_key);
    expect(second.annotation_data).toEqual(first.annotation_data);
    expect(first.annotation_data.Cached.records).toHaveLength(3);

    const changed = withLayers([
      layer({ name: 'Cached', value: chartId, overrides: { time_range: '2024-01-10 : 2024-01-11' } }),
    ]);
    const third = (await postChartData(changed)).json().result[0];
    expect(third.cache_key).not.toBe(first.cache_key);
    expect(third.is_cached).toBe(false);
    expect(third.annotation_data).toEqual({ Cached: { records: [{ ds: day(9), total: 57 }] } });

    // Editing the annotation chart changes the key too: no stale annotations.
    await t.deps.db
      .updateTable('slices')
      .set({ query_context: JSON.stringify({ ...dailyTotals(content.salesId, 'No filter'), queries: [] }) })
      .where('id', '=', chartId)
      .execute();
    const edited = (await postChartData(payload)).json().result[0];
    expect(edited.cache_key).not.toBe(first.cache_key);
    expect(edited.annotation_data).toEqual({ Cached: { records: [] } });
  });
});
