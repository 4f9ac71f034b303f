import type { ResultCache } from './resultCache.js';

export interface MemoryCacheOptions {
  /** Least recently used entries are dropped beyond this count. */
  maxEntries: number;
  /** The clock, in ms; tests pass their own to move time without waiting. */
  now?: () => number;
}

interface Entry<V> {
  value: V;
  /** Epoch ms after which the entry is gone; Infinity for ttl 0. */
  expiresAt: number;
}

/**
 * An LRU with per-entry TTL in the process's memory. A Map keeps insertion order, so re-inserting on
 * read makes the first key the least recently used one. Values are kept as given (no copy): callers
 * must treat what they get back as read-only, which is how the chart-data pipeline uses it.
 */
export function createMemoryCache<V = unknown>(options: MemoryCacheOptions): ResultCache<V> {
  const { maxEntries } = options;
  if (!Number.isInteger(maxEntries) || maxEntries < 1)
    throw new Error('maxEntries must be a positive integer');
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry<V>>();

  return {
    async get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (entry.expiresAt <= now()) return undefined;
      entries.set(key, entry);
      return entry.value;
    },
    async set(key, value, ttlSeconds) {
      entries.delete(key);
      if (ttlSeconds < 0) return;
      entries.set(key, { value, expiresAt: ttlSeconds === 0 ? Infinity : now() + ttlSeconds * 1000 });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value as string;
        entries.delete(oldest);
      }
    },
    async delete(key) {
      entries.delete(key);
    },
    async close() {
      entries.clear();
    },
  };
}
