import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createExampleContentWriter } from '../../services/exampleContentWriter.js';
import type { TestApp } from '../../testing/createTestApp.js';
import {
  salesByRegion,
  setUpChartDataTests,
  type ChartDataContent,
} from '../../testing/chartDataTestContent.js';

let t: TestApp;
let content: ChartDataContent;
let admin: Record<string, string>;
let gamma: Record<string, string>;
let sqlLab: Record<string, string>;

beforeAll(async () => {
  ({ t, content, admin, gamma, sqlLab } = await setUpChartDataTests());
});
afterAll(() => t?.close());

const postChartData = (payload: unknown, headers = admin, query = '') =>
  t.app.inject({ method: 'POST', url: `/api/v1/chart/data${query}`, headers, payload: payload as object });

/** Unique per test, so no test reads another one's cached result. */
let tag = 0;
const uniqueFilter = () => ({ filters: [{ col: 'amount', op: '>=', val: -1000 - ++tag }] });

/** A dataset of one INTEGER column `x` on `schema.table` of a database, for engine-error tests. */
const datasetOfX = (uuid: string, databaseId: number, schema: string, table: string) =>
  createExampleContentWriter(t.deps).upsertDataset({
    uuid,
    databaseId,
    schema,
    table_name: table,
    columns: [
      {
        column_name: 'x',
        type: 'INTEGER',
        type_generic: 0,
        is_dttm: false,
        groupby: true,
        filterable: true,
      },
    ],
    metrics: [],
  });

const countByX = (datasetId: number) => ({
  datasource: { id: datasetId, type: 'table' },
  queries: [{ columns: ['x'], metrics: [{ expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'n' }] }],
});

describe('POST /api/v1/chart/data', () => {
  it('answers Superset-shaped results computed on DuckDB', async () => {
    const response = await postChartData(salesByRegion(content.salesId, uniqueFilter()));
    expect(response.statusCode).toBe(200);
    const [result] = response.json().result;
    expect(result).toMatchObject({
      colnames: ['region', 'total'],
      coltypes: [1, 0],
      data: [
        { region: 'east', total: 155 },
        { region: 'south', total: 145 },
        { region: 'north', total: 135 },
      ],
      rowcount: 3,
      sql_rowcount: 3,
      is_cached: false,
      cached_dttm: null,
      status: 'success',
      error: null,
      rejected_filters: [],
      applied_filters: [{ column: 'amount' }],
      label_map: { region: ['region'], total: ['total'] },
    });
    expect(result.cache_key).toMatch(/^[0-9a-f]{64}$/);
    expect(response.headers['server-timing']).toMatch(
      /^validate;dur=[\d.]+, authorize;dur=[\d.]+, annotationLayers;dur=[\d.]+, compile;/,
    );
    expect(result.query).toContain('sales');
    // Parameters are written into the displayed SQL.
    expect(result.query).not.toContain('?');
  });

  it('returns temporal values as epoch milliseconds and honours the time range', async () => {
    const response = await postChartData({
      datasource: { id: content.salesId, type: 'table' },
      queries: [
        {
          columns: [{ sqlExpression: 'ds', label: 'ds', columnType: 'BASE_AXIS', timeGrain: 'P1D' }],
          metrics: ['count'],
          filters: [{ col: 'ds', op: 'TEMPORAL_RANGE', val: '2024-01-02 : 2024-01-04' }],
          orderby: [['ds', true]],
        },
      ],
    });
    expect(response.statusCode).toBe(200);
    const [result] = response.json().result;
    expect(result.data).toEqual([
      { ds: Date.UTC(2024, 0, 2), count: 3 },
      { ds: Date.UTC(2024, 0, 3), count: 3 },
    ]);
    expect(result.coltypes[0]).toBe(2);
    expect(result.from_dttm).toBe(Date.UTC(2024, 0, 2));
    expect(result.to_dttm).toBe(Date.UTC(2024, 0, 4));
  });

  it('flags a result cut off by the row limit', async () => {
    const response = await postChartData(salesByRegion(content.salesId, { row_limit: 2, ...uniqueFilter() }));
    const [result] = response.json().result;
    expect(result.rowcount).toBe(2);
    expect(result.is_truncated).toBe(true);
    // The SQL fetched a probe row (LIMIT 3); the query shown is the one asked for.
    expect(result.query).toMatch(/LIMIT 2$/);
  });

  it('applies the cache timeout of the chart named by ?form_data={"slice_id": N}', async () => {
    const setChartTimeout = (value: number | null) =>
      t.deps.db
        .updateTable('slices')
        .set({ cache_timeout: value })
        .where('id', '=', content.chartId)
        .execute();
    await setChartTimeout(4321);
    try {
      const formData = `?form_data=${encodeURIComponent(JSON.stringify({ slice_id: content.chartId }))}`;
      const named = await postChartData(salesByRegion(content.salesId, uniqueFilter()), admin, formData);
      expect(named.statusCode).toBe(200);
      expect(named.json().result[0].cache_timeout).toBe(4321);
      const unnamed = await postChartData(salesByRegion(content.salesId, uniqueFilter()));
      expect(unnamed.json().result[0].cache_timeout).toBe(t.deps.config.cache.defaultTimeoutSeconds);
      const malformed = await postChartData(salesByRegion(content.salesId), admin, '?form_data=%7Bnope');
      expect(malformed.statusCode).toBe(400);
    } finally {
      await setChartTimeout(null);
    }
  });

  it('needs a signed-in user with access to the datasource', async () => {
    expect((await postChartData(salesByRegion(content.salesId), {})).statusCode).toBe(401);
    const forbidden = await postChartData(salesByRegion(content.salesId), sqlLab);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toMatch(
      /^This endpoint requires the datasource (\w+\.)?sales, database or `all_datasource_access` permission$/,
    );
    expect((await postChartData(salesByRegion(content.salesId), gamma)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown dataset', async () => {
    const response = await postChartData(salesByRegion(987654));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found' });
  });

  it('answers 400 COLUMN_DOES_NOT_EXIST_ERROR for an unknown column', async () => {
    const response = await postChartData({
      datasource: { id: content.salesId, type: 'table' },
      queries: [{ columns: ['nope'], metrics: ['count'] }],
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.errors[0]).toMatchObject({
      error_type: 'COLUMN_DOES_NOT_EXIST_ERROR',
      level: 'error',
      extra: expect.objectContaining({ stage: 'compile' }),
    });
    expect(body.message).toBe(body.errors[0].message);
  });

  it('answers 400 for a malformed query context', async () => {
    const response = await postChartData({ datasource: { id: content.salesId }, queries: 'all of them' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Request is incorrect: queries: /);
    expect(response.json().errors[0]).toMatchObject({
      error_type: 'INVALID_PAYLOAD_SCHEMA_ERROR',
      extra: { stage: 'validate' },
    });
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/v1/chart/data',
      headers: { ...admin, 'content-type': 'application/json' },
      payload: '[1, 2]',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().message).toBe('Request is not JSON');
  });

  it('answers 400 INVALID_SQL_ERROR for custom SQL that is not one expression', async () => {
    const response = await postChartData({
      datasource: { id: content.salesId, type: 'table' },
      queries: [{ columns: ['region'], metrics: ['count'], extras: { where: '1=1; DROP TABLE sales' } }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].error_type).toBe('INVALID_SQL_ERROR');
  });

  it("answers 400 GENERIC_DB_ENGINE_ERROR with the driver's message", async () => {
    const missingId = await datasetOfX(
      'c0000000-0000-4000-8000-0000000000aa',
      content.databaseId,
      'main',
      'no_such_table',
    );
    const response = await postChartData(countByX(missingId));
    expect(response.statusCode).toBe(400);
    const [error] = response.json().errors;
    expect(error).toMatchObject({
      error_type: 'GENERIC_DB_ENGINE_ERROR',
      extra: expect.objectContaining({ engine_name: 'DuckDB', stage: 'execute' }),
    });
    expect(error.message).toMatch(/^DuckDB Error: .*no_such_table/s);
  });

  it('answers GENERIC_DB_ENGINE_ERROR when the database cannot be opened', async () => {
    const writer = createExampleContentWriter(t.deps);
    const downId = await writer.upsertDatabase({
      uuid: 'c0000000-0000-4000-8000-0000000000cc',
      database_name: 'down',
      // Nothing listens on port 1.
      sqlalchemy_uri: 'postgresql://nobody@127.0.0.1:1/none',
      expose_in_sqllab: false,
      allow_dml: false,
    });
    const datasetId = await datasetOfX('c0000000-0000-4000-8000-0000000000cd', downId, 'public', 't');
    const response = await postChartData(countByX(datasetId));
    expect(response.statusCode).toBe(400);
    // The SQL metric's gate asks the engine first, so the engine's failure surfaces there.
    expect(response.json().errors[0]).toMatchObject({
      error_type: 'GENERIC_DB_ENGINE_ERROR',
      extra: expect.objectContaining({ engine_name: 'PostgreSQL', stage: 'gate' }),
    });
  });

  it('answers BACKEND_TIMEOUT_ERROR when the query runs past the timeout', async () => {
    const saved = t.deps.config.queryTimeoutMs;
    t.deps.config.queryTimeoutMs = 300;
    try {
      const response = await postChartData({
        datasource: { id: content.slowId, type: 'table' },
        queries: [{ columns: ['n'], metrics: [] }],
        force: true,
      });
      expect(response.statusCode).toBe(408);
      expect(response.json().errors[0]).toMatchObject({
        error_type: 'BACKEND_TIMEOUT_ERROR',
        message: 'The query exceeded the 0.3 seconds timeout.',
      });
    } finally {
      t.deps.config.queryTimeoutMs = saved;
    }
  });

  it('answers the second identical request from the cache; force bypasses it', async () => {
    const context = salesByRegion(content.salesId, uniqueFilter());
    const before = content.runs.length;
    const first = (await postChartData(context)).json().result[0];
    const second = (await postChartData(context)).json().result[0];
    expect(first.is_cached).toBe(false);
    expect(second.is_cached).toBe(true);
    expect(second.cache_key).toBe(first.cache_key);
    expect(second.cached_dttm).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
    expect(second.data).toEqual(first.data);
    expect(content.runs.length - before).toBe(1);

    const forcedByQuery = (await postChartData(context, admin, '?force=true')).json().result[0];
    const forcedByBody = (await postChartData({ ...context, force: true })).json().result[0];
    expect(forcedByQuery.is_cached).toBe(false);
    expect(forcedByBody.is_cached).toBe(false);
    expect(content.runs.length - before).toBe(3);
  });

  it('runs two concurrent identical requests once', async () => {
    const context = salesByRegion(content.salesId, uniqueFilter());
    const before = content.runs.length;
    // Hold the cache's answers until both requests asked it, so both are past the lookup before either
    // can store a result: the second must then join the first one's execution.
    const cache = t.deps.cache;
    const originalGet = cache.get.bind(cache);
    let release!: () => void;
    const bothAsked = new Promise<void>((resolve) => (release = resolve));
    let asked = 0;
    cache.get = async (key: string) => {
      if (++asked === 2) release();
      await bothAsked;
      return originalGet(key);
    };
    try {
      const [a, b] = await Promise.all([postChartData(context), postChartData(context)]);
      expect(a.statusCode).toBe(200);
      expect(b.json().result[0].data).toEqual(a.json().result[0].data);
    } finally {
      cache.get = originalGet;
    }
    expect(content.runs.length - before).toBe(1);
  });

  it('answers CSV and XLSX attachments', async () => {
    const csv = await postChartData({ ...salesByRegion(content.salesId), result_format: 'csv' });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename=\d{8}_\d{6}\.csv$/);
    expect(csv.body).toBe('region,total\neast,155\nsouth,145\nnorth,135\n');

    const xlsx = await postChartData({ ...salesByRegion(content.salesId), result_format: 'xlsx' });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(xlsx.headers['content-disposition']).toMatch(/\.xlsx$/);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK'); // a zip container
  });

  it('answers the other result types: query, samples, columns, timegrains, drill_detail', async () => {
    const query = (await postChartData({ ...salesByRegion(content.salesId), result_type: 'query' })).json();
    expect(query.result[0].language).toBe('sql');
    expect(query.result[0].query).toMatch(/GROUP BY/i);

    const samples = (
      await postChartData({ ...salesByRegion(content.salesId), result_type: 'samples' })
    ).json();
    expect(samples.result[0].colnames).toEqual(['ds', 'region', 'amount']);
    expect(samples.result[0].rowcount).toBe(30);

    const drill = (
      await postChartData({
        ...salesByRegion(content.salesId, { filters: [{ col: 'region', op: '==', val: 'east' }] }),
        result_type: 'drill_detail',
      })
    ).json();
    expect(drill.result[0].colnames).toEqual(['region']);
    expect(drill.result[0].rowcount).toBe(10);

    const columns = (
      await postChartData({ ...salesByRegion(content.salesId), result_type: 'columns' })
    ).json();
    expect(columns.result[0].data).toEqual([
      { column_name: 'ds', verbose_name: null, dtype: 'TIMESTAMP' },
      { column_name: 'region', verbose_name: null, dtype: 'VARCHAR' },
      { column_name: 'amount', verbose_name: null, dtype: 'DOUBLE' },
    ]);

    const grains = (
      await postChartData({ ...salesByRegion(content.salesId), result_type: 'timegrains' })
    ).json();
    expect(grains.result[0].data).toContainEqual({
      name: 'Day',
      function: expect.stringContaining('{col}'),
      duration: 'P1D',
    });
  });
});

describe('dataset edits', () => {
  it('are seen by the next chart-data request', async () => {
    const query = {
      datasource: { id: content.salesId, type: 'table' },
      queries: [{ columns: ['region'], metrics: ['double_total'], orderby: [['double_total', false]] }],
    };
    const before = await postChartData(query);
    expect(before.statusCode).toBe(400);
    expect(before.json().errors[0].error_type).toBe('QUERY_OBJECT_VALIDATION_ERROR'); // unknown metric
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/dataset/${content.salesId}`,
      headers: admin,
      payload: {
        metrics: [
          { metric_name: 'count', expression: 'COUNT(*)' },
          { metric_name: 'total', expression: 'SUM(amount)' },
          { metric_name: 'double_total', expression: 'SUM(amount) * 2' },
        ],
      },
    });
    expect(put.statusCode).toBe(200);
    const after = await postChartData(query);
    expect(after.statusCode).toBe(200);
    expect(after.json().result[0].data[0]).toEqual({ region: 'east', double_total: 310 });
  });
});

describe('post-processing and time comparison', () => {
  it("applies the request's post-processing operators in order", async () => {
    const response = await postChartData(
      salesByRegion(content.salesId, {
        ...uniqueFilter(),
        post_processing: [
          { operation: 'cum', options: { operator: 'sum', columns: { total: 'total' } } },
          { operation: 'rename', options: { columns: { total: 'running total' } } },
        ],
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().result[0].data).toEqual([
      { region: 'east', 'running total': 155 },
      { region: 'south', 'running total': 300 },
      { region: 'north', 'running total': 435 },
    ]);
  });

  it('answers 400 for an operator that cannot run', async () => {
    const response = await postChartData(
      salesByRegion(content.salesId, { post_processing: [{ operation: 'prophet', options: {} }] }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The prophet operation is not supported');
    expect(response.json().errors[0].extra.stage).toBe('postProcess');
  });

  it('joins time offsets as <metric>__<offset> columns aligned on time', async () => {
    // Day d (0..9 from 2024-01-01) totals 3d + 30.
    const response = await postChartData({
      datasource: { id: content.salesId, type: 'table' },
      queries: [
        {
          columns: [{ sqlExpression: 'ds', label: 'ds', columnType: 'BASE_AXIS', timeGrain: 'P1D' }],
          metrics: ['total'],
          filters: [{ col: 'ds', op: 'TEMPORAL_RANGE', val: '2024-01-03 : 2024-01-06' }],
          time_offsets: ['1 day ago'],
          orderby: [['ds', true]],
        },
      ],
    });
    expect(response.statusCode).toBe(200);
    const [result] = response.json().result;
    expect(result.colnames).toEqual(['ds', 'total', 'total__1 day ago']);
    expect(result.data).toEqual([
      { ds: Date.UTC(2024, 0, 3), total: 36, 'total__1 day ago': 33 },
      { ds: Date.UTC(2024, 0, 4), total: 39, 'total__1 day ago': 36 },
      { ds: Date.UTC(2024, 0, 5), total: 42, 'total__1 day ago': 39 },
    ]);
    expect(result.label_map['total__1 day ago']).toEqual(['total', '1 day ago']);
    // Both statements are shown.
    expect(result.query.split(';\n\n')).toHaveLength(2);
  });
});

describe('large answers', () => {
  it('are sent piece by piece, whole and with their length, and equal to the same rows in one piece', async () => {
    const databaseId = (
      await t.deps.db
        .selectFrom('tables')
        .select('database_id')
        .where('id', '=', content.salesId)
        .executeTakeFirstOrThrow()
    ).database_id;
    const id = await datasetOfX('c0000000-0000-4000-8000-0000000000a1', databaseId, 'main', 'many');
    await t.deps.db
      .updateTable('tables')
      .set({ sql: `SELECT range::INTEGER AS x, 'row "' || range || '" é' AS label FROM range(20000)` })
      .where('id', '=', id)
      .execute();
    const rows = (limit: number) => ({
      datasource: { id, type: 'table' },
      queries: [
        {
          columns: ['x', { label: 'label', sqlExpression: 'label' }],
          metrics: [],
          orderby: [['x', true]],
          row_limit: limit,
        },
      ],
      force: true,
    });
    const large = await postChartData(rows(20000));
    expect(large.statusCode).toBe(200);
    expect(Number(large.headers['content-length'])).toBe(Buffer.byteLength(large.body));
    expect(large.headers['transfer-encoding']).toBeUndefined();
    const [result] = large.json<{ result: { rowcount: number; data: { x: number; label: string }[] }[] }>()
      .result;
    expect(result!.rowcount).toBe(20000);
    expect(result!.data.map((row) => row.x)).toEqual(Array.from({ length: 20000 }, (_, i) => i));
    expect(result!.data[19999]).toEqual({ x: 19999, label: 'row "19999" é' });
    // The first rows of a small answer (one Buffer) are the same text as in the large one.
    const small = await postChartData(rows(3));
    const firstRows = (body: string) => body.slice(body.indexOf('"data":['), body.indexOf('},{"x":3,'));
    expect(firstRows(large.body)).toBe(small.body.slice(small.body.indexOf('"data":['), -5));
  });
});

describe('cancellation on a real listening server', () => {
  it('interrupts the engine query when the client disconnects', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const before = content.runs.length;
    const body = JSON.stringify({
      datasource: { id: content.slowId, type: 'table' },
      queries: [{ columns: ['n'], metrics: [], row_limit: 7 }],
      force: true,
    });
    const client = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/v1/chart/data',
      headers: { ...admin, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    client.on('error', () => undefined);
    client.end(body);
    // Wait until the statement is running, then go away.
    while (content.runs.length === before) await new Promise((resolve) => setTimeout(resolve, 20));
    client.destroy();
    expect(await content.runs[before]!.outcome).toBe('QueryCancelledError');
  });
});

describe('GET /api/v1/chart/{pk}/data/', () => {
  it('builds the query context from the saved form data when the chart has none saved', async () => {
    await t.deps.db
      .updateTable('slices')
      .set({ query_context: null })
      .where('id', '=', content.chartId)
      .execute();
    const response = await t.app.inject({ url: `/api/v1/chart/${content.chartId}/data/`, headers: gamma });
    expect(response.statusCode).toBe(200);
    const [result] = response.json().result;
    expect(result.colnames).toEqual(['region', 'total']);
    expect(result.data).toHaveLength(3);
  });

  it("runs the chart's saved query context, with format and type from the URL", async () => {
    await t.deps.db
      .updateTable('slices')
      .set({ query_context: JSON.stringify(salesByRegion(content.salesId)) })
      .where('id', '=', content.chartId)
      .execute();
    const response = await t.app.inject({ url: `/api/v1/chart/${content.chartId}/data/`, headers: gamma });
    expect(response.statusCode).toBe(200);
    expect(response.json().result[0].data[0]).toEqual({ region: 'east', total: 155 });

    const csv = await t.app.inject({
      url: `/api/v1/chart/${content.chartId}/data/?format=csv`,
      headers: admin,
    });
    expect(csv.body.split('\n')[0]).toBe('region,total');
    const query = await t.app.inject({
      url: `/api/v1/chart/${content.chartId}/data/?type=query`,
      headers: admin,
    });
    expect(query.json().result[0].language).toBe('sql');
    const badType = await t.app.inject({
      url: `/api/v1/chart/${content.chartId}/data/?type=nope`,
      headers: admin,
    });
    expect(badType.statusCode).toBe(400);
  });

  it('answers 401, 403 and 404', async () => {
    expect((await t.app.inject({ url: `/api/v1/chart/${content.chartId}/data/` })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: `/api/v1/chart/${content.chartId}/data/`, headers: sqlLab })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ url: '/api/v1/chart/424242/data/', headers: admin })).statusCode).toBe(404);
  });
});
