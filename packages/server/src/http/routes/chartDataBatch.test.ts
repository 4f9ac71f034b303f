import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/createTestApp.js';
import { salesByRegion, setUpChartDataTests, type ChartDataContent } from './chartDataTestContent.js';
import { MAX_BATCH_QUERIES } from './chartDataBatch.js';

let t: TestApp;
let content: ChartDataContent;
let admin: Record<string, string>;
let sqlLab: Record<string, string>;

beforeAll(async () => {
  ({ t, content, admin, sqlLab } = await setUpChartDataTests());
});
afterAll(() => t?.close());

const postBatch = (payload: unknown, headers = admin) =>
  t.app.inject({ method: 'POST', url: '/api/v1/chart/data/batch/', headers, payload: payload as object });
const postOne = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/v1/chart/data', headers: admin, payload: payload as object });

/** The answer's lines by item index. */
const linesOf = (text: string) =>
  new Map(
    text
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { index: number; status: number; body: unknown })
      .map((line) => [line.index, line]),
  );

let tag = 0;
const unique = () => ({ filters: [{ col: 'amount', op: '>=', val: -5000 - ++tag }] });

describe('POST /api/v1/chart/data/batch/', () => {
  it('answers each item as its own chart-data call would, one JSON line each', async () => {
    const first = salesByRegion(content.salesId, unique());
    const second = salesByRegion(content.salesId, { ...unique(), row_limit: 1 });
    const unknownColumn = salesByRegion(content.salesId, { columns: ['nope'] });
    const response = await postBatch({
      queries: [
        { slice_id: content.chartId, query_context: first },
        { query_context: second },
        { query_context: unknownColumn },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/x-ndjson');
    const lines = linesOf(response.body);
    expect([...lines.keys()].sort()).toEqual([0, 1, 2]);
    const alone = (await postOne(first)).json() as { result: { data: unknown }[] };
    const batched = lines.get(0)!.body as { result: { data: unknown; is_cached: boolean }[] };
    expect(lines.get(0)!.status).toBe(200);
    // The single call found the batch's answer in the cache: the same rows.
    expect(batched.result[0]!.data).toEqual(alone.result[0]!.data);
    expect((lines.get(1)!.body as { result: { data: unknown[] }[] }).result[0]!.data).toHaveLength(1);
    const single = await postOne(unknownColumn);
    expect(lines.get(2)!.status).toBe(single.statusCode);
    expect(lines.get(2)!.body).toEqual(single.json());
  });

  it('answers a dataset the user may not read with 403 in its line', async () => {
    const response = await postBatch({ queries: [{ query_context: salesByRegion(content.salesId) }] }, sqlLab);
    expect(response.statusCode).toBe(200);
    expect(linesOf(response.body).get(0)!.status).toBe(403);
  });

  it('refuses anonymous callers and malformed batches as a whole', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/chart/data/batch/',
      payload: { queries: [{ query_context: salesByRegion(content.salesId) }] },
    });
    expect(anonymous.statusCode).toBe(401);
    for (const payload of [
      {},
      { queries: [] },
      { queries: [{ query_context: 'x' }] },
      { queries: [{ slice_id: 'seven', query_context: {} }] },
      { queries: Array.from({ length: MAX_BATCH_QUERIES + 1 }, () => ({ query_context: {} })) },
    ]) {
      const response = await postBatch(payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(response.json().message).toMatch(/queries|batch/);
    }
  });
});
