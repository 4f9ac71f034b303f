import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedisServer, type RedisTestServer } from '@sightline/query-engine/testing';
import { createBullJobQueue, startBullJobWorker } from './bullJobQueue.js';
import { createInProcessJobQueue } from './inProcessJobQueue.js';
import {
  JobCancelled,
  JobTimedOut,
  type JobEndReason,
  type JobQueue,
  type JobWorkerOptions,
} from './jobQueue.js';

interface TestJob {
  jobId: string;
  /** What the run does: end at once, wait until aborted, or throw. */
  act: 'end' | 'wait' | 'throw';
}

/** A job queue and its worker, and what happened to the jobs. */
interface Harness {
  queue: JobQueue<TestJob>;
  ran: string[];
  aborted: Map<string, unknown>;
  lost: Map<string, JobEndReason>;
  mostAtOnce: number;
  close(): Promise<void>;
}

type Start = (
  options: JobWorkerOptions<TestJob>,
) => Promise<{ queue: JobQueue<TestJob>; close(): Promise<void> }>;

async function harness(start: Start, { concurrency = 2, timeoutMs = 10_000 } = {}): Promise<Harness> {
  const ran: string[] = [];
  const aborted = new Map<string, unknown>();
  const lost = new Map<string, JobEndReason>();
  let atOnce = 0;
  const state = { mostAtOnce: 0 };
  const { queue, close } = await start({
    concurrency,
    timeoutMs,
    async run(job, signal) {
      ran.push(job.jobId);
      atOnce += 1;
      state.mostAtOnce = Math.max(state.mostAtOnce, atOnce);
      try {
        if (job.act === 'throw') throw new Error('the run broke');
        if (job.act === 'wait')
          await new Promise<void>((resolve) =>
            signal.addEventListener(
              'abort',
              () => {
                aborted.set(job.jobId, signal.reason);
                resolve();
              },
              { once: true },
            ),
          );
        else await new Promise((resolve) => setTimeout(resolve, 30));
      } finally {
        atOnce -= 1;
      }
    },
    async lost(job, reason) {
      lost.set(job.jobId, reason);
    },
  });
  return {
    queue,
    ran,
    aborted,
    lost,
    get mostAtOnce() {
      return state.mostAtOnce;
    },
    close,
  };
}

async function until(check: () => boolean, what: string, ms = 10_000) {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

let redis: RedisTestServer;
beforeAll(async () => {
  redis = await startRedisServer();
});
afterAll(() => redis?.stop());

let queueNames = 0;
const starts: [string, Start][] = [
  [
    'in this process',
    async (options) => {
      const queue = createInProcessJobQueue(options);
      return { queue, close: () => queue.close() };
    },
  ],
  [
    'over Redis (BullMQ)',
    async (options) => {
      const queueName = `test-queue-${++queueNames}`;
      const worker = await startBullJobWorker({ ...options, url: redis.url, queueName });
      const queue = createBullJobQueue<TestJob>({ url: redis.url, queueName, lost: options.lost });
      return {
        queue,
        close: async () => {
          await queue.close();
          await worker.close();
        },
      };
    },
  ],
];

describe.each(starts)('the job queue %s', (_name, start) => {
  it('runs every job, no more at once than its concurrency', async () => {
    const h = await harness(start, { concurrency: 2 });
    try {
      for (let i = 0; i < 6; i++) await h.queue.enqueue({ jobId: `run-${i}`, act: 'end' });
      await until(() => h.ran.length === 6, 'six runs');
      expect(new Set(h.ran)).toEqual(new Set(['run-0', 'run-1', 'run-2', 'run-3', 'run-4', 'run-5']));
      expect(h.mostAtOnce).toBeLessThanOrEqual(2);
      expect(h.lost.size).toBe(0);
    } finally {
      await h.close();
    }
  });

  it('aborts a running job that is cancelled, with JobCancelled', async () => {
    const h = await harness(start);
    try {
      await h.queue.enqueue({ jobId: 'long', act: 'wait' });
      await until(() => h.ran.includes('long'), 'the job to start');
      expect(await h.queue.find('long')).toEqual({ jobId: 'long', act: 'wait' });
      await h.queue.cancel('long');
      await until(() => h.aborted.has('long'), 'the abort');
      expect(h.aborted.get('long')).toBeInstanceOf(JobCancelled);
    } finally {
      await h.close();
    }
  });

  it('never starts a waiting job that is cancelled, and hands it to lost', async () => {
    const h = await harness(start, { concurrency: 1 });
    try {
      await h.queue.enqueue({ jobId: 'first', act: 'wait' });
      await until(() => h.ran.includes('first'), 'the first job to start');
      await h.queue.enqueue({ jobId: 'second', act: 'end' });
      expect(await h.queue.find('second')).toEqual({ jobId: 'second', act: 'end' });
      await h.queue.cancel('second');
      expect(await h.queue.find('second')).toBeNull();
      expect(h.lost.get('second')).toEqual({ kind: 'cancelled' });
      await h.queue.cancel('first');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(h.ran).toEqual(['first']);
    } finally {
      await h.close();
    }
  });

  it('aborts a job that runs past its time limit, with JobTimedOut', async () => {
    const h = await harness(start, { timeoutMs: 200 });
    try {
      await h.queue.enqueue({ jobId: 'slow', act: 'wait' });
      await until(() => h.aborted.has('slow'), 'the timeout');
      expect(h.aborted.get('slow')).toBeInstanceOf(JobTimedOut);
      expect((h.aborted.get('slow') as Error).message).toMatch(/longer than 0 seconds/);
    } finally {
      await h.close();
    }
  });

  it('hands a job whose run throws to lost, with the error', async () => {
    const h = await harness(start);
    try {
      await h.queue.enqueue({ jobId: 'broken', act: 'throw' });
      await until(() => h.lost.has('broken'), 'the failure');
      expect(h.lost.get('broken')).toEqual({ kind: 'failed', message: 'the run broke' });
    } finally {
      await h.close();
    }
  });

  it('cancelling a job it does not know does nothing', async () => {
    const h = await harness(start);
    try {
      await expect(h.queue.cancel('nobody')).resolves.toBeUndefined();
      expect(await h.queue.find('nobody')).toBeNull();
      expect(h.lost.size).toBe(0);
    } finally {
      await h.close();
    }
  });
});
