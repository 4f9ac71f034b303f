import {
  planSharedScans,
  QueryCancelledError,
  runToFrame,
  sliceSharedScan,
  type DatasetDescriptor,
  type SharedScan,
  type SharedScanPlan,
  type SqlDialectName,
} from '@sightline/query-engine';
import type { ExecutedQuery, SqlPlan } from '../queryPlan.js';
import { runSqlPlan, withinRowLimit, type SqlRunOptions } from '../sqlPlanRun.js';

/**
 * The coalescing window of shared scans. A dashboard's charts each ask for their data in their own
 * request; the plans those requests leave to the engine (cache misses), for one dashboard, user and
 * dataset, wait here a few milliseconds, then run together: plans over the same filters and time range
 * as one statement (query-engine's planSharedScans), every other plan on its own, as it would have.
 *
 * Cancellation stays per request: a request that goes away is answered at once, and a shared statement
 * is interrupted only when every request waiting for it has gone. A shared statement that fails for any
 * other reason is not trusted to speak for its members: each runs again on its own, so its answer (or
 * error) is the one it would have had without sharing.
 *
 * Jobs run ahead of their chart's request (dashboard scan-ahead, `speculative`) only ever run inside a
 * shared statement: one that would run alone is answered null, not run.
 */

/** How long the first plan of a batch waits for others: about one round of a page's parallel requests. */
export const SHARED_SCAN_WINDOW_MS = 10;
/** A batch this large runs without waiting for the window to end. */
const FULL_BATCH = 64;

export interface SharedScanJob {
  plan: SqlPlan;
  /** The dataset as this request read it, and its engine's dialect. */
  descriptor: DatasetDescriptor;
  backend: SqlDialectName;
  run: SqlRunOptions;
  /** Run ahead of its chart's request: only worth running inside a shared statement. */
  speculative?: boolean;
}

export interface SharedScanBatcher {
  /**
   * Runs `job` with the other jobs of batch `key` (dashboard, user, dataset) arriving within the window;
   * null for a speculative job that found no shared statement to join.
   */
  run(key: string, job: SharedScanJob): Promise<ExecutedQuery | null>;
  /** Batches waiting for their window to end (tests). */
  readonly pending: number;
}

interface Waiter {
  job: SharedScanJob;
  settled: boolean;
  /** Set while the waiter is part of a running shared statement: called when its request goes away. */
  onCancel: (() => void) | null;
  resolve(result: ExecutedQuery | null): void;
  reject(error: unknown): void;
}

export function createSharedScanBatcher(windowMs = SHARED_SCAN_WINDOW_MS): SharedScanBatcher {
  const batches = new Map<string, { waiters: Waiter[]; timer: NodeJS.Timeout }>();

  function flush(key: string): void {
    const batch = batches.get(key);
    if (!batch) return;
    batches.delete(key);
    clearTimeout(batch.timer);
    void runBatch(batch.waiters.filter((waiter) => !waiter.settled));
  }

  return {
    run(key, job) {
      return new Promise<ExecutedQuery | null>((resolve, reject) => {
        const { signal } = job.run;
        if (signal.aborted) return reject(new QueryCancelledError());
        const waiter: Waiter = {
          job,
          settled: false,
          onCancel: null,
          resolve(result) {
            if (waiter.settled) return;
            waiter.settled = true;
            signal.removeEventListener('abort', onAbort);
            resolve(result);
          },
          reject(error) {
            if (waiter.settled) return;
            waiter.settled = true;
            signal.removeEventListener('abort', onAbort);
            reject(error);
          },
        };
        const onAbort = () => {
          const onCancel = waiter.onCancel;
          waiter.reject(new QueryCancelledError());
          onCancel?.();
        };
        signal.addEventListener('abort', onAbort, { once: true });
        let batch = batches.get(key);
        if (!batch) {
          batch = { waiters: [], timer: setTimeout(() => flush(key), windowMs) };
          batches.set(key, batch);
        }
        batch.waiters.push(waiter);
        if (batch.waiters.length >= FULL_BATCH) flush(key);
      });
    },
    get pending() {
      return batches.size;
    },
  };
}

async function runBatch(waiters: Waiter[]): Promise<void> {
  if (waiters.length === 0) return;
  const plan = waiters.length > 1 ? planBatch(waiters) : { scans: [], separate: [{ member: 0, reason: '' }] };
  await Promise.all([
    ...plan.separate.map(({ member }) => runAlone(waiters[member]!)),
    ...plan.scans.map((scan) =>
      runShared(
        scan,
        scan.slices.map((slice) => waiters[slice.member]!),
      ),
    ),
  ]);
}

function planBatch(waiters: Waiter[]): SharedScanPlan {
  const first = waiters[0]!.job;
  try {
    return planSharedScans(
      waiters.map(({ job }) => ({ ...job.plan.compileInput, expectedSql: job.plan.compiled.sql })),
      first.descriptor,
      first.backend,
    );
  } catch {
    return { scans: [], separate: waiters.map((_, member) => ({ member, reason: 'planning failed' })) };
  }
}

async function runAlone(waiter: Waiter): Promise<void> {
  if (waiter.settled) return;
  if (waiter.job.speculative) return waiter.resolve(null);
  try {
    waiter.resolve(await runSqlPlan(waiter.job.plan, waiter.job.run));
  } catch (error) {
    waiter.reject(error);
  }
}

async function runShared(scan: SharedScan, waiters: Waiter[]): Promise<void> {
  const live = waiters.filter((waiter) => !waiter.settled);
  if (live.length === 0) return;
  const controller = new AbortController();
  let waiting = live.length;
  for (const waiter of live) {
    waiter.onCancel = () => {
      waiting -= 1;
      if (waiting === 0) controller.abort();
    };
  }
  // Members share the engine (one dataset) and the server's limits; the first one's options serve all.
  const { engine, timeoutMs, statements, slots, user } = live[0]!.job.run;
  try {
    const frame = await slots.run(user, controller.signal, () => {
      statements.count();
      return runToFrame(engine, scan.sql, {
        params: scan.params,
        signal: controller.signal,
        timeoutMs,
        temporalAs: 'epochMs',
      });
    });
    const frames = sliceSharedScan(frame, scan);
    scan.slices.forEach((_, position) => {
      const waiter = waiters[position]!;
      waiter.resolve({ ...withinRowLimit(frames[position]!, waiter.job.plan.rowLimit), offsets: [] });
    });
  } catch {
    for (const waiter of live) waiter.onCancel = null;
    if (controller.signal.aborted) return;
    await Promise.all(live.map(runAlone));
  }
}
