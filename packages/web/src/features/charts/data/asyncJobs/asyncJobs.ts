import {
  ASYNC_UNMATCHED_EVENT_RETRIES,
  ASYNC_UNMATCHED_EVENT_RETRY_STEP_MS,
  type AsyncEvent,
} from '@sightline/core';
import { ApiError, messageFromErrorBody } from '../../../../platform/apiClient';
import { abortError } from '../abortError';
import type { AsyncEventFeed } from './asyncEventFeed';

/** Fetches a finished job's answer from the `result_url` of its done event. */
export type JobResultFetcher<T> = (url: string, signal?: AbortSignal) => Promise<T>;

/** The job a wait is for: the id its events carry (chart data's 202, SQL Lab's 202). */
export interface AsyncJobRef {
  job_id: string;
}

export interface AsyncJobsOptions {
  feed: AsyncEventFeed;
  /** `DELETE /api/v1/async_event/job/{id}`: stops the job on its worker. */
  cancel(jobId: string): Promise<void>;
  log(message: string): void;
}

interface Listener {
  resolve(result: unknown): void;
  reject(error: unknown): void;
  fetchResult: JobResultFetcher<unknown>;
  signal?: AbortSignal;
}

/**
 * Queries the server runs as jobs (it answered 202), of charts and of SQL Lab alike: one listener per
 * job id, ended by the job's event. A done event fetches the answer from its result URL with the
 * fetcher the wait named; an error event fails the wait with the job's errors. An event may come before its listener (the socket can be faster than the 202's
 * reader): it is tried again up to 6 times, 100 ms × the attempt apart, then dropped with a log line.
 * The feed runs while a job is waited for.
 */
export class AsyncJobs {
  private readonly listeners = new Map<string, Listener>();

  constructor(private readonly options: AsyncJobsOptions) {}

  /** Jobs waited for now. */
  get waiting(): number {
    return this.listeners.size;
  }

  /**
   * The answer of `job`, fetched with `fetchResult` once it is done; an AbortError when `signal` aborts
   * (the job is then stopped on the server).
   */
  wait<T>(job: AsyncJobRef, fetchResult: JobResultFetcher<T>, signal?: AbortSignal): Promise<T> {
    if (signal?.aborted) {
      void this.stopJob(job.job_id);
      return Promise.reject(abortError());
    }
    return new Promise<T>((resolve, reject) => {
      const onAbort = () => {
        if (!this.forget(job.job_id)) return;
        void this.stopJob(job.job_id);
        reject(abortError());
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      const done = () => signal?.removeEventListener('abort', onAbort);
      this.listeners.set(job.job_id, {
        resolve: (result) => {
          done();
          resolve(result as T);
        },
        reject: (error) => {
          done();
          reject(error);
        },
        fetchResult,
        signal,
      });
      this.options.feed.start();
    });
  }

  /** The feed's events: each ends its job's wait, or is tried again while no one waits for it. */
  receive = (event: AsyncEvent, attempt = 0): void => {
    const listener = this.listeners.get(event.job_id);
    if (!listener) {
      if (attempt >= ASYNC_UNMATCHED_EVENT_RETRIES) {
        this.options.log(`An async event for job ${event.job_id}, which nothing waits for, was dropped.`);
        return;
      }
      setTimeout(() => this.receive(event, attempt + 1), ASYNC_UNMATCHED_EVENT_RETRY_STEP_MS * (attempt + 1));
      return;
    }
    this.forget(event.job_id);
    if (event.status === 'error') {
      const body = { errors: event.errors };
      listener.reject(new ApiError(500, messageFromErrorBody(body, 'The query failed.'), body));
      return;
    }
    if (!event.result_url) {
      listener.reject(new ApiError(500, 'The finished query has no result address.'));
      return;
    }
    listener.fetchResult(event.result_url, listener.signal).then(listener.resolve, (error: unknown) => {
      this.options.log(`The result of job ${event.job_id} could not be fetched.`);
      listener.reject(error);
    });
  };

  /** Stops a job on the server; its wait then ends with the job's error event ("stopped"). */
  async stop(jobId: string): Promise<void> {
    await this.stopJob(jobId);
  }

  private forget(jobId: string): boolean {
    const had = this.listeners.delete(jobId);
    if (this.listeners.size === 0) this.options.feed.stop();
    return had;
  }

  private async stopJob(jobId: string) {
    await this.options.cancel(jobId).catch(() => undefined);
  }

  /** The store is done with it: waits end with an AbortError (their jobs are stopped), the feed stops. */
  close(): void {
    for (const [jobId, listener] of [...this.listeners]) {
      this.forget(jobId);
      void this.stopJob(jobId);
      listener.reject(abortError());
    }
    this.options.feed.stop();
  }
}
