import type { ChartDataResult } from '@sightline/charts';
import type { QueryContext } from '@sightline/core';
import { describe, expect, it, vi } from 'vitest';
import { ANSWER_MEMORY_MAX_AGE_MS, AnswerMemory, timeBoundsKey } from './answerMemory';
import { createChartDataClient } from './chartDataClient';
import type { ChartDataRequest } from './chartDataTransport';

const T0 = Date.parse('2026-12-01T10:00:00Z');

/** A successful answer as the server sends it: `cache_timeout` seconds, fresh unless `cachedAt`. */
function answer(rows: number, cacheTimeout: number | null = 3600, cachedAt?: string): ChartDataResult[] {
  return [
    {
      colnames: ['a', 'b'],
      coltypes: [0, 1],
      data: Array.from({ length: rows }, (_, i) => ({ a: i, b: 'x' })),
      rowcount: rows,
      status: 'success',
      is_cached: cachedAt !== undefined,
      cached_dttm: cachedAt ?? null,
      cache_timeout: cacheTimeout,
    } as ChartDataResult,
  ];
}

function clock() {
  let now = T0;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('AnswerMemory', () => {
  it('gives a kept answer back as the server would from its cache, stamped when it arrived', () => {
    const time = clock();
    const memory = new AnswerMemory(ANSWER_MEMORY_MAX_AGE_MS, 1000, time.now);
    memory.remember('q', answer(2));
    time.advance(30_000);
    const recalled = memory.recall('q')!;
    expect(recalled[0]).toMatchObject({ rowcount: 2, is_cached: true, cached_dttm: '2026-12-01T10:00:00' });
    expect(memory.recall('other')).toBeUndefined();
  });

  it('keeps an answer no longer than its cache timeout, counted from when the server stored it', () => {
    const time = clock();
    const memory = new AnswerMemory(ANSWER_MEMORY_MAX_AGE_MS, 1000, time.now);
    // Stored by the server 50 s ago with a 60 s timeout: 10 s left.
    memory.remember('q', answer(1, 60, '2026-12-01T09:59:10'));
    time.advance(9_000);
    expect(memory.recall('q')?.[0]?.cached_dttm).toBe('2026-12-01T09:59:10');
    time.advance(1_000);
    expect(memory.recall('q')).toBeUndefined();
    expect(memory.size).toBe(0);
  });

  it('keeps an answer at most the page’s own limit, whatever its timeout', () => {
    const time = clock();
    const memory = new AnswerMemory(ANSWER_MEMORY_MAX_AGE_MS, 1000, time.now);
    memory.remember('q', answer(1, 86_400));
    time.advance(ANSWER_MEMORY_MAX_AGE_MS - 1);
    expect(memory.recall('q')).toBeDefined();
    time.advance(1);
    expect(memory.recall('q')).toBeUndefined();
  });

  it('does not count a server clock ahead of the page as an answer stored in the future', () => {
    const time = clock();
    const memory = new AnswerMemory(ANSWER_MEMORY_MAX_AGE_MS, 1000, time.now);
    memory.remember('q', answer(1, 60, '2026-12-01T10:05:00'));
    time.advance(60_000);
    expect(memory.recall('q')).toBeUndefined();
  });

  it('keeps nothing the server does not cache, nor a failed answer', () => {
    const memory = new AnswerMemory();
    memory.remember('none', answer(1, null));
    memory.remember('zero', answer(1, 0));
    memory.remember('failed', [{ ...answer(1)[0]!, status: 'failed', error: 'boom' }]);
    memory.remember('empty', []);
    expect(memory.size).toBe(0);
  });

  it('lets the least recently used answers go past its size, and never keeps one larger than it', () => {
    const memory = new AnswerMemory(ANSWER_MEMORY_MAX_AGE_MS, 100);
    memory.remember('a', answer(20)); // 40 cells
    memory.remember('b', answer(20));
    memory.recall('a'); // now the most recent
    memory.remember('c', answer(20)); // 120 cells: b goes
    expect(memory.recall('b')).toBeUndefined();
    expect(memory.recall('a')).toBeDefined();
    expect(memory.recall('c')).toBeDefined();
    memory.remember('huge', answer(51));
    expect(memory.recall('huge')).toBeUndefined();
    expect(memory.size).toBe(2);
    memory.clear();
    expect(memory.size).toBe(0);
  });
});

describe('timeBoundsKey', () => {
  const withRange = (time_range: string, filters: unknown[] = []) =>
    ({ datasource: { id: 1, type: 'table' }, queries: [{ time_range, filters }] }) as unknown as QueryContext;
  const at = (iso: string) => new Date(iso);

  it('stays while a range stands for the same instants, and moves with them', () => {
    const lastDay = withRange('Last day');
    expect(timeBoundsKey(lastDay, at('2026-12-01T10:00:00Z'))).toBe(
      timeBoundsKey(lastDay, at('2026-12-01T23:59:59Z')),
    );
    expect(timeBoundsKey(lastDay, at('2026-12-01T10:00:00Z'))).not.toBe(
      timeBoundsKey(lastDay, at('2026-12-02T00:00:01Z')),
    );
    const lastHour = withRange('DATEADD(DATETIME("now"), -1, hour) : now');
    expect(timeBoundsKey(lastHour, at('2026-12-01T10:00:00Z'))).not.toBe(
      timeBoundsKey(lastHour, at('2026-12-01T10:00:01Z')),
    );
    const fixed = withRange('2024-01-01 : 2025-01-01');
    expect(timeBoundsKey(fixed, at('2026-12-01T10:00:00Z'))).toBe(
      timeBoundsKey(fixed, at('2030-01-01T00:00:00Z')),
    );
  });

  it('reads TEMPORAL_RANGE filters too, and marks a range the server will refuse', () => {
    const filtered = withRange('No filter', [{ col: 'ts', op: 'TEMPORAL_RANGE', val: 'Last week' }]);
    expect(timeBoundsKey(filtered, at('2026-12-01T10:00:00Z'))).not.toBe(
      timeBoundsKey(filtered, at('2026-12-09T10:00:00Z')),
    );
    expect(timeBoundsKey(withRange('not a range'), at('2026-12-01T10:00:00Z'))).toBe('?');
  });
});

describe('the chart loader with the page’s answers', () => {
  const context = (value: string): QueryContext =>
    ({
      datasource: { id: 1, type: 'table' },
      force: false,
      queries: [{ metrics: ['count'], filters: [{ col: 'device', op: 'IN', val: [value] }] }],
      result_format: 'json',
      result_type: 'full',
    }) as QueryContext;
  const request = (value: string, force = false): ChartDataRequest => ({
    sliceId: 1,
    dashboardId: 3,
    queryContext: context(value),
    force,
  });

  it('draws a query asked again from the answer it had, without asking the server', async () => {
    const send = vi.fn(async (r: ChartDataRequest) =>
      answer(JSON.stringify(r.queryContext).includes('mobile') ? 1 : 2),
    );
    const loader = createChartDataClient({ send });
    expect((await loader.load(request('mobile'), null))[0]?.rowcount).toBe(1);
    expect((await loader.load(request('desktop'), null))[0]?.rowcount).toBe(2);
    const again = await loader.load(request('mobile'), null);
    expect(again[0]).toMatchObject({ rowcount: 1, is_cached: true });
    expect(send).toHaveBeenCalledTimes(2);
    // A prefetched query is answered from it too.
    loader.prefetch(request('desktop'), null);
    expect((await loader.load(request('desktop'), null))[0]?.rowcount).toBe(2);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('asks the server for a forced query and forgets every kept answer', async () => {
    const send = vi.fn(async () => answer(1));
    const loader = createChartDataClient({ send });
    await loader.load(request('mobile'), null);
    await loader.load(request('desktop'), null);
    await loader.load(request('mobile', true), null);
    expect(send).toHaveBeenCalledTimes(3);
    // The forced answer is kept as the query's answer; the other one was forgotten.
    await loader.load(request('mobile'), null);
    expect(send).toHaveBeenCalledTimes(3);
    await loader.load(request('desktop'), null);
    expect(send).toHaveBeenCalledTimes(4);
    // Forced by its query context, as the chart-data call sends it.
    const forcedContext = { ...request('desktop'), queryContext: { ...context('desktop'), force: true } };
    await loader.load(forcedContext, null);
    expect(send).toHaveBeenCalledTimes(5);
  });

  it('asks again when the relative time range stands for other instants', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(T0);
      const send = vi.fn(async () => answer(1));
      const loader = createChartDataClient({ send });
      const lastHour = {
        ...request('mobile'),
        queryContext: {
          ...context('mobile'),
          queries: [
            { ...context('mobile').queries[0]!, time_range: 'DATEADD(DATETIME("now"), -1, hour) : now' },
          ],
        },
      };
      await loader.load(lastHour, null);
      await loader.load(lastHour, null);
      expect(send).toHaveBeenCalledTimes(1);
      vi.setSystemTime(T0 + 1000);
      await loader.load(lastHour, null);
      expect(send).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks again for an answer the server does not cache, and after the dashboard closed', async () => {
    const uncached = vi.fn(async () => answer(1, 0));
    const loader = createChartDataClient({ send: uncached });
    await loader.load(request('mobile'), null);
    await loader.load(request('mobile'), null);
    expect(uncached).toHaveBeenCalledTimes(2);

    const send = vi.fn(async () => answer(1));
    const other = createChartDataClient({ send });
    await other.load(request('mobile'), null);
    other.closeDashboard();
    await other.load(request('mobile'), null);
    expect(send).toHaveBeenCalledTimes(2);
  });
});
