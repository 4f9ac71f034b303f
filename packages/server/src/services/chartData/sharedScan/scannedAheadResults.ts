import type { ExecutedQuery } from '../queryPlan.js';

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
  /** Entries held, expired ones included until they are dropped (tests). */
  readonly size: number;
}

/** How long rows fetched ahead wait for their chart's request: a page loading its charts in waves. */
export const SCANNED_AHEAD_TTL_MS = 30_000;
const MAX_ENTRIES = 512;

export function createScannedAheadResults(): ScannedAheadResults {
  // Every entry lives as long, and is re-inserted when remembered again: the Map's order is expiry order.
  const entries = new Map<string, { executed: ExecutedQuery; expiresAt: number }>();
  // Rows nobody takes (a chart scrolled out of view, a page closed) are dropped when they expire, not
  // kept until later entries push them out: one timer, for the oldest entry, not holding the process.
  let sweep: NodeJS.Timeout | null = null;
  const dropExpired = () => {
    const now = Date.now();
    for (const [cacheKey, entry] of entries) {
      if (entry.expiresAt > now) break;
      entries.delete(cacheKey);
    }
  };
  const scheduleSweep = () => {
    const oldest = entries.values().next().value;
    if (sweep || !oldest) return;
    sweep = setTimeout(
      () => {
        sweep = null;
        dropExpired();
        scheduleSweep();
      },
      Math.max(0, oldest.expiresAt - Date.now()),
    );
    sweep.unref();
  };
  const live = (cacheKey: string) => {
    const entry = entries.get(cacheKey);
    return entry && entry.expiresAt > Date.now() ? entry : undefined;
  };
  return {
    remember(cacheKey, executed) {
      entries.delete(cacheKey);
      dropExpired();
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      entries.set(cacheKey, { executed, expiresAt: Date.now() + SCANNED_AHEAD_TTL_MS });
      scheduleSweep();
    },
    has: (cacheKey) => live(cacheKey) !== undefined,
    take(cacheKey) {
      const entry = live(cacheKey);
      entries.delete(cacheKey);
      return entry?.executed;
    },
    get size() {
      return entries.size;
    },
  };
}
