/** A job as every queue carries it: an id the client knows it by, and plain JSON data. */
export interface QueuedJob {
  jobId: string;
}

/**
 * Runs a job to its end. The signal aborts when the job is cancelled (its reason a JobCancelled) or runs
 * out of time (a JobTimedOut); the run then stops its statements and still ends.
 */
export type JobRun<Job extends QueuedJob> = (job: Job, signal: AbortSignal) => Promise<void>;

/**
 * Where a job goes when its runner could not end it itself: it threw, the process running it died, or it
 * was cancelled before it started. The callback publishes the job's end (once: see AsyncEventStream).
 */
export type JobLost<Job extends QueuedJob> = (job: Job, reason: JobEndReason) => Promise<void>;

export type JobEndReason =
  | { kind: 'cancelled' }
  | { kind: 'failed'; message: string }
  /** The process running it stopped (crashed, killed) more often than the job may be retried. */
  | { kind: 'workerStopped' };

/** How the web process hands work to workers: in this process, or over Redis (BullMQ). */
export interface JobQueue<Job extends QueuedJob> {
  /** Queues the job; it starts when a worker is free. */
  enqueue(job: Job): Promise<void>;
  /** A job that has not ended (waiting or running), as it was queued; null for any other id. */
  find(jobId: string): Promise<Job | null>;
  /** Stops the job wherever it is: a waiting job never starts; a running one is aborted. */
  cancel(jobId: string): Promise<void>;
  /** Stops taking jobs; running ones are aborted, waiting ones stay queued (over Redis) or are lost. */
  close(): Promise<void>;
}

export interface JobWorkerOptions<Job extends QueuedJob> {
  run: JobRun<Job>;
  lost: JobLost<Job>;
  /** Jobs run at once by this process. */
  concurrency: number;
  /** A job is aborted this long after it started. */
  timeoutMs: number;
}

/** The reason a job's signal aborts with when the job is cancelled. */
export class JobCancelled extends Error {
  constructor() {
    super('The query was stopped.');
    this.name = 'JobCancelled';
  }
}

/** The reason a running job's signal aborts with when its worker process is shutting down. */
export class WorkerStopping extends JobCancelled {
  constructor() {
    super();
    this.message = 'The worker running this query was shut down before it finished. Run the query again.';
    this.name = 'WorkerStopping';
  }
}

/** The reason a job's signal aborts with when the job ran past its time limit. */
export class JobTimedOut extends Error {
  constructor(readonly afterMs: number) {
    super(`The query ran longer than ${Math.round(afterMs / 1000)} seconds and was stopped.`);
    this.name = 'JobTimedOut';
  }
}

/** A signal that aborts with `signal`'s reason, or with a JobTimedOut after `timeoutMs`; and its cleanup. */
export function withJobTimeout(
  signal: AbortSignal,
  timeoutMs: number,
): { signal: AbortSignal; done(): void } {
  const controller = new AbortController();
  const onAbort = () => controller.abort(signal.reason);
  if (signal.aborted) onAbort();
  else signal.addEventListener('abort', onAbort, { once: true });
  const timer = setTimeout(() => controller.abort(new JobTimedOut(timeoutMs)), timeoutMs);
  timer.unref?.();
  return {
    signal: controller.signal,
    done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
    },
  };
}
