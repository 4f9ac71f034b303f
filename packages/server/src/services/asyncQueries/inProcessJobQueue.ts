import {
  JobCancelled,
  withJobTimeout,
  type JobQueue,
  type JobWorkerOptions,
  type QueuedJob,
} from './jobQueue.js';

/**
 * The job queue of a single process (no Redis): jobs wait in memory, first come first served, and run
 * here, `concurrency` at a time. A job whose run throws is handed to `lost`, as is a waiting job that is
 * cancelled; closing aborts the running jobs and drops the waiting ones (each handed to `lost`).
 */
export function createInProcessJobQueue<Job extends QueuedJob>({
  run,
  lost,
  concurrency,
  timeoutMs,
}: JobWorkerOptions<Job>): JobQueue<Job> & { readonly running: number; readonly waiting: number } {
  const waiting: Job[] = [];
  const running = new Map<string, { job: Job; controller: AbortController; ended: Promise<void> }>();
  let closed = false;

  const start = (job: Job) => {
    const controller = new AbortController();
    const limited = withJobTimeout(controller.signal, timeoutMs);
    const ended = (async () => {
      try {
        await run(job, limited.signal);
      } catch (error) {
        await lost(job, { kind: 'failed', message: error instanceof Error ? error.message : String(error) });
      } finally {
        limited.done();
        running.delete(job.jobId);
        startWaiting();
      }
    })();
    running.set(job.jobId, { job, controller, ended });
  };
  const startWaiting = () => {
    while (!closed && running.size < concurrency && waiting.length > 0) start(waiting.shift()!);
  };

  return {
    get running() {
      return running.size;
    },
    get waiting() {
      return waiting.length;
    },
    async enqueue(job) {
      if (closed) throw new Error('The job queue is closed.');
      waiting.push(job);
      startWaiting();
    },
    async find(jobId) {
      return running.get(jobId)?.job ?? waiting.find((job) => job.jobId === jobId) ?? null;
    },
    async cancel(jobId) {
      const at = waiting.findIndex((job) => job.jobId === jobId);
      if (at >= 0) {
        const [job] = waiting.splice(at, 1);
        await lost(job!, { kind: 'cancelled' });
        return;
      }
      running.get(jobId)?.controller.abort(new JobCancelled());
    },
    async close() {
      closed = true;
      for (const job of waiting.splice(0)) await lost(job, { kind: 'cancelled' });
      for (const { controller } of running.values()) controller.abort(new JobCancelled());
      await Promise.all([...running.values()].map(({ ended }) => ended));
    },
  };
}
