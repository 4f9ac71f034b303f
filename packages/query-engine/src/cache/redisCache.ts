import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { Redis } from 'ioredis';
import type { ResultCache } from './resultCache.js';

/**
 * The result cache in Redis (REDIS_URL), shared by every web process. Values are JSON; payloads past a
 * few kilobytes are deflated, which shrinks row data several times over and so cuts Redis memory and
 * network time. A one-byte tag in front says which form is stored, so the format can change later.
 * Keys are namespaced so the cache can share a Redis with the job queue.
 */

const KEY_PREFIX = 'sightline:result:';
const PLAIN = 0x6a; // 'j'
const DEFLATED = 0x7a; // 'z'
/** Below this many bytes compression costs more than it saves. */
const DEFLATE_THRESHOLD = 4096;

export function encodeCacheValue(value: unknown): Buffer {
  const json = Buffer.from(JSON.stringify(value), 'utf8');
  if (json.length < DEFLATE_THRESHOLD) return Buffer.concat([Buffer.of(PLAIN), json]);
  return Buffer.concat([Buffer.of(DEFLATED), deflateRawSync(json, { level: 1 })]);
}

export function decodeCacheValue(buffer: Buffer): unknown {
  const tag = buffer[0];
  const body = buffer.subarray(1);
  if (tag === PLAIN) return JSON.parse(body.toString('utf8'));
  if (tag === DEFLATED) return JSON.parse(inflateRawSync(body).toString('utf8'));
  // An entry written by another format version: treat as a miss.
  return undefined;
}

export interface RedisCacheOptions {
  /** Prepended to every key; default `sightline:result:`. */
  keyPrefix?: string;
}

/**
 * `url` is a redis:// URL. Commands wait for the connection (ioredis' offline queue) but fail after a few
 * retries instead of hanging forever, so a dead Redis turns into errors the pipeline can treat as misses.
 */
export function createRedisCache<V = unknown>(url: string, options: RedisCacheOptions = {}): ResultCache<V> {
  const prefix = options.keyPrefix ?? KEY_PREFIX;
  const redis = new Redis(url, { maxRetriesPerRequest: 2, enableAutoPipelining: true, lazyConnect: false });
  // Without a listener ioredis prints every reconnect failure; the failing commands carry the error.
  redis.on('error', () => undefined);

  return {
    async get(key) {
      const buffer = await redis.getBuffer(prefix + key);
      return buffer ? (decodeCacheValue(buffer) as V | undefined) : undefined;
    },
    async set(key, value, ttlSeconds) {
      if (ttlSeconds < 0) {
        await redis.del(prefix + key);
        return;
      }
      const encoded = encodeCacheValue(value);
      if (ttlSeconds === 0) await redis.set(prefix + key, encoded);
      else await redis.set(prefix + key, encoded, 'EX', Math.ceil(ttlSeconds));
    },
    async delete(key) {
      await redis.del(prefix + key);
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
