import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asyncEventSchema, chartDataAsyncResponseSchema, type AsyncEvent } from '@sightline/core';
import type { TestApp } from '../../testing/createTestApp.js';
import {
  salesByRegion,
  saveSalesChart,
  setUpChartDataTests,
  type ChartDataContent,
} from '../../testing/chartDataTestContent.js';

/** Chart data with GLOBAL_ASYNC_QUERIES on, in one process: jobs run here, events live in memory. */

let t: TestApp;
let content: ChartDataContent;
let admin: Record<string, string>;
let gamma: Record<string, string>;
let sqlLab: Record<string, string>;

beforeAll(async () => {
  ({ t, content, admin, gamma, sqlLab } = await setUpChartDataTests());
  t.deps.config.featureFlags.GLOBAL_ASYNC_QUERIES = true;
});
afterAll(() => t?.close());

const postChartData = (payload: unknown, headers = admin) =>
  t.app.inject({ method: 'POST', url: '/api/v1/chart/data', headers, payload: payload as object });
const readEvents = (headers = admin, lastId?: string) =>
  t.app.inject({
    url: `/api/v1/async_event/${lastId === undefined ? '' : `?last_id=${encodeURIComponent(lastId)}`}`,
    headers,
  });

let tag = 0;
const unique = (extra: Record<string, unknown> = {}) =>
  salesByRegion(content.salesId, { filters: [{ col: 'amount', op: '>=', val: -1000 - ++tag }], ...extra });
const slowQuery = () => ({
  datasource: { id: content.slowId, type: 'table' },
  queries: [{ columns: ['n'], metrics: [], filters: [{ col: 'n', op: '>=', val: -1000 - ++tag }] }],
});

/** Polls the caller's events until one for `jobId` arrives (as the browser does, every 500 ms). */
async function eventOf(jobId: string, headers = admin): Promise<AsyncEvent> {
  const started = Date.now();
  for (;;) {
    const response = await readEvents(headers);
    expect(response.statusCode).toBe(200);
    const event = (response.json().result as AsyncEvent[]).find((e) => e.job_id === jobId);
    if (event) return event;
    if (Date.now() - started > 15_000) throw new Error(`no event for job ${jobId}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('POST /api/v1/chart/data with async queries on', () => {
  it('answers 202 with the job, then a done event whose result_url serves the same data as a sync request', async () => {
    const context = unique();
    const accepted = await postChartData(context);
    expect(accepted.statusCode).toBe(202);
    const job = chartDataAsyncResponseSchema.parse(accepted.json());
    expect(job).toMatchObject({ status: 'pending', errors: [], result_url: null });
    expect(job.user_id).toMatch(/^\d+$/);

    const event = asyncEventSchema.parse(await eventOf(job.job_id));
    expect(event).toMatchObject({
      channel_id: job.channel_id,
      job_id: job.job_id,
      user_id: Number(job.user_id),
      status: 'done',
      errors: [],
    });
    expect(event.result_url).toMatch(/^\/api\/v1\/chart\/data\/[0-9a-f]{40}$/);
    const result = await t.app.inject({ url: event.result_url!, headers: admin });
    expect(result.statusCode).toBe(200);
    const rows = result.json().result[0].data;
    expect(rows).toEqual([
      { region: 'east', total: 155 },
      { region: 'south', total: 145 },
      { region: 'north', total: 135 },
    ]);

    t.deps.config.featureFlags.GLOBAL_ASYNC_QUERIES = false;
    try {
      expect((await postChartData(context)).json().result[0].data).toEqual(rows);
    } finally {
      t.deps.config.featureFlags.GLOBAL_ASYNC_QUERIES = true;
    }
  });

  it('answers 200 at once when the cache has the answer', async () => {
    const context = unique();
    const job = (await postChartData(context)).json();
    await eventOf(job.job_id);
    const again = await postChartData(context);
    expect(again.statusCode).toBe(200);
    expect(again.json().result[0].is_cached).toBe(true);
  });

  it('answers validation and permission errors at once, without a job', async () => {
    const unknownColumn = await postChartData(unique({ columns: ['no_such_column'] }));
    expect(unknownColumn.statusCode).toBe(400);
    const notTheirs = await postChartData(unique(), sqlLab);
    expect(notTheirs.statusCode).toBe(403);
  });

  it('answers query text, samples and CSV in the request, as without async queries', async () => {
    const query = await postChartData({ ...unique(), result_type: 'query' });
    expect(query.statusCode).toBe(200);
    const csv = await postChartData({ ...unique(), result_format: 'csv' });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
  });
});

describe('GET /api/v1/chart/{id}/data/ with async queries on', () => {
  it("runs a saved chart's query as a job too, then serves its answer", async () => {
    const chartId = await saveSalesChart(t, content, 'Async saved chart', unique());
    const accepted = await t.app.inject({ url: `/api/v1/chart/${chartId}/data/`, headers: admin });
    expect(accepted.statusCode).toBe(202);
    const event = await eventOf(chartDataAsyncResponseSchema.parse(accepted.json()).job_id);
    const result = await t.app.inject({ url: event.result_url!, headers: admin });
    expect(result.json().result[0].data).toHaveLength(3);
    const again = await t.app.inject({ url: `/api/v1/chart/${chartId}/data/`, headers: admin });
    expect(again.statusCode).toBe(200);
    expect(again.json().result[0].is_cached).toBe(true);
  });
});

describe('GET /api/v1/async_event/', () => {
  it('answers the events after last_id, and none after the newest', async () => {
    const first = (await postChartData(unique())).json();
    const firstEvent = await eventOf(first.job_id);
    const second = (await postChartData(unique())).json();
    const secondEvent = await eventOf(second.job_id);
    const after = (await readEvents(admin, firstEvent.id)).json().result as AsyncEvent[];
    expect(after.map((e) => e.job_id)).toContain(second.job_id);
    expect(after.map((e) => e.job_id)).not.toContain(first.job_id);
    expect((await readEvents(admin, secondEvent.id)).json().result).toEqual([]);
  });

  it('answers 400 to a last_id that is not an event id', async () => {
    for (const lastId of ['abc', '1-2-3', "1-0' OR 1=1", '9'.repeat(40) + '-0']) {
      const response = await readEvents(admin, lastId);
      expect(response.statusCode, lastId).toBe(400);
      expect(response.json().message).toMatch(/last_id must be the id of an event/);
    }
  });

  it('answers 401 without credentials', async () => {
    expect((await t.app.inject({ url: '/api/v1/async_event/' })).statusCode).toBe(401);
  });

  it("never shows one session's events to another session, even of the same user", async () => {
    const job = (await postChartData(unique())).json();
    await eventOf(job.job_id);
    const gammaEvents = (await readEvents(gamma)).json().result as AsyncEvent[];
    expect(gammaEvents.map((e) => e.job_id)).not.toContain(job.job_id);
    const otherSession = (await t.signIn('admin')).headers;
    const otherEvents = (await readEvents(otherSession)).json().result as AsyncEvent[];
    expect(otherEvents.map((e) => e.job_id)).not.toContain(job.job_id);
  });
});

describe('GET /api/v1/chart/data/{cache_key}', () => {
  it('answers 403 to a user who could not have run the query, and the result to one who could', async () => {
    const job = (await postChartData(unique())).json();
    const { result_url } = await eventOf(job.job_id);
    expect((await t.app.inject({ url: result_url!, headers: sqlLab })).statusCode).toBe(403);
    expect((await t.app.inject({ url: result_url!, headers: gamma })).statusCode).toBe(200);
    expect((await t.app.inject({ url: result_url! })).statusCode).toBe(401);
  });

  it('answers 404 to a key that is not kept, whatever its form', async () => {
    for (const key of ['0'.repeat(40), 'nothing', '..%2F..%2Fetc', 'a'.repeat(500)]) {
      const response = await t.app.inject({ url: `/api/v1/chart/data/${key}`, headers: admin });
      expect(response.statusCode, key).toBe(404);
      expect(response.json().message).toMatch(/not kept/);
    }
  });
});

describe('errors, cancellation and time limits of jobs', () => {
  it('ends a job whose query fails with an error event carrying the errors', async () => {
    const job = (
      await postChartData({
        ...unique(),
        queries: [
          {
            columns: ['region'],
            metrics: [{ expressionType: 'SQL', sqlExpression: 'sum(CAST(region AS INTEGER))', label: 'bad' }],
          },
        ],
      })
    ).json();
    expect(job.job_id).toBeDefined();
    const event = await eventOf(job.job_id);
    expect(event).toMatchObject({ status: 'error', result_url: null });
    expect(event.errors[0]).toMatchObject({ error_type: 'GENERIC_DB_ENGINE_ERROR' });
    expect(event.errors[0]!.message).toMatch(/Could not convert|Conversion Error/i);
  });

  it('stops a running job on DELETE /api/v1/async_event/job/{id}, with a cancelled error event', async () => {
    const job = (await postChartData(slowQuery())).json();
    expect(job.status).toBe('pending');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const stop = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/async_event/job/${job.job_id}`,
      headers: admin,
    });
    expect(stop.statusCode).toBe(200);
    const event = await eventOf(job.job_id);
    expect(event).toMatchObject({ status: 'error', errors: [{ error_type: 'QUERY_CANCELLED_ERROR' }] });
  });

  it("answers 404 to stopping another session's job or an unknown one", async () => {
    const job = (await postChartData(slowQuery())).json();
    try {
      for (const [headers, id] of [
        [gamma, job.job_id],
        [admin, 'no-such-job'],
      ] as const) {
        const response = await t.app.inject({
          method: 'DELETE',
          url: `/api/v1/async_event/job/${id}`,
          headers,
        });
        expect(response.statusCode).toBe(404);
      }
    } finally {
      await t.app.inject({ method: 'DELETE', url: `/api/v1/async_event/job/${job.job_id}`, headers: admin });
      await eventOf(job.job_id);
    }
  });

  it('stops a job that runs past the async time limit, with a timeout error event', async () => {
    const saved = t.deps.config.asyncQueries.timeoutSeconds;
    t.deps.config.asyncQueries.timeoutSeconds = 1;
    try {
      const job = (await postChartData(slowQuery())).json();
      const event = await eventOf(job.job_id);
      expect(event).toMatchObject({ status: 'error', errors: [{ error_type: 'BACKEND_TIMEOUT_ERROR' }] });
    } finally {
      t.deps.config.asyncQueries.timeoutSeconds = saved;
    }
  });
});
