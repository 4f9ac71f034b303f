import { createHash, randomUUID } from 'node:crypto';
import { canonicalJson, type AsyncJobError, type ChartDataAsyncResponse } from '@sightline/core';
import type { AppDeps, AuthUser } from '../../appDeps.js';
import { loadAuthUser } from '../../authz/loadAuthUser.js';
import { ApiError, notFound } from '../../apiError.js';
import { ChartDataError } from '../chartData/chartDataErrors.js';
import { checkChartDataAccess, runChartData } from '../chartData/chartDataService.js';
import type { ChartDataRequest, ChartDataResponse } from '../chartData/chartDataTypes.js';
import { AnswerNotCached } from '../chartData/stages/execute.js';
import type { StageTiming } from '../chartData/stagePipeline.js';
import type { NewAsyncEvent } from './asyncEventStream.js';
import { jobErrorsOf } from './jobErrors.js';
import { JobCancelled, type JobEndReason, type JobLost, type JobRun, type QueuedJob } from './jobQueue.js';

/** A chart-data request run as a job: who asked, on which channel, and where its answer is kept. */
export interface ChartDataJob extends QueuedJob {
  /** The job kind (jobs queued before kinds existed have none). */
  kind?: 'chartData';
  channelId: string;
  userId: number | null;
  request: ChartDataRequest;
  /** The key the finished answer is kept under, and the last part of its result URL. */
  resultKey: string;
}

/** A finished job's answer as the results cache keeps it, with the request, to check who may read it. */
interface KeptAnswer {
  request: ChartDataRequest;
  json: string;
}

const RESULT_KEY_PREFIX = 'async-chart-data:';
export const resultUrlOf = (resultKey: string) => `/api/v1/chart/data/${resultKey}`;

/** A result key: the query's own request and its user, hashed, so identical requests share one answer. */
function resultKeyOf(request: ChartDataRequest, user: AuthUser | null): string {
  const { body, resultType, resultFormat, chartId, dashboardId } = request;
  const identity = canonicalJson({
    body,
    resultType,
    resultFormat,
    chartId,
    dashboardId,
    user: user?.id ?? null,
  });
  return createHash('sha256').update(identity).digest('hex').slice(0, 40);
}

/**
 * Whether a request runs as a job when async queries are on: JSON results of the full query; files,
 * query text and samples are answered in the request, as before.
 */
export function runsAsJob(request: ChartDataRequest): boolean {
  const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<
    string,
    unknown
  >;
  const resultType = request.resultType ?? body['result_type'] ?? 'full';
  const resultFormat = request.resultFormat ?? body['result_format'] ?? 'json';
  return resultType === 'full' && resultFormat === 'json';
}

export type SubmittedChartData =
  | { kind: 'answer'; response: ChartDataResponse; timings: StageTiming[] }
  | { kind: 'job'; job: ChartDataAsyncResponse };

/**
 * `POST /api/v1/chart/data` with async queries on: the answer at once when the cache has it (or the
 * request is not one that runs as a job: files, query text, samples), else the request queued as a job
 * on `channelId`. Validation and permission errors are thrown here, before anything is queued.
 */
export async function submitChartData(
  deps: AppDeps,
  user: AuthUser | null,
  channelId: string,
  request: ChartDataRequest,
  signal: AbortSignal,
): Promise<SubmittedChartData> {
  try {
    const { response, timings } = await runChartData(deps, user, request, { signal, onlyCached: true });
    return { kind: 'answer', response, timings };
  } catch (error) {
    if (!(error instanceof AnswerNotCached)) throw error;
  }
  const job: ChartDataJob = {
    jobId: randomUUID(),
    channelId,
    userId: user?.id ?? null,
    request: { ...request, speculative: false },
    resultKey: resultKeyOf(request, user),
  };
  await deps.asyncQueries.jobs.enqueue(job);
  return {
    kind: 'job',
    job: {
      channel_id: channelId,
      job_id: job.jobId,
      user_id: job.userId === null ? null : String(job.userId),
      status: 'pending',
      errors: [],
      result_url: null,
    },
  };
}

/** The end of a job as its event: done with the result URL, or error with what went wrong. */
function endEvent(job: ChartDataJob, errors: AsyncJobError[] | null): NewAsyncEvent {
  return {
    channel_id: job.channelId,
    job_id: job.jobId,
    user_id: job.userId,
    status: errors ? 'error' : 'done',
    errors: errors ?? [],
    result_url: errors ? null : resultUrlOf(job.resultKey),
  };
}

const LOST_MESSAGES: Record<JobEndReason['kind'], string> = {
  cancelled: new JobCancelled().message,
  failed: 'The query failed on the server.',
  workerStopped: 'The worker running this query stopped before it finished. Run the query again.',
};

/**
 * Runs a chart-data job on a worker: as its user with their permissions now (a user deactivated since
 * gets an error), statements allowed the async time limit; the answer is kept for its result URL and
 * the job's end published on its channel.
 */
export function chartDataJobRun(deps: AppDeps): JobRun<ChartDataJob> {
  return async (job, signal) => {
    let errors: AsyncJobError[] | null = null;
    try {
      const user = job.userId === null ? null : await loadAuthUser(deps.db, job.userId);
      if (job.userId !== null && !user)
        throw new ChartDataError(
          403,
          'CHART_SECURITY_ACCESS_ERROR',
          'Your account can no longer run this query.',
        );
      const { response } = await runChartData(deps, user, job.request, {
        signal,
        statementTimeoutMs: deps.config.asyncQueries.timeoutSeconds * 1000,
      });
      if (response.kind !== 'json') throw new Error('An async chart-data job answered with a file.');
      const kept: KeptAnswer = { request: job.request, json: response.pieces().map(String).join('') };
      await deps.cache.set(RESULT_KEY_PREFIX + job.resultKey, kept, deps.config.cache.defaultTimeoutSeconds);
    } catch (error) {
      errors = jobErrorsOf(error, signal);
    }
    await deps.asyncQueries.events.publishEnd(endEvent(job, errors));
  };
}

/** A job its runner could not end (it threw, its worker died, it was cancelled waiting): its error event. */
export function chartDataJobLost(deps: AppDeps): JobLost<ChartDataJob> {
  return async (job, reason) => {
    const message = LOST_MESSAGES[reason.kind];
    const errorType = reason.kind === 'cancelled' ? 'QUERY_CANCELLED_ERROR' : 'GENERIC_BACKEND_ERROR';
    await deps.asyncQueries.events.publishEnd(
      endEvent(job, [{ message, error_type: errorType, level: 'error', extra: {} }]),
    );
  };
}

/**
 * Stops a job of the caller's channel that has not ended (its end is then published as an error event);
 * 404 for any other job id, whoever's it is, so job ids of other sessions cannot be probed.
 */
export async function cancelChartDataJob(deps: AppDeps, channelId: string, jobId: string): Promise<void> {
  const job = await deps.asyncQueries.jobs.find(jobId);
  if (!job || job.channelId !== channelId) throw notFound();
  await deps.asyncQueries.jobs.cancel(jobId);
}

/**
 * `GET /api/v1/chart/data/{key}`: a finished job's answer, as JSON text, to a user who may run its
 * request (anyone else gets that request's 403, as if they had sent it); 404 when it is not (or no
 * longer) kept.
 */
export async function keptChartDataAnswer(
  deps: AppDeps,
  user: AuthUser | null,
  resultKey: string,
): Promise<string> {
  const kept = /^[0-9a-f]{40}$/.test(resultKey)
    ? ((await deps.cache.get(RESULT_KEY_PREFIX + resultKey)) as KeptAnswer | undefined)
    : undefined;
  if (!kept)
    throw new ApiError(404, {
      message: 'This result is not kept (it expired or never existed). Run the query again.',
    });
  await checkChartDataAccess(deps, user, kept.request);
  return kept.json;
}
