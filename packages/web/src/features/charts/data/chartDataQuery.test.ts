import type { QueryContext } from '@sightline/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../platform/apiClient';
import { createChartDataClient } from './chartDataClient';

const client = createChartDataClient();

const context = {
  datasource: { id: 3, type: 'table' },
  queries: [{ metrics: ['count'] }],
  result_type: 'full',
} as unknown as QueryContext;

/** Stubs fetch: the CSRF token, then chart data answering `answer`; the chart-data bodies sent are kept. */
function stubChartData(answer: () => Response) {
  const sent: unknown[] = [];
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    if (input.includes('csrf_token')) return new Response(JSON.stringify({ result: 'token' }));
    if (input !== '/api/v1/chart/data' || init?.method !== 'POST') return new Response('{}', { status: 404 });
    sent.push(JSON.parse(init.body as string));
    return answer();
  });
  return sent;
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

afterEach(() => vi.unstubAllGlobals());

describe("the chart-data client's query", () => {
  it('posts the query context as it is and answers the results, one per query', async () => {
    const sent = stubChartData(() => json({ result: [{ data: [{ count: 1 }], rowcount: 1 }] }));
    expect(await client.query(context)).toEqual([{ data: [{ count: 1 }], rowcount: 1 }]);
    expect(sent).toEqual([context]);
  });

  it("throws the client's ApiError with the server's message when the request fails", async () => {
    stubChartData(() => json({ message: 'Column "x" does not exist' }, 400));
    const failure = await client.query(context).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(400);
    expect((failure as ApiError).message).toBe('Column "x" does not exist');
  });
});

describe("the chart-data client's sql", () => {
  it("asks for the queries' SQL as JSON and joins them, a query without SQL as empty", async () => {
    const sent = stubChartData(() => json({ result: [{ query: 'SELECT 1' }, {}, { query: 'SELECT 2' }] }));
    expect(await client.sql(context)).toBe('SELECT 1;\n\n;\n\nSELECT 2');
    expect(sent).toEqual([{ ...context, result_type: 'query', result_format: 'json' }]);
  });
});
