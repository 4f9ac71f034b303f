import type { ChartDataResult } from '@sightline/charts';
import { resolveTimeRange, type QueryContext, type RelativeAnchor } from '@sightline/core';

/**
 * The chart answers a dashboard page already has, to draw again at once when the same query is asked
 * again: a filter set back to a value it had, a tab shown again. An answer is reused only while the
 * server would still answer it from its own cache (its `cache_timeout` from when the server stored it)
 * and at most ANSWER_MEMORY_MAX_AGE_MS: what the page shows is then what asking the server would
 * show, without the round trip. A forced query (a refresh, the chart's Force refresh, the refresh
 * timer) is never answered from here, and forgets every kept answer. Failed answers are not kept.
 * A query's relative time ranges ('Last day', '7 days ago : now') are keyed by the instants they stand
 * for when asked (timeBoundsKey), as the server's cache is keyed by its SQL: when 'now' moves on, the
 * query is asked afresh.
 */
export const ANSWER_MEMORY_MAX_AGE_MS = 5 * 60_000;
/** About how much answer data (counted as cells) a page keeps; the least recently used go first. */
export const ANSWER_MEMORY_MAX_CELLS = 2_000_000;

interface Kept {
  results: ChartDataResult[];
  expiresAt: number;
  cells: number;
  /** When the server stored the answer (its cached_dttm, or when it arrived), as the server writes it. */
  storedAt: string;
}

/** `cached_dttm`'s form: UTC, to the second, without a zone ('2026-12-01T22:10:05'). */
const serverTime = (ms: number) => new Date(ms).toISOString().slice(0, 19);

/** Milliseconds since the epoch of a `cached_dttm`, or NaN. */
const serverTimeMs = (text: string) => Date.parse(`${text}Z`);

export class AnswerMemory {
  /** In order of use, the least recent first. */
  private readonly kept = new Map<string, Kept>();
  private cells = 0;

  constructor(
    readonly maxAgeMs = ANSWER_MEMORY_MAX_AGE_MS,
    readonly maxCells = ANSWER_MEMORY_MAX_CELLS,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.kept.size;
  }

  /**
   * The answer kept for `key`, as the server would send it from its cache (`is_cached`, and
   * `cached_dttm` when it stored it); undefined when none is kept or it has expired.
   */
  recall(key: string): ChartDataResult[] | undefined {
    const entry = this.kept.get(key);
    if (!entry) return undefined;
    this.drop(key);
    if (entry.expiresAt <= this.now()) return undefined;
    // Kept again as the most recently used.
    this.kept.set(key, entry);
    this.cells += entry.cells;
    return entry.results.map((result) => ({
      ...result,
      is_cached: true,
      cached_dttm: result.cached_dttm ?? entry.storedAt,
    }));
  }

  /** Keeps a successful answer for as long as the server's cache keeps it (see above). */
  remember(key: string, results: readonly ChartDataResult[]): void {
    this.drop(key);
    const now = this.now();
    let expiresAt = now + this.maxAgeMs;
    let storedAt = now;
    let cells = 0;
    for (const result of results) {
      if (result.error || (result.status !== undefined && result.status !== 'success')) return;
      const timeoutSeconds = result.cache_timeout;
      // No timeout, or 0: the server does not cache it, so neither does the page.
      if (typeof timeoutSeconds !== 'number' || timeoutSeconds <= 0) return;
      const cachedAt = result.is_cached && result.cached_dttm ? serverTimeMs(result.cached_dttm) : NaN;
      // A server clock ahead of the page's does not make an answer count as stored in the future.
      const at = Number.isNaN(cachedAt) ? now : Math.min(now, cachedAt);
      storedAt = Math.min(storedAt, at);
      expiresAt = Math.min(expiresAt, at + timeoutSeconds * 1000);
      cells += Math.max(1, (result.data?.length ?? 0) * Math.max(1, result.colnames?.length ?? 1));
    }
    if (results.length === 0 || expiresAt <= now || cells > this.maxCells) return;
    this.kept.set(key, { results: [...results], expiresAt, cells, storedAt: serverTime(storedAt) });
    this.cells += cells;
    for (const [oldest] of this.kept) {
      if (this.cells <= this.maxCells) break;
      this.drop(oldest);
    }
  }

  /** Forgets every answer (a forced query asked for fresh data; the dashboard closed). */
  clear(): void {
    this.kept.clear();
    this.cells = 0;
  }

  private drop(key: string) {
    const entry = this.kept.get(key);
    if (!entry) return;
    this.kept.delete(key);
    this.cells -= entry.cells;
  }
}

/** A query's `extras.relative_start` / `relative_end`, when it is one the resolver knows. */
const relativeAnchor = (value: unknown): RelativeAnchor | null =>
  value === 'now' || value === 'today' ? value : null;

/**
 * The instants every time range of the query context stands for at `now` (its queries' time_range and
 * TEMPORAL_RANGE filters, with their relative anchors), to key its answer by what the server will
 * query: 'Last day' gives other instants after midnight, '1 hour ago : now' every second.
 */
export function timeBoundsKey(queryContext: QueryContext, now: Date): string {
  const bounds: string[] = [];
  const add = (range: unknown, extras?: { relative_start?: unknown; relative_end?: unknown } | null) => {
    if (typeof range !== 'string') return;
    try {
      const { since, until } = resolveTimeRange(range, {
        now,
        relativeStart: relativeAnchor(extras?.relative_start),
        relativeEnd: relativeAnchor(extras?.relative_end),
      });
      bounds.push(`${since?.getTime() ?? ''}~${until?.getTime() ?? ''}`);
    } catch {
      // The server answers an error, which is not kept.
      bounds.push('?');
    }
  };
  for (const query of queryContext.queries ?? []) {
    add(query.time_range, query.extras);
    for (const filter of query.filters ?? [])
      if (filter.op === 'TEMPORAL_RANGE') add(filter.val, query.extras);
  }
  return bounds.join(',');
}
