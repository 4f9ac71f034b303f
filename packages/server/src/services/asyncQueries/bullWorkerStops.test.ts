import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedisServer, type RedisTestServer } from '@sightline/query-engine/testing';
import { createBullJobQueue, startBullJobWorker } from './bullJobQueue.js';
import { WorkerStopping, type JobEndReason } from './jobQueue.js';

/** Workers hold a job for 1 s unless they renew it, and look for stalled jobs every 0.5 s. */
const LOCK_MS = 1000;
const STALL_CHECK_MS = 500;

let redis: RedisTestServer;
beforeAll(async () => {
  redis = await startRedisServer();
});
afterAll(() => redis?.stop());

/**
 * Another worker process that takes one job, says so, and then hangs until it is killed (as a process
 * that crashes or is killed mid-query).
 */
async function hangingWorker(queueName: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { Worker } from 'bullmq';
       const [url, queueName, lockDuration, stalledInterval] = process.argv.slice(1);
       new Worker(queueName, async (job) => {
         process.stdout.write('took ' + job.id + '\\n');
         await new Promise(() => {});
       }, { connection: { url }, lockDuration: Number(lockDuration), stalledInterval: Number(stalledInterval) });`,
      redis.url,
      queueName,
      String(LOCK_MS),
      String(STALL_CHECK_MS),
    ],
    { cwd: dirname(fileURLToPath(import.meta.url)), stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await once(child.stdout!, 'data');
  return child;
}

async function kill(child: ChildProcess) {
  child.kill('SIGKILL');
  await once(child, 'exit');
}

async function until(check: () => boolean, what: string, ms = 15_000) {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('a worker process that dies mid-job', () => {
  let queues = 0;
  const setUp = async () => {
    const queueName = `stopping-${++queues}`;
    const ran: string[] = [];
    const lost = new Map<string, JobEndReason>();
    const options = {
      url: redis.url,
      queueName,
      concurrency: 1,
      timeoutMs: 10_000,
      lockDurationMs: LOCK_MS,
      stalledIntervalMs: STALL_CHECK_MS,
      run: async (job: { jobId: string }) => {
        ran.push(job.jobId);
      },
      lost: async (job: { jobId: string }, reason: JobEndReason) => {
        lost.set(job.jobId, reason);
      },
    };
    const queue = createBullJobQueue<{ jobId: string }>({ url: redis.url, queueName, lost: options.lost });
    return { queueName, queue, ran, lost, startWorker: () => startBullJobWorker(options) };
  };

  it('leaves its job to run again on another worker', async () => {
    const { queueName, queue, ran, lost, startWorker } = await setUp();
    const enqueued = queue.enqueue({ jobId: 'retried' });
    const crashing = await hangingWorker(queueName);
    await enqueued;
    await kill(crashing);
    const worker = await startWorker();
    try {
      await until(() => ran.includes('retried'), 'the job to run again');
      expect(lost.size).toBe(0);
    } finally {
      await worker.close();
      await queue.close();
    }
  });

  it('fails its job, handed to lost as workerStopped, when it dies again on the next worker', async () => {
    const { queueName, queue, ran, lost, startWorker } = await setUp();
    await queue.enqueue({ jobId: 'doomed' });
    await kill(await hangingWorker(queueName));
    await kill(await hangingWorker(queueName));
    const worker = await startWorker();
    try {
      await until(() => lost.has('doomed'), 'the job to fail');
      expect(lost.get('doomed')).toEqual({ kind: 'workerStopped' });
      expect(ran).toEqual([]);
    } finally {
      await worker.close();
      await queue.close();
    }
  });

  it('stops its running job with WorkerStopping when it is closed, and lets go of it once the run ends', async () => {
    const { queueName, queue } = await setUp();
    const reasons: unknown[] = [];
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const worker = await startBullJobWorker<{ jobId: string }>({
      url: redis.url,
      queueName,
      concurrency: 1,
      timeoutMs: 10_000,
      run: async (_job, signal) => {
        started();
        await new Promise<void>((resolve) =>
          signal.addEventListener('abort', () => resolve(), { once: true }),
        );
        reasons.push(signal.reason);
      },
      lost: async () => undefined,
    });
    try {
      await queue.enqueue({ jobId: 'stopping' });
      await running;
      await worker.close();
      expect(reasons).toHaveLength(1);
      expect(reasons[0]).toBeInstanceOf(WorkerStopping);
      // Its run ended (and published the job's end), so the job is not left to run again.
      expect(await queue.find('stopping')).toBeNull();
    } finally {
      await queue.close();
    }
  });
});
