import type { AppDeps, AsyncQueries } from '../../appDeps.js';
import type { AsyncEventStream } from './asyncEventStream.js';
import { createBullJobQueue, startBullJobWorker } from './bullJobQueue.js';
import { asyncJobWorker, type AsyncJob } from './asyncJobs.js';
import { createInProcessJobQueue } from './inProcessJobQueue.js';
import type { JobQueue } from './jobQueue.js';
import { createMemoryEventStream } from './memoryEventStream.js';
import { createRedisEventStream } from './redisEventStream.js';

// The parts are declared here, where they are defined, so that appDeps.ts names no service type.
declare module '../../appDeps.js' {
  interface AsyncQueries {
    /** Each session's channel of job events. */
    events: AsyncEventStream;
    /** Where work that runs on the worker tier goes: chart data with async queries on, SQL Lab's async queries. */
    jobs: JobQueue<AsyncJob>;
  }
}

export interface AsyncQueriesOptions {
  /** Whether this process runs jobs (web processes by default, worker processes always). */
  runWorker: boolean;
}

/**
 * The async-query parts of one process. With Redis (REDIS_URL) jobs go through BullMQ and events through
 * Redis streams, so any web process can queue, any worker run, and any web process read the events;
 * without it, jobs run and events live in this process. Needs the app's deps for the jobs' runs: call it
 * once they are built, and set the answer as `deps.asyncQueries`.
 */
export async function createAsyncQueries(
  deps: AppDeps,
  { runWorker }: AsyncQueriesOptions,
): Promise<AsyncQueries> {
  const url = deps.config.cache.redisUrl;
  const { workerConcurrency, timeoutSeconds, lockDurationSeconds, stalledIntervalSeconds } =
    deps.config.asyncQueries;
  const worker = {
    ...asyncJobWorker(deps),
    concurrency: workerConcurrency,
    timeoutMs: timeoutSeconds * 1000,
  };
  if (!url) {
    const events = createMemoryEventStream();
    const jobs = createInProcessJobQueue(worker);
    return {
      events,
      jobs,
      async close() {
        await jobs.close();
        await events.close();
      },
    };
  }
  const events = createRedisEventStream(url);
  const jobs = createBullJobQueue<AsyncJob>({ url, lost: worker.lost });
  const running = runWorker
    ? await startBullJobWorker({
        ...worker,
        url,
        lockDurationMs: lockDurationSeconds * 1000,
        stalledIntervalMs: stalledIntervalSeconds * 1000,
      })
    : null;
  return {
    events,
    jobs,
    async close() {
      await running?.close();
      await jobs.close();
      await events.close();
    },
  };
}
