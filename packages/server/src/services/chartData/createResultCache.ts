import { createMemoryCache, createRedisCache, type ResultCache } from '@sightline/query-engine';
import type { SightlineConfig } from '../../config.js';

/** Entries the in-process cache keeps; each is one query's post-processed result. */
const MEMORY_CACHE_ENTRIES = 1000;

/** Redis when `cache.redisUrl` (REDIS_URL) is set, so processes share results; else in memory. */
export function createResultCache(config: SightlineConfig): ResultCache {
  return config.cache.redisUrl
    ? createRedisCache(config.cache.redisUrl)
    : createMemoryCache({ maxEntries: MEMORY_CACHE_ENTRIES });
}
