import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedisServer, type RedisTestServer } from '@sightline/query-engine/testing';
import { queryExecutionAcceptedSchema, type AsyncEvent } from '@sightline/core';
import { defaultConfig } from '../../config/load.js';
import type { TestApp } from '../../testing/createTestApp.js';
import { setUpSqlLabTests } from '../../testing/sqlLabTestContent.js';
import type { ChartDataContent } from '../../testing/chartDataTestContent.js';

/** SQL Lab's async queries over Redis: the job goes through BullMQ, its event through Redis streams. */

let redis: RedisTestServer;
let t: TestApp;
let content: ChartDataContent;
let admin: Record<string, string>;

beforeAll(async () => {
  redis = await startRedisServer();
  const cache = { ...defaultConfig().cache, redisUrl: redis.url };
  ({ t, content, admin } = await setUpSqlLabTests({ sqlite: true, config: { cache } }));
});
afterAll(async () => {
  await t?.close();
  await redis?.stop();
});

describe('SQL Lab async queries with Redis', () => {
  it('runs the job on a BullMQ worker and serves its rows from the Redis results cache', async () => {
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sqllab/execute/',
      headers: admin,
      payload: { database_id: content.databaseId, sql: 'SELECT count(*) AS n FROM sales', runAsync: true },
    });
    expect(accepted.statusCode).toBe(202);
    const job = queryExecutionAcceptedSchema.parse(accepted.json());
    const started = Date.now();
    let event: AsyncEvent | undefined;
    while (!event) {
      const events = (await t.app.inject({ url: '/api/v1/async_event/', headers: admin })).json()
        .result as AsyncEvent[];
      event = events.find((e) => e.job_id === job.job_id);
      if (Date.now() - started > 15_000) throw new Error('no event');
      if (!event) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(event.status).toBe('done');
    const results = await t.app.inject({ url: event.result_url!, headers: admin });
    expect(results.json().data).toEqual([{ n: 30 }]);
  });
});
