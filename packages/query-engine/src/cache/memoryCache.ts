import type { ResultCache } from './resultCache.js';

export interface MemoryCacheOptions<V = unknown> {
  /** Least recently used entries are dropped beyond this count. */
  maxEntries: number;
  /**
   * Bounds the total size as well: each value weighs `weigh(value)` (e.g. its cell count) and least
   * recently used entries go until the total is at most `maxWeight`; a value heavier than that alone
   * is not stored. Without it only the entry count is bounded.
   */
  maxWeight?: number;
  weigh?: (value: V) => number;
  /** The clock, in ms; tests pass their own to move time without waiting. */
  now?: () => number;
}

interface Entry<V> {
  value: V;
  weight: number;
  /** Epoch ms after which the entry is gone; Infinity for ttl 0. */
  expiresAt: number;
}

/**
 * An LRU with per-entry TTL in the process's memory. A Map keeps insertion order, so re-inserting on
 * read makes the first key the least recently used one. Values are kept as given (no copy): callers
 * must treat what they get back as read-only, which is how the chart-data pipeline uses it.
 */
export function createMemoryCache<V = unknown>(options: MemoryCacheOptions<V>): ResultCache<V> {
  const { maxEntries } = options;
  if (!Number.isInteger(maxEntries) || maxEntries < 1)
    throw new Error('maxEntries must be a positive integer');
  const now = options.now ?? Date.now;
  const maxWeight = options.maxWeight ?? Infinity;
  const weigh = options.weigh ?? (() => 0);
  const entries = new Map<string, Entry<V>>();
  let totalWeight = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    entries.delete(key);
    totalWeight -= entry.weight;
    return entry;
  };

  return {
    async get(key) {
      const entry = remove(key);
      if (!entry || entry.expiresAt <= now()) return undefined;
      entries.set(key, entry);
      totalWeight += entry.weight;
      return entry.value;
    },
    async set(key, value, ttlSeconds) {
      remove(key);
      const weight = weigh(value);
      if (ttlSeconds < 0 || weight > maxWeight) return;
      entries.set(key, { value, weight, expiresAt: ttlSeconds === 0 ? Infinity : now() + ttlSeconds * 1000 });
      totalWeight += weight;
      while (entries.size > maxEntries || totalWeight > maxWeight) {
        remove(entries.keys().next().value as string);
      }
    },
    async delete(key) {
      remove(key);
    },
    async close() {
      entries.clear();
      totalWeight = 0;
    },
  };
}
