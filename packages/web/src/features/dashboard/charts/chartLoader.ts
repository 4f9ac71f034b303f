import type { ChartDataResult } from '@sightline/charts';
import { canonicalJson, type QueryContext } from '@sightline/core';
import { apiClient } from '../../../app/apiClient';
import { dashboardMessages } from '../messages';
import { AnswerGate, ANSWER_MAX_HOLD_MS } from './answerGate';
import { AnswerMemory, timeBoundsKey } from './answerMemory';
import { EarlyAnswers } from './earlyAnswers';

/**
 * How a dashboard's charts fetch their data (spec 1 §4 chart load, §7 chart data call, §9 timeout):
 * a bounded number of requests at a time, identical queries sent once, a 60 s timeout, and the spec's
 * status handling. The pieces are small and pure enough to test without a browser.
 */
export const CHART_QUERY_TIMEOUT_SECONDS = 60;
/**
 * Requests handed to the browser at once. It opens 6 connections to a host and queues the rest itself,
 * starting each as a connection frees without waiting for the page's main thread; a queue here at 6
 * started each next request only once the page had handled an answer, which on a busy page (charts
 * drawing) left connections idle: a filter applied to 30 charts got its last answer at ~520 ms instead
 * of ~260 ms. The bound keeps a tall dashboard from burying the page's other requests in that queue.
 */
export const MAX_CONCURRENT_CHART_REQUESTS = 32;

/** The query outlived the timeout (the chart fails with the timeout text). */
export class ChartQueryTimeout extends Error {
  constructor(seconds: number) {
    super(dashboardMessages.queryTimeout(seconds));
    this.name = 'ChartQueryTimeout';
  }
}

const abortError = () => new DOMException('The chart query was aborted.', 'AbortError');

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * Runs at most `limit` tasks at once, first come first served; a task whose signal aborts while it
 * waits never starts. `onIdle` hears when the last task running ends with none waiting.
 */
export class RequestQueue {
  private active = 0;
  private readonly waiting: { start: () => void; signal?: AbortSignal }[] = [];

  constructor(
    readonly limit: number,
    private readonly onIdle?: () => void,
  ) {}

  get running(): number {
    return this.active;
  }

  get queued(): number {
    return this.waiting.length;
  }

  run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      if (signal?.aborted) return reject(abortError());
      const entry = {
        signal,
        start: () => {
          signal?.removeEventListener('abort', onAbort);
          this.active += 1;
          task()
            .then(resolve, reject)
            .finally(() => {
              this.active -= 1;
              this.next();
              this.noteIdle();
            });
        },
      };
      const onAbort = () => {
        const index = this.waiting.indexOf(entry);
        if (index >= 0) this.waiting.splice(index, 1);
        reject(abortError());
        this.noteIdle();
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.waiting.push(entry);
      this.next();
    });
  }

  private next() {
    while (this.active < this.limit && this.waiting.length > 0) this.waiting.shift()!.start();
  }

  private noteIdle() {
    if (this.active === 0 && this.waiting.length === 0) this.onIdle?.();
  }
}

/**
 * Two charts may share one request when this is equal: the query context without `form_data` (which
 * only names the chart) plus the chart's cache timeout (the server applies the saved chart's).
 */
export function chartDataRequestKey(queryContext: QueryContext, cacheTimeout: number | null = null): string {
  const { form_data: _formData, ...query } = queryContext as QueryContext & { form_data?: unknown };
  return canonicalJson({ query, cacheTimeout });
}

/**
 * Shares one in-flight promise among callers with the same key. Each caller may abort on its own; the
 * shared work is aborted only when every caller has gone. A hold (`hold`) counts as a caller too, let go
 * of without an abort: a dashboard takes and lets go of one per prefetched chart on every filter change,
 * and an abort costs an event, an AbortError and a rejection each time.
 */
export class SharedRequests<T> {
  private readonly inFlight = new Map<string, SharedRequest<T>>();

  get size(): number {
    return this.inFlight.size;
  }

  /** Whether a request with this key is under way. */
  has(key: string): boolean {
    return this.inFlight.has(key);
  }

  request(key: string, start: (signal: AbortSignal) => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (signal?.aborted) return Promise.reject(abortError());
    const shared = this.join(key, start);
    return new Promise<T>((resolve, reject) => {
      let done = false;
      const onAbort = () => {
        if (done) return;
        done = true;
        reject(abortError());
        this.leave(key, shared);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      shared.promise.then(
        (value) => {
          if (done) return;
          done = true;
          signal?.removeEventListener('abort', onAbort);
          resolve(value);
        },
        (error: unknown) => {
          if (done) return;
          done = true;
          signal?.removeEventListener('abort', onAbort);
          reject(error);
        },
      );
    });
  }

  /**
   * Joins (or starts) the request for `key` on behalf of callers still to come: it runs at least until
   * `letGo` (once; later calls do nothing), then only while other callers are on it.
   */
  hold(key: string, start: (signal: AbortSignal) => Promise<T>): { answer: Promise<T>; letGo: () => void } {
    const shared = this.join(key, start);
    let held = true;
    return {
      answer: shared.promise,
      letGo: () => {
        if (!held) return;
        held = false;
        this.leave(key, shared);
      },
    };
  }

  private join(key: string, start: (signal: AbortSignal) => Promise<T>): SharedRequest<T> {
    let entry = this.inFlight.get(key);
    if (!entry) {
      const controller = new AbortController();
      const created: SharedRequest<T> = { promise: start(controller.signal), controller, callers: 0 };
      entry = created;
      this.inFlight.set(key, created);
      const forget = () => {
        if (this.inFlight.get(key) === created) this.inFlight.delete(key);
      };
      created.promise.then(forget, forget);
    }
    entry.callers += 1;
    return entry;
  }

  /** One caller has gone: the last one stops the request (a settled request has nothing to stop). */
  private leave(key: string, shared: SharedRequest<T>) {
    shared.callers -= 1;
    if (shared.callers > 0) return;
    if (this.inFlight.get(key) === shared) this.inFlight.delete(key);
    shared.controller.abort();
  }
}

interface SharedRequest<T> {
  promise: Promise<T>;
  controller: AbortController;
  callers: number;
}

/** `POST /api/v1/chart/data?form_data={"slice_id":N}&dashboard_id=D[&force=true]`. */
export function chartDataUrl({
  sliceId,
  dashboardId,
  force,
}: {
  sliceId: number;
  dashboardId: number;
  force: boolean;
}): string {
  const params = new URLSearchParams({
    form_data: JSON.stringify({ slice_id: sliceId }),
    dashboard_id: String(dashboardId),
  });
  if (force) params.set('force', 'true');
  return `/api/v1/chart/data?${params.toString()}`;
}

/**
 * Spec 1 §7: 200 gives results; 202 is an async job (this client does not run async queries, so it is
 * reported like any other status); anything else raises the spec's message.
 */
export function chartDataResults(status: number, body: unknown): ChartDataResult[] {
  if (status !== 200) throw new Error(dashboardMessages.unexpectedStatus(status));
  const result = (body as { result?: unknown } | null)?.result;
  return Array.isArray(result) ? (result as ChartDataResult[]) : [];
}

export interface ChartDataRequest {
  sliceId: number;
  dashboardId: number;
  queryContext: QueryContext;
  force: boolean;
}

/** Sends one chart-data request; non-2xx answers throw ApiError with the server's message. */
export async function postChartData(
  request: ChartDataRequest,
  signal: AbortSignal,
): Promise<ChartDataResult[]> {
  const response = await apiClient.requestResponse({
    url: chartDataUrl(request),
    method: 'POST',
    body: { ...request.queryContext, force: request.force || request.queryContext.force },
    signal,
    offMainThread: true,
  });
  const text = await response.text();
  return chartDataResults(response.status, text ? (JSON.parse(text) as unknown) : null);
}

/** Aborts `signal`'s work after `seconds` with ChartQueryTimeout, or when the caller aborts. */
export function withTimeout<T>(
  work: (signal: AbortSignal) => Promise<T>,
  seconds: number,
  signal?: AbortSignal,
): Promise<T> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, seconds * 1000);
  const onAbort = () => controller.abort();
  signal?.addEventListener('abort', onAbort, { once: true });
  return work(controller.signal)
    .catch((error: unknown) => {
      throw timedOut ? new ChartQueryTimeout(seconds) : error;
    })
    .finally(() => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    });
}

export interface ChartLoaderOptions {
  send?: (request: ChartDataRequest, signal: AbortSignal) => Promise<ChartDataResult[]>;
  concurrency?: number;
  timeoutSeconds?: number;
  /** How long an answer may wait for the others on the way (answerGate.ts). */
  maxHoldMs?: number;
  /** How long an answer sent for before its chart asked waits to be claimed (earlyAnswers.ts). */
  earlyAnswerKeepMs?: number;
  /** The answers the page has, to draw again without asking (answerMemory.ts). */
  memory?: AnswerMemory;
}

/** `promise`, or an AbortError as soon as `signal` aborts. */
function untilAborted<T>(promise: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(abortError());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortError());
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * The dashboard's chart loader: identical requests share one answer; the rest queue, a bounded number
 * at a time, each with the timeout; answers that arrive close together land together (answerGate.ts).
 * `load` rejects with an AbortError when the caller aborts. `prefetch` sends a chart's request before
 * the chart asks; the chart's `load` then claims that answer instead of sending its own.
 */
export function createChartLoader({
  send = postChartData,
  concurrency = MAX_CONCURRENT_CHART_REQUESTS,
  timeoutSeconds = CHART_QUERY_TIMEOUT_SECONDS,
  maxHoldMs = ANSWER_MAX_HOLD_MS,
  earlyAnswerKeepMs,
  memory = new AnswerMemory(),
}: ChartLoaderOptions = {}) {
  const queue: RequestQueue = new RequestQueue(concurrency, () => gate.release());
  const idle = () => queue.running === 0 && queue.queued === 0;
  const gate = new AnswerGate(() => !idle(), maxHoldMs);
  const shared = new SharedRequests<ChartDataResult[]>();
  const earlyAnswers = new EarlyAnswers(earlyAnswerKeepMs);
  // Charts whose request went ahead of them: they count as near the screen before the observer says so.
  const prefetched = new Set<number>();
  const keyOf = (request: ChartDataRequest, cacheTimeout: number | null) =>
    chartDataRequestKey({ ...request.queryContext, force: request.force }, cacheTimeout);
  // A chart's answer from the page's memory, or from the server (through the queue) and then kept.
  // `key` is the request's own (keyOf); the memory keys a query's answer whether it was forced or not.
  const starter =
    (request: ChartDataRequest, cacheTimeout: number | null, key: string) => (sharedSignal: AbortSignal) => {
      // Forced as the request is sent (postChartData): by the request or by its query context.
      const forced = request.force || !!request.queryContext.force;
      const query = request.force ? keyOf({ ...request, force: false }, cacheTimeout) : key;
      const remembered = `${query}@${timeBoundsKey(request.queryContext, new Date())}`;
      if (forced) memory.clear();
      const kept = forced ? undefined : memory.recall(remembered);
      if (kept) return gate.pass(kept);
      return queue
        .run(
          () => withTimeout((timeoutSignal) => send(request, timeoutSignal), timeoutSeconds, sharedSignal),
          sharedSignal,
        )
        .then((results) => {
          memory.remember(remembered, results);
          return gate.pass(results);
        });
    };
  const sendShared = (
    request: ChartDataRequest,
    cacheTimeout: number | null,
    key: string,
    signal?: AbortSignal,
  ) => shared.request(key, starter(request, cacheTimeout, key), signal);
  return {
    queue,
    /** No request running or waiting. */
    get idle() {
      return idle();
    },
    load(request: ChartDataRequest, cacheTimeout: number | null, signal?: AbortSignal) {
      const key = keyOf(request, cacheTimeout);
      prefetched.delete(request.sliceId);
      const early = earlyAnswers.claim(key);
      if (!early) return sendShared(request, cacheTimeout, key, signal);
      // In flight, the chart joins the request (and may abort it alone); answered, it takes the answer.
      const answer = shared.has(key)
        ? sendShared(request, cacheTimeout, key, signal)
        : untilAborted(early.answer, signal);
      early.letGo();
      return answer;
    },
    /** Sends a chart's request now, for its `load` to claim when it asks. */
    prefetch(request: ChartDataRequest, cacheTimeout: number | null) {
      const key = keyOf(request, cacheTimeout);
      prefetched.add(request.sliceId);
      earlyAnswers.keep(key, () => {
        const held = shared.hold(key, starter(request, cacheTimeout, key));
        // A failure reaches the charts that claimed the request in flight; the others send their own.
        held.answer.catch(() => undefined);
        return held;
      });
    },
    /**
     * The dashboard closed: lets go of the requests sent ahead of charts that never asked, and forgets
     * the answers the page had (the next dashboard opened asks afresh).
     */
    closeDashboard() {
      earlyAnswers.abandon();
      prefetched.clear();
      memory.clear();
    },
    /** Whether the chart's request was sent ahead of it and the chart has not asked yet. */
    prefetched(sliceId: number) {
      return prefetched.has(sliceId);
    },
  };
}

export type ChartLoader = ReturnType<typeof createChartLoader>;

/** The page's loader (one per browser tab; dashboards opened one after another share its queue). */
export const dashboardChartLoader = createChartLoader();
