import { Job, Queue, QueueEvents, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import {
  JobCancelled,
  WorkerStopping,
  withJobTimeout,
  type JobLost,
  type JobQueue,
  type JobWorkerOptions,
  type QueuedJob,
} from './jobQueue.js';

/** The BullMQ queue chart-data jobs go through, shared by every web and worker process. */
export const QUEUE_NAME = 'sightline-queries';
/** Where web processes ask workers to stop a running job (Redis pub/sub; the worker running it obeys). */
const CANCEL_CHANNEL = 'sightline:async-jobs:cancel';
/** Finished jobs stay in Redis this long (for inspection), failed ones longer. */
const KEEP_COMPLETED_SECONDS = 3600;
const KEEP_FAILED_SECONDS = 24 * 3600;
/** States in which a job has not started: removing it is enough to cancel it. */
const NOT_STARTED = new Set(['waiting', 'delayed', 'prioritized', 'waiting-children']);
const NOT_ENDED = new Set([...NOT_STARTED, 'active']);
/** The reason BullMQ's abort carries when this worker is shutting down (BullMQ takes text only). */
const WORKER_STOPPING = 'worker-stopping';

export interface BullQueueOptions<Job extends QueuedJob> {
  url: string;
  /** Jobs cancelled before they started end here (their events). */
  lost: JobLost<Job>;
  queueName?: string;
}

/** The web process's side of the queue over Redis: it adds jobs and cancels them; workers run them. */
export function createBullJobQueue<Data extends QueuedJob>({
  url,
  lost,
  queueName = QUEUE_NAME,
}: BullQueueOptions<Data>): JobQueue<Data> {
  const queue = new Queue<Data, void, string, Data, void, string>(queueName, { connection: { url } });
  const publisher = new Redis(url, { maxRetriesPerRequest: 2 });
  publisher.on('error', () => undefined);
  return {
    async enqueue(job) {
      await queue.add('chart-data', job, {
        jobId: job.jobId,
        removeOnComplete: { age: KEEP_COMPLETED_SECONDS },
        removeOnFail: { age: KEEP_FAILED_SECONDS },
      });
    },
    async find(jobId) {
      const job = await Job.fromId<Data>(queue, jobId);
      return job && NOT_ENDED.has(await job.getState()) ? job.data : null;
    },
    async cancel(jobId) {
      const job = await Job.fromId<Data>(queue, jobId);
      if (!job) return;
      if (NOT_STARTED.has(await job.getState())) {
        // Removing fails when a worker took the job meanwhile; the message below then stops it.
        const removed = await job.remove().then(
          () => true,
          () => false,
        );
        if (removed) return lost(job.data, { kind: 'cancelled' });
      }
      await publisher.publish(CANCEL_CHANNEL, jobId);
    },
    async close() {
      await queue.close();
      publisher.disconnect();
    },
  };
}

export interface BullWorkerOptions<Data extends QueuedJob> extends JobWorkerOptions<Data> {
  url: string;
  queueName?: string;
  /**
   * How long a worker's hold on a running job lasts unless renewed, and how often workers look for jobs
   * whose holder stopped renewing (died): such a job runs again once, then fails.
   */
  lockDurationMs?: number;
  stalledIntervalMs?: number;
}

/**
 * A worker process's side: runs jobs from the queue, `concurrency` at a time, each aborted after
 * `timeoutMs` or when a web process cancels it. A job whose run threw, or that was held by a worker that
 * died more often than it may be retried, is handed to `lost` (by whichever worker learns of it first).
 */
export async function startBullJobWorker<Data extends QueuedJob>({
  url,
  queueName = QUEUE_NAME,
  run,
  lost,
  concurrency,
  timeoutMs,
  lockDurationMs,
  stalledIntervalMs,
}: BullWorkerOptions<Data>): Promise<{ close(): Promise<void> }> {
  const worker = new Worker<Data>(
    queueName,
    async (job, _token, signal) => {
      const controller = new AbortController();
      const cancel = () =>
        controller.abort(signal?.reason === WORKER_STOPPING ? new WorkerStopping() : new JobCancelled());
      if (signal?.aborted) cancel();
      signal?.addEventListener('abort', cancel, { once: true });
      const limited = withJobTimeout(controller.signal, timeoutMs);
      try {
        await run(job.data, limited.signal);
      } finally {
        limited.done();
        signal?.removeEventListener('abort', cancel);
      }
    },
    {
      connection: { url },
      concurrency,
      maxStalledCount: 1,
      ...(lockDurationMs ? { lockDuration: lockDurationMs } : {}),
      ...(stalledIntervalMs ? { stalledInterval: stalledIntervalMs } : {}),
    },
  );
  const events = new QueueEvents(queueName, { connection: { url } });
  const queue = new Queue<Data>(queueName, { connection: { url } });
  events.on('failed', ({ jobId, failedReason }) => {
    void Job.fromId<Data>(queue, jobId).then(async (job) => {
      if (!job) return;
      const stalled = /stalled/i.test(failedReason);
      await lost(job.data, stalled ? { kind: 'workerStopped' } : { kind: 'failed', message: failedReason });
    });
  });
  const subscriber = new Redis(url, { maxRetriesPerRequest: null });
  subscriber.on('error', () => undefined);
  subscriber.on('message', (_channel, jobId: string) => worker.cancelJob(jobId));
  await Promise.all([subscriber.subscribe(CANCEL_CHANNEL), worker.waitUntilReady(), events.waitUntilReady()]);
  return {
    async close() {
      subscriber.disconnect();
      // Running jobs are stopped, and their runs publish their ends, before the worker lets go of them.
      worker.cancelAllJobs(WORKER_STOPPING);
      await worker.close();
      await events.close();
      await queue.close();
    },
  };
}
