import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ASYNC_UNMATCHED_EVENT_RETRIES,
  ASYNC_UNMATCHED_EVENT_RETRY_STEP_MS,
  type AsyncEvent,
  type ChartDataAsyncResponse,
} from '@sightline/core';
import { ApiError } from '../../../../platform/apiClient';
import { isAbortError } from '../abortError';
import type { AsyncEventFeed } from './asyncEventFeed';
import { AsyncJobs } from './asyncJobs';

const job = (id: string): ChartDataAsyncResponse => ({
  channel_id: 'c',
  job_id: id,
  user_id: '1',
  status: 'pending',
  errors: [],
  result_url: null,
});
const done = (jobId: string): AsyncEvent => ({
  id: `${jobId}-0`,
  channel_id: 'c',
  job_id: jobId,
  user_id: 1,
  status: 'done',
  errors: [],
  result_url: `/api/v1/chart/data/${jobId}`,
});

let fetched: string[];
let cancelled: string[];
let logged: string[];
let feedRunning: boolean;

const fetchChart = async (url: string) => {
  fetched.push(url);
  return [{ rowcount: 1, data: [{ url }] }];
};

function jobs() {
  const feed = { start: () => (feedRunning = true), stop: () => (feedRunning = false) };
  return new AsyncJobs({
    feed: feed as unknown as AsyncEventFeed,
    cancel: async (jobId) => void cancelled.push(jobId),
    log: (message) => logged.push(message),
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  fetched = [];
  cancelled = [];
  logged = [];
  feedRunning = false;
});
afterEach(() => vi.useRealTimers());

describe('AsyncJobs', () => {
  it("fetches a done job's answer from its result URL; the feed runs only while jobs are waited for", async () => {
    const waiting = jobs();
    const answer = waiting.wait(job('a'), fetchChart);
    expect(feedRunning).toBe(true);
    waiting.receive(done('a'));
    await expect(answer).resolves.toEqual([{ rowcount: 1, data: [{ url: '/api/v1/chart/data/a' }] }]);
    expect(fetched).toEqual(['/api/v1/chart/data/a']);
    expect(feedRunning).toBe(false);
  });

  it("fails the wait with the job's errors on an error event", async () => {
    const waiting = jobs();
    const answer = waiting.wait(job('b'), fetchChart);
    waiting.receive({
      ...done('b'),
      status: 'error',
      result_url: null,
      errors: [{ message: 'Division by zero', error_type: 'GENERIC_DB_ENGINE_ERROR' }],
    });
    const error = await answer.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Division by zero');
    expect(fetched).toEqual([]);
  });

  it(`tries an event nobody waits for yet again, ${ASYNC_UNMATCHED_EVENT_RETRIES} times at 100 ms × the attempt`, async () => {
    const waiting = jobs();
    const other = waiting.wait(job('other'), fetchChart);
    waiting.receive(done('early'));
    // The 202 of the job is read after its event came.
    await vi.advanceTimersByTimeAsync(ASYNC_UNMATCHED_EVENT_RETRY_STEP_MS * 3);
    const answer = waiting.wait(job('early'), fetchChart);
    await vi.advanceTimersByTimeAsync(ASYNC_UNMATCHED_EVENT_RETRY_STEP_MS * 4);
    await expect(answer).resolves.toHaveLength(1);
    waiting.receive(done('other'));
    await other;
  });

  it('drops an event nobody waits for after the last try, with a log line', async () => {
    const waiting = jobs();
    waiting.receive(done('stray'));
    const total = (ASYNC_UNMATCHED_EVENT_RETRIES * (ASYNC_UNMATCHED_EVENT_RETRIES + 1)) / 2;
    await vi.advanceTimersByTimeAsync(ASYNC_UNMATCHED_EVENT_RETRY_STEP_MS * total - 1);
    expect(logged).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(logged.join()).toMatch(/stray.*dropped/);
  });

  it('stops the job on the server when its wait is aborted, and rejects with an AbortError', async () => {
    const waiting = jobs();
    const controller = new AbortController();
    const answer = waiting.wait(job('c'), fetchChart, controller.signal);
    controller.abort();
    expect(isAbortError(await answer.catch((e: unknown) => e))).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(cancelled).toEqual(['c']);
    expect(feedRunning).toBe(false);
  });

  it('ends every wait with an AbortError on close, stopping their jobs', async () => {
    const waiting = jobs();
    const answers = [waiting.wait(job('d'), fetchChart), waiting.wait(job('e'), fetchChart)];
    waiting.close();
    for (const answer of answers) expect(isAbortError(await answer.catch((e: unknown) => e))).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(cancelled.sort()).toEqual(['d', 'e']);
    expect(waiting.waiting).toBe(0);
  });
});
