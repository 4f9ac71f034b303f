import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedisServer, type RedisTestServer } from '../testing/redisServer.js';
import { createRedisCache, decodeCacheValue, encodeCacheValue } from './redisCache.js';
import type { ResultCache } from './resultCache.js';

describe('cache value encoding', () => {
  it('round-trips small values as plain JSON and large ones deflated', () => {
    const small = { a: 1, b: ['x', null] };
    const smallEncoded = encodeCacheValue(small);
    expect(String.fromCharCode(smallEncoded[0]!)).toBe('j');
    expect(decodeCacheValue(smallEncoded)).toEqual(small);

    const large = { data: Array.from({ length: 2000 }, (_, i) => ({ country: 'Portugal', n: i })) };
    const largeEncoded = encodeCacheValue(large);
    expect(String.fromCharCode(largeEncoded[0]!)).toBe('z');
    expect(largeEncoded.length).toBeLessThan(JSON.stringify(large).length / 4);
    expect(decodeCacheValue(largeEncoded)).toEqual(large);
  });

  it('reads an unknown format tag as a miss', () => {
    expect(decodeCacheValue(Buffer.from('?{}'))).toBeUndefined();
  });
});

describe('createRedisCache against a real redis-server', () => {
  let server: RedisTestServer;
  let cache: ResultCache<{ rows: number[] }>;

  beforeAll(async () => {
    server = await startRedisServer();
    cache = createRedisCache(server.url, { keyPrefix: 'test:' });
  });
  afterAll(async () => {
    await cache?.close();
    await server?.stop();
  });

  it('stores, reads and deletes values', async () => {
    expect(await cache.get('k1')).toBeUndefined();
    await cache.set('k1', { rows: [1, 2, 3] }, 60);
    expect(await cache.get('k1')).toEqual({ rows: [1, 2, 3] });
    await cache.delete('k1');
    expect(await cache.get('k1')).toBeUndefined();
  });

  it('sets the ttl on the key and does not store a negative ttl', async () => {
    await cache.set('ttl', { rows: [] }, 120);
    await cache.set('none', { rows: [] }, -1);
    const { Redis } = await import('ioredis');
    const raw = new Redis(server.url);
    try {
      const ttl = await raw.ttl('test:ttl');
      expect(ttl).toBeGreaterThan(100);
      expect(ttl).toBeLessThanOrEqual(120);
      expect(await raw.exists('test:none')).toBe(0);
    } finally {
      raw.disconnect();
    }
  });

  it('shares values between two clients (two web processes)', async () => {
    const other = createRedisCache<{ rows: number[] }>(server.url, { keyPrefix: 'test:' });
    try {
      const big = { rows: Array.from({ length: 5000 }, (_, i) => i % 7) };
      await cache.set('shared', big, 0);
      expect(await other.get('shared')).toEqual(big);
    } finally {
      await other.close();
    }
  });
});
