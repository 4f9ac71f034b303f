import type { ChartDataResult } from '@sightline/charts';
import { canonicalJson, type QueryContext } from '@sightline/core';
import { untilAborted } from './abortError';
import { AsyncEventFeed, openBrowserEventSocket, type FeedTransport } from './asyncJobs/asyncEventFeed';
import { AsyncJobs } from './asyncJobs/asyncJobs';
import { ChartJobs } from './asyncJobs/chartJobs';
import { AnswerGate, ANSWER_MAX_HOLD_MS } from './answerGate';
import { AnswerMemory, timeBoundsKey } from './answerMemory';
import { chartDataRequestKey } from './chartDataRequestKey';
import {
  asyncEventSocketUrl,
  createChartDataTransport,
  type ChartDataAnswer,
  type ChartDataRequest,
  type ChartDataTransport,
} from './chartDataTransport';
import { createChartLoadLog, type ChartLoadLog } from './chartLoadLog';
import { ChartQueryMemo } from './chartQueryMemo';
import { EarlyAnswers } from './earlyAnswers';
import { RequestQueue } from './requestQueue';
import { CHART_QUERY_TIMEOUT_SECONDS, withTimeout } from './requestTimeout';
import { SharedRequests } from './sharedRequests';

/**
 * Requests handed to the browser at once. It opens 6 connections to a host and queues the rest itself,
 * starting each as a connection frees without waiting for the page's main thread; a smaller queue here
 * started each next request only once the page had handled an answer, which on a busy page (charts
 * drawing) left connections idle. The bound keeps a tall dashboard from burying the page's other
 * requests in the browser's queue.
 */
export const MAX_CONCURRENT_CHART_REQUESTS = 32;

export interface ChartDataClientOptions {
  /** How requests reach the server (default: the app's API client, dashboard charts through the worker). */
  transport?: ChartDataTransport;
  /** Sends a dashboard chart's request (default: the transport's). */
  send?: (request: ChartDataRequest, signal: AbortSignal) => Promise<ChartDataAnswer>;
  /** How the default job waiter reads job events: the websocket (then polling if it fails), or polling. */
  eventTransport?: FeedTransport;
  /** Waits for the answers of queries the server runs as jobs (default: over the transport's events). */
  asyncJobs?: AsyncJobs;
  concurrency?: number;
  timeoutSeconds?: number;
  /** How long an answer may wait for the others on the way (answerGate.ts). */
  maxHoldMs?: number;
  /** How long an answer sent for before its chart asked waits to be claimed (earlyAnswers.ts). */
  earlyAnswerKeepMs?: number;
  /** The answers the page has, to draw again without asking (answerMemory.ts). */
  memory?: AnswerMemory;
  /** Where chart load events go (default: batched to the server's log). */
  loadLog?: ChartLoadLog;
}

/**
 * The one way the web app sends chart data, created with its store and handed in (the thunk extra
 * argument; components reach it with useChartDataClient). Dashboard charts `load`: identical requests
 * share one answer; the rest queue, a bounded number at a time, each with the timeout; answers that
 * arrive close together land together (answerGate.ts), and answers the page has are drawn again without
 * asking (answerMemory.ts). `prefetch` sends a chart's request before the chart asks; the chart's `load`
 * then claims that answer instead of sending its own. Other chart queries (explore, filter options,
 * drill to detail) go through `query`, in the same queue: identical ones in flight share one request.
 * Every call rejects with an AbortError when its caller aborts.
 */
export function createChartDataClient({
  transport = createChartDataTransport(),
  send = transport.sendChartRequest,
  concurrency = MAX_CONCURRENT_CHART_REQUESTS,
  timeoutSeconds = CHART_QUERY_TIMEOUT_SECONDS,
  maxHoldMs = ANSWER_MAX_HOLD_MS,
  earlyAnswerKeepMs,
  memory = new AnswerMemory(),
  loadLog = createChartLoadLog(),
  eventTransport = 'websocket',
  asyncJobs = asyncJobsOver(transport, eventTransport),
}: ChartDataClientOptions = {}) {
  const queue = new RequestQueue(concurrency);
  const chartJobs = new ChartJobs();
  // An answer, or the job the server runs the query in: then its answer, when its event comes.
  const settle = (answer: ChartDataAnswer, signal: AbortSignal, sliceId?: number) => {
    if (Array.isArray(answer)) return Promise.resolve(answer);
    if (sliceId !== undefined) chartJobs.start(sliceId, answer.job_id);
    return asyncJobs.wait(answer, transport.fetchResult, signal).finally(() => {
      if (sliceId !== undefined) chartJobs.end(sliceId, answer.job_id);
    });
  };
  // Dashboard chart requests running or waiting in the queue: while there are, answers wait for each other.
  let chartRequests = 0;
  const idle = () => chartRequests === 0;
  const gate = new AnswerGate(() => !idle(), maxHoldMs);
  const shared = new SharedRequests<ChartDataResult[]>();
  const sharedQueries = new SharedRequests<ChartDataResult[]>();
  const earlyAnswers = new EarlyAnswers(earlyAnswerKeepMs);
  // Charts whose request went ahead of them: they count as near the screen before the observer says so.
  const prefetched = new Set<number>();
  // The charts whose holders are on or near the screen (useDashboardChartLoad keeps it).
  const nearCharts = new Set<number>();
  const keyOf = (request: ChartDataRequest, cacheTimeout: number | null) =>
    chartDataRequestKey({ ...request.queryContext, force: request.force }, cacheTimeout);
  // A chart's answer from the page's memory, or from the server (through the queue) and then kept.
  // `key` is the request's own (keyOf); the memory keys a query's answer whether it was forced or not.
  const starter =
    (request: ChartDataRequest, cacheTimeout: number | null, key: string) => (sharedSignal: AbortSignal) => {
      // Forced as the request is sent (the transport): by the request or by its query context.
      const forced = request.force || !!request.queryContext.force;
      const query = request.force ? keyOf({ ...request, force: false }, cacheTimeout) : key;
      const remembered = `${query}@${timeBoundsKey(request.queryContext, new Date())}`;
      if (forced) memory.clear();
      const kept = forced ? undefined : memory.recall(remembered);
      if (kept) return gate.pass(kept);
      chartRequests += 1;
      // The timeout bounds the request; a job's wait is bounded by the server's limit on the job.
      return queue
        .run(
          () => withTimeout((timeoutSignal) => send(request, timeoutSignal), timeoutSeconds, sharedSignal),
          sharedSignal,
        )
        .then((answer) => settle(answer, sharedSignal, request.sliceId))
        .finally(() => {
          chartRequests -= 1;
          if (idle()) gate.release();
        })
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
    /** The charts of the open dashboard whose holders are on or near the screen. */
    nearCharts,
    /** The store's one waiter for server jobs, which other features' async queries share. */
    asyncJobs,
    /** The dashboard charts whose query runs as a job on the server now. */
    chartJobs,
    /** Stops a chart's job on the server; the chart then fails with the job's "stopped" error. */
    stopChartJob(sliceId: number) {
      const job = chartJobs.of(sliceId);
      if (job) void asyncJobs.stop(job.jobId);
    },
    /** Each chart's form data on the dashboard and the query built from it, made once. */
    queries: new ChartQueryMemo(),
    /** The load events of dashboard charts. */
    loadLog,
    /** No dashboard chart request running or waiting. */
    get idle() {
      return idle();
    },
    /** A dashboard chart's answer. */
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
    /** Sends a dashboard chart's request now, for its `load` to claim when it asks. */
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
     * A query context's results, one per query (explore, filter options, drill to detail), through the
     * same queue; without the dashboard's timeout, answer gate and memory, which only its charts use.
     */
    query(queryContext: QueryContext, signal?: AbortSignal): Promise<ChartDataResult[]> {
      return sharedQueries.request(
        canonicalJson(queryContext),
        (sharedSignal) =>
          queue
            .run(() => transport.sendQueryContext(queryContext, sharedSignal), sharedSignal)
            .then((answer) => settle(answer, sharedSignal)),
        signal,
      );
    },
    /** The SQL the query context runs as the server compiles it (`result_type: 'query'`), queries joined. */
    async sql(queryContext: QueryContext, signal?: AbortSignal): Promise<string> {
      const results = await this.query(
        { ...queryContext, result_type: 'query', result_format: 'json' },
        signal,
      );
      return results.map((result) => result.query ?? '').join(';\n\n');
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
    /** The store is done with it: what it holds is let go, its timers stopped, unsent log events dropped. */
    close() {
      this.closeDashboard();
      gate.release();
      loadLog.close();
      asyncJobs.close();
    },
  };
}

/** Waits for jobs over the session's event socket, or by polling where there is none. */
function asyncJobsOver(transport: ChartDataTransport, via: FeedTransport): AsyncJobs {
  const log = (message: string) => console.warn(message);
  const jobs: AsyncJobs = new AsyncJobs({
    feed: new AsyncEventFeed({
      via,
      fetchEvents: transport.fetchEvents,
      openSocket: (lastId) => openBrowserEventSocket(asyncEventSocketUrl(window.location, lastId)),
      storage: typeof localStorage === 'undefined' ? null : localStorage,
      onEvent: (event) => jobs.receive(event),
      log,
    }),
    cancel: transport.cancelJob,
    log,
  });
  return jobs;
}

export type ChartDataClient = ReturnType<typeof createChartDataClient>;
