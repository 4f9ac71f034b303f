import type { ExecutedQuery } from '../chartDataTypes.js';

/**
 * Rows a dashboard scan-ahead fetched for charts whose own requests have not arrived yet, by cache key.
 * They are not in the result cache (the charts' answers would then say `is_cached`, which they were not
 * without sharing): the chart's own request takes them as its fresh execution, then post-processes,
 * caches and answers them as usual. Kept for a short time only, and taken once.
 */
export interface ScannedAheadResults {
  remember(cacheKey: string, executed: ExecutedQuery): void;
  has(cacheKey: string): boolean;
  /** The rows fetched ahead for `cacheKey`, removed from here; undefined when none (or too old). */
  take(cacheKey: string): ExecutedQuery | undefined;
}

/** How long rows fetched ahead wait for their chart's request: a page loading its charts in waves. */
export const SCANNED_AHEAD_TTL_MS = 30_000;
const MAX_ENTRIES = 512;

export function createScannedAheadResults(
  ttlMs = SCANNED_AHEAD_TTL_MS,
  now: () => number = Date.now,
): ScannedAheadResults {
  const entries = new Map<string, { executed: ExecutedQuery; expiresAt: number }>();
  const live = (cacheKey: string) => {
    const entry = entries.get(cacheKey);
    if (entry && entry.expiresAt <= now()) entries.delete(cacheKey);
    return entry && entry.expiresAt > now() ? entry : undefined;
  };
  return {
    remember(cacheKey, executed) {
      entries.delete(cacheKey);
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      entries.set(cacheKey, { executed, expiresAt: now() + ttlMs });
    },
    has: (cacheKey) => live(cacheKey) !== undefined,
    take(cacheKey) {
      const entry = live(cacheKey);
      entries.delete(cacheKey);
      return entry?.executed;
    },
  };
}
