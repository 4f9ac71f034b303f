import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { startRedisServer, type RedisTestServer } from '@sightline/query-engine/testing';
import { defaultConfig } from '../../config/load.js';
import { createTestApp, type TestApp } from '../../testing/createTestApp.js';
import {
  salesByRegion,
  seedChartDataContent,
  type ChartDataContent,
} from '../../testing/chartDataTestContent.js';

/** With `cache.redisUrl` set (REDIS_URL), chart-data results live in a real Redis shared by processes. */

let redis: RedisTestServer;
let first: TestApp;
let second: TestApp;
let content: ChartDataContent;

beforeAll(async () => {
  redis = await startRedisServer();
  const cache = { ...defaultConfig().cache, redisUrl: redis.url };
  first = await createTestApp({ sqlite: true, config: { cache } });
  second = await createTestApp({ sqlite: true, config: { cache } });
  content = await seedChartDataContent(first);
  // The second "process" sees the same analytics database under the same ids.
  await seedChartDataContent(second);
});
afterAll(async () => {
  await first?.close();
  await second?.close();
  await redis?.stop();
});

describe('chart data with the Redis cache', () => {
  it('stores results in Redis and answers another process from there', async () => {
    const payload = salesByRegion(content.salesId);
    const fromFirst = await first.app.inject({
      method: 'POST',
      url: '/api/v1/chart/data',
      headers: (await first.signIn('admin')).headers,
      payload,
    });
    expect(fromFirst.json().result[0].is_cached).toBe(false);
    const key = fromFirst.json().result[0].cache_key as string;

    const client = new Redis(redis.url);
    try {
      expect(await client.exists(`sightline:result:${key}`)).toBe(1);
      expect(await client.ttl(`sightline:result:${key}`)).toBeGreaterThan(0);
    } finally {
      client.disconnect();
    }

    const fromSecond = await second.app.inject({
      method: 'POST',
      url: '/api/v1/chart/data',
      headers: (await second.signIn('admin')).headers,
      payload,
    });
    const result = fromSecond.json().result[0];
    expect(result.is_cached).toBe(true);
    expect(result.cache_key).toBe(key);
    expect(result.data).toEqual(fromFirst.json().result[0].data);
  });
});
