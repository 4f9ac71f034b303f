import type { ChartDataResult } from '@sightline/charts';
import type { QueryContext } from '@sightline/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flush, testQueryContext } from '../testing/chartDataTestKit';
import { isAbortError } from './abortError';
import type { AsyncEventFeed } from './asyncJobs/asyncEventFeed';
import { AsyncJobs } from './asyncJobs/asyncJobs';
import { MAX_CONCURRENT_CHART_REQUESTS, createChartDataClient } from './chartDataClient';
import { createChartDataTransport, type ChartDataRequest } from './chartDataTransport';
import { ChartQueryTimeout } from './requestTimeout';

afterEach(() => vi.useRealTimers());

describe('createChartDataClient', () => {
  const request = (sliceId: number, queryContext = testQueryContext()): ChartDataRequest => ({
    sliceId,
    dashboardId: 3,
    queryContext,
    force: false,
  });

  it('shares one request between charts whose queries are identical', async () => {
    const send = vi.fn(async () => [{ rowcount: 5 }] as ChartDataResult[]);
    const loader = createChartDataClient({ send });
    const [a, b] = await Promise.all([
      loader.load(request(1, testQueryContext({ form_data: { slice_id: 1 } })), null),
      loader.load(request(2, testQueryContext({ form_data: { slice_id: 2 } })), null),
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
        request(index, testQueryContext({ queries: [{ row_limit: index }] } as Partial<QueryContext>)),
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
        .load(request(id, testQueryContext({ queries: [{ row_limit: id }] } as Partial<QueryContext>)), null)
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
      request(9, testQueryContext({ queries: [{ row_limit: 9 }] } as Partial<QueryContext>)),
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
    void loader.load(
      request(1, testQueryContext({ queries: [{ row_limit: 1 }] } as Partial<QueryContext>)),
      null,
    );
    const fast = loader
      .load(request(2, testQueryContext({ queries: [{ row_limit: 2 }] } as Partial<QueryContext>)), null)
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
    const rowLimit = (limit: number) =>
      testQueryContext({ queries: [{ row_limit: limit }] } as Partial<QueryContext>);

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

describe('createChartDataClient with queries run as jobs (async queries)', () => {
  const job = {
    channel_id: 'c',
    job_id: 'job-1',
    user_id: '1',
    status: 'pending' as const,
    errors: [],
    result_url: null,
  };
  const request: ChartDataRequest = {
    sliceId: 7,
    dashboardId: 3,
    queryContext: testQueryContext(),
    force: false,
  };

  function asyncSetUp() {
    const stopped: string[] = [];
    const asyncJobs = new AsyncJobs({
      feed: { start: () => undefined, stop: () => undefined } as unknown as AsyncEventFeed,
      cancel: async (jobId) => void stopped.push(jobId),
      log: () => undefined,
    });
    const transport = {
      ...createChartDataTransport(),
      fetchResult: async () => [{ rowcount: 9 }] as ChartDataResult[],
    };
    const client = createChartDataClient({ transport, send: async () => job, asyncJobs });
    return { client, asyncJobs, stopped };
  }

  it("waits for the job's event and answers the result it points to; the chart shows its job meanwhile", async () => {
    const { client, asyncJobs } = asyncSetUp();
    const answer = client.load(request, null);
    await flush();
    expect(client.chartJobs.of(7)).toMatchObject({ jobId: 'job-1' });
    asyncJobs.receive({
      id: '1-0',
      channel_id: 'c',
      job_id: 'job-1',
      user_id: 1,
      status: 'done',
      errors: [],
      result_url: '/api/v1/chart/data/k',
    });
    await expect(answer).resolves.toEqual([{ rowcount: 9 }]);
    expect(client.chartJobs.of(7)).toBeNull();
  });

  it('stops a chart’s job on the server when asked', async () => {
    const { client, stopped } = asyncSetUp();
    const answer = client.load(request, null).catch((error: unknown) => error);
    await flush();
    client.stopChartJob(7);
    await flush();
    expect(stopped).toEqual(['job-1']);
    client.close();
    expect(isAbortError(await answer)).toBe(true);
  });
});
