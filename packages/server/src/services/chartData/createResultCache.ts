import { createMemoryCache, createRedisCache, type ResultCache } from '@sightline/query-engine';
import type { SightlineConfig } from '../../config.js';
import type { CachedQueryResult } from './chartDataTypes.js';

/** Entries the in-process cache keeps; each is one query's post-processed result. */
const MEMORY_CACHE_ENTRIES = 1000;
/** Cells (rows × columns) the in-process cache holds in all, roughly 100-250 MB of values. */
const MEMORY_CACHE_CELLS = 5_000_000;

const cellsOf = (value: unknown): number => {
  const entry = value as Partial<CachedQueryResult> | null;
  const frame = entry?.frame;
  const cells = frame ? frame.length * Math.max(1, frame.fields.length) : 1;
  // Annotation records are stored with the result: count each as one cell per column.
  const annotations = Object.values(entry?.annotationData ?? {}).reduce<number>((sum, data) => {
    const records = (data as { records?: Record<string, unknown>[] } | null)?.records ?? [];
    return sum + records.reduce((n, record) => n + Object.keys(record).length, 0);
  }, 0);
  return cells + annotations;
};

/** Redis when `cache.redisUrl` (REDIS_URL) is set, so processes share results; else in memory. */
export function createResultCache(config: SightlineConfig): ResultCache {
  return config.cache.redisUrl
    ? createRedisCache(config.cache.redisUrl)
    : createMemoryCache({ maxEntries: MEMORY_CACHE_ENTRIES, maxWeight: MEMORY_CACHE_CELLS, weigh: cellsOf });
}
