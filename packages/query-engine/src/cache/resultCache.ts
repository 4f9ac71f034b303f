/**
 * The result cache contract (the chart-data pipeline's cache stage): chart-data payloads stored under a hash of what
 * produced them. Two stores implement it: an in-process LRU (the default) and Redis (REDIS_URL), so
 * several web processes can share results.
 *
 * TTL semantics follow Flask-Caching (what Superset's cache_timeout means): a positive ttl expires after
 * that many seconds, 0 never expires, a negative ttl means "do not cache" and the value is not stored.
 */
export interface ResultCache<V = unknown> {
  /** The stored value, or undefined when absent or expired. */
  get(key: string): Promise<V | undefined>;
  set(key: string, value: V, ttlSeconds: number): Promise<void>;
  delete(key: string): Promise<void>;
  /** Releases connections (Redis); the memory store just empties itself. */
  close(): Promise<void>;
}
