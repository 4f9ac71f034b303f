import type { ChartDataResult } from '@sightline/charts';
import type { QueryContext } from '@sightline/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isAbortError } from './abortError';
import { MAX_CONCURRENT_CHART_REQUESTS, createChartDataClient } from './chartDataClient';
import { chartDataRequestKey } from './chartDataRequestKey';
import { chartDataResults, chartDataUrl, type ChartDataRequest } from './chartDataTransport';
import { RequestQueue } from './requestQueue';
import { ChartQueryTimeout } from './requestTimeout';
import { SharedRequests } from './sharedRequests';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

const context = (overrides: Partial<QueryContext> = {}): QueryContext =>
  ({
    datasource: { id: 1, type: 'table' },
    force: false,
    queries: [{ metrics: ['count'], columns: [] }],
    result_format: 'json',
    result_type: 'full',
    form_data: { slice_id: 1 },
    ...overrides,
  }) as QueryContext;

afterEach(() => vi.useRealTimers());

describe('RequestQueue', () => {
  it('runs at most `limit` tasks at once and starts the next when one ends', async () => {
    const queue = new RequestQueue(2);
    const tasks = [deferred<number>(), deferred<number>(), deferred<number>()];
    const started: number[] = [];
    const results = tasks.map((task, index) =>
      queue.run(() => {
        started.push(index);
        return task.promise;
      }),
    );
    expect(started).toEqual([0, 1]);
    expect(queue.queued).toBe(1);
    tasks[1]!.resolve(1);
    await results[1];
    await flush();
    expect(started).toEqual([0, 1, 2]);
    tasks[0]!.resolve(0);
    tasks[2]!.resolve(2);
    expect(await Promise.all(results)).toEqual([0, 1, 2]);
    expect(queue.running).toBe(0);
  });

  it('drops a waiting task whose caller aborted, without starting it', async () => {
    const queue = new RequestQueue(1);
    const first = deferred<string>();
    void queue.run(() => first.promise);
    const controller = new AbortController();
    const task = vi.fn(() => Promise.resolve('late'));
    const waiting = queue.run(task, controller.signal);
    controller.abort();
    await expect(waiting).rejects.toSatisfy(isAbortError);
    first.resolve('done');
    await flush();
    expect(task).not.toHaveBeenCalled();
    expect(queue.queued).toBe(0);
  });
});

describe('chartDataRequestKey', () => {
  it('is equal for the same query whatever the key order or the chart named in form_data', () => {
    const a = context({ form_data: { slice_id: 1 } });
    const b = {
      ...context({ form_data: { slice_id: 2 } }),
      datasource: { type: 'table', id: 1 },
    } as QueryContext;
    expect(chartDataRequestKey(a)).toBe(chartDataRequestKey(b));
  });

  it('differs for another query, another force flag or another cache timeout', () => {
    const base = chartDataRequestKey(context());
    expect(
      chartDataRequestKey(context({ queries: [{ metrics: ['sum__num'] }] } as Partial<QueryContext>)),
    ).not.toBe(base);
    expect(chartDataRequestKey(context({ force: true }))).not.toBe(base);
    expect(chartDataRequestKey(context(), 60)).not.toBe(base);
  });
});

describe('SharedRequests', () => {
  it('sends identical requests once and gives every caller the answer', async () => {
    const shared = new SharedRequests<string>();
    const answer = deferred<string>();
    const start = vi.fn(() => answer.promise);
    const one = shared.request('k', start);
    const two = shared.request('k', start);
    answer.resolve('rows');
    expect(await Promise.all([one, two])).toEqual(['rows', 'rows']);
    expect(start).toHaveBeenCalledTimes(1);
    expect(shared.size).toBe(0);
  });

  it('aborts the shared request only when every caller has aborted', async () => {
    const shared = new SharedRequests<string>();
    let sharedSignal: AbortSignal | undefined;
    const start = (signal: AbortSignal) => {
      sharedSignal = signal;
      return new Promise<string>(() => undefined);
    };
    const first = new AbortController();
    const second = new AbortController();
    const one = shared.request('k', start, first.signal);
    const two = shared.request('k', start, second.signal);
    first.abort();
    await expect(one).rejects.toSatisfy(isAbortError);
    expect(sharedSignal?.aborted).toBe(false);
    second.abort();
    await expect(two).rejects.toSatisfy(isAbortError);
    expect(sharedSignal?.aborted).toBe(true);
    expect(shared.size).toBe(0);
  });

  describe('hold', () => {
    const pending = () => {
      const seen: { signal?: AbortSignal } = {};
      const start = vi.fn((signal: AbortSignal) => {
        seen.signal = signal;
        return new Promise<string>(() => undefined);
      });
      return { seen, start };
    };

    it('keeps the request running until it is let go of, then stops it when nobody joined', () => {
      const shared = new SharedRequests<string>();
      const { seen, start } = pending();
      const held = shared.hold('k', start);
      expect(start).toHaveBeenCalledTimes(1);
      expect(shared.has('k')).toBe(true);
      held.letGo();
      expect(seen.signal?.aborted).toBe(true);
      expect(shared.has('k')).toBe(false);
    });

    it('leaves the request to a caller that joined it, who may still stop it alone', async () => {
      const shared = new SharedRequests<string>();
      const { seen, start } = pending();
      const held = shared.hold('k', start);
      const caller = new AbortController();
      const joined = shared.request('k', start, caller.signal);
      held.letGo();
      held.letGo(); // a second call does nothing: it must not take the joined caller's place
      expect(seen.signal?.aborted).toBe(false);
      expect(start).toHaveBeenCalledTimes(1);
      caller.abort();
      await expect(joined).rejects.toSatisfy(isAbortError);
      expect(seen.signal?.aborted).toBe(true);
    });

    it("gives the held request's answer to whoever reads it", async () => {
      const shared = new SharedRequests<string>();
      const answer = deferred<string>();
      const held = shared.hold('k', () => answer.promise);
      answer.resolve('rows');
      expect(await held.answer).toBe('rows');
      held.letGo();
      expect(shared.size).toBe(0);
    });
  });
});

describe('chart data call', () => {
  it('puts the slice id, dashboard id and force in the query string', () => {
    const url = new URL(chartDataUrl({ sliceId: 4, dashboardId: 9, force: true }), 'http://x');
    expect(url.pathname).toBe('/api/v1/chart/data');
    expect(url.searchParams.get('form_data')).toBe('{"slice_id":4}');
    expect(url.searchParams.get('dashboard_id')).toBe('9');
    expect(url.searchParams.get('force')).toBe('true');
    expect(
      new URL(chartDataUrl({ sliceId: 4, dashboardId: 9, force: false }), 'http://x').searchParams.has(
        'force',
      ),
    ).toBe(false);
  });

  it('reads results from a 200 and raises the spec message for other statuses', () => {
    expect(chartDataResults(200, { result: [{ rowcount: 1 }] })).toEqual([{ rowcount: 1 }]);
    expect(() => chartDataResults(204, null)).toThrow(
      'Received unexpected response status (204) while fetching chart data',
    );
    expect(() => chartDataResults(202, { job_id: 'x' })).toThrow(
      'Received unexpected response status (202) while fetching chart data',
    );
  });
});

describe('createChartDataClient', () => {
  const request = (sliceId: number, queryContext = context()): ChartDataRequest => ({
    sliceId,
    dashboardId: 3,
    queryContext,
    force: false,
  });

  it('shares one request between charts whose queries are identical', async () => {
    const send = vi.fn(async () => [{ rowcount: 5 }] as ChartDataResult[]);
    const loader = createChartDataClient({ send });
    const [a, b] = await Promise.all([
      loader.load(request(1, context({ form_data: { slice_id: 1 } })), null),
      loader.load(request(2, context({ form_data: { slice_id: 2 } })), null),
    ]);
    expect(send).toHaveBeenCalledTimes(1);
    expect(a).toBe(b);
  });

  it('fails a query after the timeout with the timeout text', async () => {
    vi.useFakeTimers();
    const send = (_request: ChartDataRequest, signal: AbortSignal) =>
      new Promise<ChartDataResult[]>((_resolve, reject) =>
        signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    const loader = createChartDataClient({ send, timeoutSeconds: 60 });
    const loading = loader.load(request(1), null);
    const outcome = expect(loading).rejects.toBeInstanceOf(ChartQueryTimeout);
    await vi.advanceTimersByTimeAsync(60_000);
    await outcome;
  });

  it('hands at most MAX_CONCURRENT_CHART_REQUESTS requests to the browser at once', async () => {
    const pending: (() => void)[] = [];
    const send = vi.fn(() => new Promise<ChartDataResult[]>((resolve) => pending.push(() => resolve([]))));
    const loader = createChartDataClient({ send });
    const total = MAX_CONCURRENT_CHART_REQUESTS + 2;
    const loads = Array.from({ length: total }, (_, index) =>
      loader.load(
        request(index, context({ queries: [{ row_limit: index }] } as Partial<QueryContext>)),
        null,
      ),
    );
    await flush();
    expect(send).toHaveBeenCalledTimes(MAX_CONCURRENT_CHART_REQUESTS);
    pending.shift()!();
    await flush();
    expect(send).toHaveBeenCalledTimes(MAX_CONCURRENT_CHART_REQUESTS + 1);
    while (pending.length) pending.shift()!();
    await flush();
    while (pending.length) pending.shift()!();
    await Promise.all(loads);
    expect(send).toHaveBeenCalledTimes(total);
  });

  it('lands answers that come while others are on the way together, when the last one arrives', async () => {
    const pending = new Map<number, () => void>();
    const send = (request: ChartDataRequest) =>
      new Promise<ChartDataResult[]>((resolve) =>
        pending.set(request.sliceId, () => resolve([{ rowcount: request.sliceId }] as ChartDataResult[])),
      );
    const loader = createChartDataClient({ send, maxHoldMs: 10_000 });
    const landed: number[] = [];
    const loads = [1, 2, 3].map((id) =>
      loader
        .load(request(id, context({ queries: [{ row_limit: id }] } as Partial<QueryContext>)), null)
        .then((results) => landed.push(results[0]!.rowcount as number)),
    );
    await flush();
    pending.get(2)!();
    pending.get(1)!();
    await flush();
    expect(landed).toEqual([]);
    pending.get(3)!();
    await Promise.all(loads);
    expect(landed).toEqual([2, 1, 3]);
    // Alone, an answer lands at once.
    const alone = loader.load(
      request(9, context({ queries: [{ row_limit: 9 }] } as Partial<QueryContext>)),
      null,
    );
    await flush();
    pending.get(9)!();
    await expect(alone).resolves.toEqual([{ rowcount: 9 }]);
  });

  it('lands an answer after the longest hold while a slow query is still running', async () => {
    vi.useFakeTimers();
    const pending = new Map<number, () => void>();
    const send = (request: ChartDataRequest) =>
      new Promise<ChartDataResult[]>((resolve) => pending.set(request.sliceId, () => resolve([])));
    const loader = createChartDataClient({ send, maxHoldMs: 100 });
    let fastLanded = false;
    void loader.load(request(1, context({ queries: [{ row_limit: 1 }] } as Partial<QueryContext>)), null);
    const fast = loader
      .load(request(2, context({ queries: [{ row_limit: 2 }] } as Partial<QueryContext>)), null)
      .then(() => (fastLanded = true));
    await vi.advanceTimersByTimeAsync(0);
    pending.get(2)!();
    await vi.advanceTimersByTimeAsync(99);
    expect(fastLanded).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await fast;
    expect(fastLanded).toBe(true);
    pending.get(1)!();
  });

  describe('prefetch', () => {
    const rowLimit = (limit: number) => context({ queries: [{ row_limit: limit }] } as Partial<QueryContext>);

    it('gives a chart the answer sent ahead of it, in flight or in, without sending again', async () => {
      const answers = new Map<number, () => void>();
      const send = vi.fn(
        (request: ChartDataRequest) =>
          new Promise<ChartDataResult[]>((resolve) =>
            answers.set(request.sliceId, () => resolve([{ rowcount: request.sliceId }] as ChartDataResult[])),
          ),
      );
      const loader = createChartDataClient({ send });
      loader.prefetch(request(1, rowLimit(1)), null);
      loader.prefetch(request(2, rowLimit(2)), null);
      expect(send).toHaveBeenCalledTimes(2);
      expect(loader.prefetched(1)).toBe(true);
      // Chart 1 asks while its request is under way; chart 2 once its answer is in.
      const first = loader.load(request(1, rowLimit(1)), null);
      expect(loader.prefetched(1)).toBe(false);
      answers.get(1)!();
      answers.get(2)!();
      await expect(first).resolves.toEqual([{ rowcount: 1 }]);
      await flush();
      await expect(loader.load(request(2, rowLimit(2)), null)).resolves.toEqual([{ rowcount: 2 }]);
      expect(send).toHaveBeenCalledTimes(2);
      // Each answer is claimed once: asking again sends again.
      const again = loader.load(request(2, rowLimit(2)), null);
      expect(send).toHaveBeenCalledTimes(3);
      answers.get(2)!();
      await again;
    });

    it('serves two charts with the same query from one request sent ahead of both', async () => {
      const send = vi.fn(async () => [{ rowcount: 5 }] as ChartDataResult[]);
      const loader = createChartDataClient({ send });
      loader.prefetch(request(1), null);
      loader.prefetch(request(2), null);
      await flush();
      await loader.load(request(1), null);
      await loader.load(request(2), null);
      expect(send).toHaveBeenCalledTimes(1);
    });

    it('drops an answer no chart claims in time, and a failed one at once', async () => {
      vi.useFakeTimers();
      const send = vi.fn(async (request: ChartDataRequest) => {
        if (request.sliceId === 2) throw new Error('boom');
        return [] as ChartDataResult[];
      });
      const loader = createChartDataClient({ send, earlyAnswerKeepMs: 1_000 });
      loader.prefetch(request(1, rowLimit(1)), null);
      loader.prefetch(request(2, rowLimit(2)), null);
      await vi.advanceTimersByTimeAsync(1_000);
      await loader.load(request(1, rowLimit(1)), null);
      await loader.load(request(2, rowLimit(2)), null).catch(() => undefined);
      expect(send).toHaveBeenCalledTimes(4);
    });

    it('stops a request sent ahead when its chart claims it and goes away, or when the dashboard closes unclaimed', async () => {
      const signals = new Map<number, AbortSignal>();
      const send = vi.fn(
        (request: ChartDataRequest, signal: AbortSignal) =>
          new Promise<ChartDataResult[]>((_resolve, reject) => {
            signals.set(request.sliceId, signal);
            signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      );
      const loader = createChartDataClient({ send });
      loader.prefetch(request(1, rowLimit(1)), null);
      loader.prefetch(request(2, rowLimit(2)), null);
      loader.prefetch(request(3, rowLimit(3)), null);
      // Chart 1 takes its request over: leaving, it stops it.
      const leaving = new AbortController();
      const load = loader.load(request(1, rowLimit(1)), null, leaving.signal);
      expect(signals.get(1)!.aborted).toBe(false);
      leaving.abort();
      await expect(load).rejects.toSatisfy(isAbortError);
      expect(signals.get(1)!.aborted).toBe(true);
      // Chart 2 claims and stays; chart 3 never asks. Closing the dashboard stops only chart 3's.
      void loader.load(request(2, rowLimit(2)), null).catch(() => undefined);
      loader.closeDashboard();
      expect(signals.get(2)!.aborted).toBe(false);
      expect(signals.get(3)!.aborted).toBe(true);
      expect(loader.prefetched(3)).toBe(false);
      expect(send).toHaveBeenCalledTimes(3);
    });
  });
});
