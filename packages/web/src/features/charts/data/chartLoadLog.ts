import type { ChartDataResult } from '@sightline/charts';

/**
 * Chart load log events: each chart load records slice id, cache status, row count, duration, viz type
 * and data age. Events are batched into one `POST /superset/log/` a moment later (a dashboard of 30
 * charts sends a few requests, not 30), and flushed with sendBeacon when the page goes away.
 */
export interface ChartLoadEvent {
  event_name: 'load_chart';
  slice_id: number;
  dashboard_id: number;
  is_cached: boolean | null;
  row_count: number | null;
  /** Milliseconds from the request's start to its answer. */
  duration: number;
  viz_type: string;
  /** Milliseconds since a cached answer was computed; null when not cached. */
  data_age: number | null;
  has_err: boolean;
  error_details?: string;
  force_refresh: boolean;
  ts: number;
}

export interface ChartLoadOutcome {
  sliceId: number;
  dashboardId: number;
  vizType: string;
  startedAt: number;
  endedAt: number;
  force: boolean;
  results?: readonly ChartDataResult[];
  error?: string;
}

/** `cached_dttm` is the server's UTC time without a zone ('2024-01-01T10:00:00'). */
function utcMillis(text: string): number {
  return Date.parse(/Z|[+-]\d\d:?\d\d$/.test(text) ? text : `${text}Z`);
}

export function chartLoadEvent(outcome: ChartLoadOutcome): ChartLoadEvent {
  const first = outcome.results?.[0];
  const isCached = first ? Boolean(first.is_cached) : null;
  const cachedAt = first?.cached_dttm ? utcMillis(String(first.cached_dttm)) : NaN;
  return {
    event_name: 'load_chart',
    slice_id: outcome.sliceId,
    dashboard_id: outcome.dashboardId,
    is_cached: isCached,
    row_count: first ? (first.rowcount ?? first.data?.length ?? null) : null,
    duration: Math.max(0, Math.round(outcome.endedAt - outcome.startedAt)),
    viz_type: outcome.vizType,
    data_age: isCached && !Number.isNaN(cachedAt) ? Math.max(0, outcome.endedAt - cachedAt) : null,
    has_err: outcome.error !== undefined,
    ...(outcome.error !== undefined ? { error_details: outcome.error } : {}),
    force_refresh: outcome.force,
    ts: outcome.endedAt,
  };
}

export type SendEvents = (events: readonly ChartLoadEvent[], options: { leaving: boolean }) => void;

/** Collects events and sends them together `delayMs` after the first of a batch. */
export function createEventBatcher(send: SendEvents, delayMs = 1000) {
  let pending: ChartLoadEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = (leaving = false) => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (pending.length === 0) return;
    const events = pending;
    pending = [];
    send(events, { leaving });
  };
  return {
    log(event: ChartLoadEvent) {
      pending.push(event);
      timer ??= setTimeout(() => flush(), delayMs);
    },
    flush,
    /** Stops the timer and drops the events not sent yet. */
    discard() {
      if (timer) clearTimeout(timer);
      timer = null;
      pending = [];
    },
    get pendingCount() {
      return pending.length;
    },
  };
}

const LOG_URL = '/superset/log/?explode=events';

/** Superset's log endpoint takes no CSRF token, so a beacon works when the page is closing. */
function sendToServer(events: readonly ChartLoadEvent[], { leaving }: { leaving: boolean }) {
  const body = JSON.stringify({ events });
  if (leaving && typeof navigator !== 'undefined' && navigator.sendBeacon) {
    navigator.sendBeacon(LOG_URL, new Blob([body], { type: 'application/json' }));
    return;
  }
  void fetch(LOG_URL, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
    body,
    keepalive: true,
  }).catch(() => undefined);
}

/**
 * The chart load events of one store's client, sent in batches and flushed with a beacon when the page
 * goes away. `close` stops listening and drops what was not sent.
 */
export function createChartLoadLog(send: SendEvents = sendToServer) {
  const batcher = createEventBatcher(send);
  const onPageHide = () => batcher.flush(true);
  if (typeof window !== 'undefined') window.addEventListener('pagehide', onPageHide);
  return {
    log: batcher.log,
    close() {
      if (typeof window !== 'undefined') window.removeEventListener('pagehide', onPageHide);
      batcher.discard();
    },
  };
}

export type ChartLoadLog = ReturnType<typeof createChartLoadLog>;
