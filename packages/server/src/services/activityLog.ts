import type { MetadataDb } from '../repos/metadataDb.js';
import type { ActivityLog } from '../appDeps.js';
import { insertLogs, pruneLogs, VIEW_ACTIONS, type LogEntry } from '../repos/logRepo.js';

export interface ActivityLogOptions {
  retentionDays: number;
  /** How long a user's view of one object stands for their later views of it. */
  viewWindowMs?: number;
  flushIntervalMs?: number;
  /** Buffered views that trigger a write without waiting for the interval. */
  maxBuffered?: number;
  pruneIntervalMs?: number;
  /** Delay of the first prune after start, so a restart loop still prunes. */
  firstPruneDelayMs?: number;
  now?: () => number;
  warn?: (message: string) => void;
}

const VIEWS = new Set(VIEW_ACTIONS);
const DAY_MS = 24 * 60 * 60 * 1000;
// Bounds the memory of recent views; past it the oldest are forgotten (and may be logged again).
const VIEW_KEYS_KEPT = 100_000;

const viewKey = (entry: LogEntry) =>
  entry.userId !== null && VIEWS.has(entry.action) && (entry.dashboardId != null || entry.sliceId != null)
    ? `${entry.userId}:${entry.dashboardId ?? ''}:${entry.sliceId ?? ''}`
    : null;

export function createActivityLog(db: MetadataDb, options: ActivityLogOptions): ActivityLog {
  const {
    retentionDays,
    viewWindowMs = 60_000,
    flushIntervalMs = 5_000,
    maxBuffered = 500,
    pruneIntervalMs = 60 * 60 * 1000,
    firstPruneDelayMs = 60_000,
    now = () => Date.now(),
    warn = (message: string) => console.warn(message),
  } = options;
  let buffer: LogEntry[] = [];
  // Buffered views by key, so a repeat updates the buffered row instead of adding one.
  let buffered = new Map<string, LogEntry>();
  // When each key's last kept view was recorded.
  const lastViews = new Map<string, number>();
  let flushTimer: NodeJS.Timeout | null = null;
  let pruneTimers: NodeJS.Timeout[] = [];
  let writing: Promise<void> = Promise.resolve();
  let pruning: Promise<unknown> = Promise.resolve();
  let closed = false;

  function forgetOldViews(at: number): void {
    for (const [key, time] of lastViews) {
      // Map order is insertion order, and keys are re-inserted when kept: the rest are newer.
      if (at - time < viewWindowMs && lastViews.size <= VIEW_KEYS_KEPT) break;
      lastViews.delete(key);
    }
  }

  function flush(): Promise<void> {
    if (flushTimer) clearTimeout(flushTimer);
    flushTimer = null;
    const batch = buffer;
    buffer = [];
    buffered = new Map();
    forgetOldViews(now());
    // Writes run one after another, so row ids follow the order views were recorded in.
    const write = writing.catch(() => undefined).then(() => insertLogs(db, batch));
    writing = write;
    return write;
  }

  const flushInBackground = () => {
    flush().catch((error: Error) => warn(`Writing the activity log failed: ${error.message}`));
  };

  function prune(at = new Date(now())): Promise<number> {
    const run = pruneLogs(db, new Date(at.getTime() - retentionDays * DAY_MS));
    pruning = run.catch(() => undefined);
    return run;
  }

  const pruneInBackground = () => {
    prune().catch((error: Error) => warn(`Pruning the activity log failed: ${error.message}`));
  };

  return {
    async record(entries) {
      const at = now();
      const direct: LogEntry[] = [];
      for (const entry of entries) {
        const stamped = { ...entry, dttm: entry.dttm ?? new Date(at).toISOString() };
        const key = closed ? null : viewKey(stamped);
        if (key === null) {
          direct.push(stamped);
          continue;
        }
        const pending = buffered.get(key);
        if (pending) {
          pending.dttm = stamped.dttm;
          continue;
        }
        const last = lastViews.get(key);
        if (last !== undefined && at - last < viewWindowMs) continue;
        lastViews.delete(key);
        lastViews.set(key, at);
        buffered.set(key, stamped);
        buffer.push(stamped);
      }
      if (buffer.length >= maxBuffered) flushInBackground();
      else if (buffer.length > 0 && !flushTimer) {
        flushTimer = setTimeout(flushInBackground, flushIntervalMs);
        flushTimer.unref();
      }
      await insertLogs(db, direct);
    },
    flush,
    prune,
    start() {
      if (closed || pruneTimers.length > 0) return;
      const first = setTimeout(pruneInBackground, firstPruneDelayMs);
      const every = setInterval(pruneInBackground, pruneIntervalMs);
      first.unref();
      every.unref();
      pruneTimers = [first, every];
    },
    async close() {
      closed = true;
      for (const timer of pruneTimers) clearTimeout(timer);
      pruneTimers = [];
      await pruning;
      await flush();
    },
  };
}
