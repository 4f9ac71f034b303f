import type { AsyncJobError } from '@sightline/core';
import type { AppDeps } from '../../appDeps.js';
import { ApiError } from '../../apiError.js';
import { loadAuthUser } from '../../authz/loadAuthUser.js';
import { nowIso } from '../../repos/timestamps.js';
import { updateUnfinishedQuery } from '../../repos/sqlLabQueryRepo.js';
import type { NewAsyncEvent } from '../asyncQueries/asyncEventStream.js';
import { jobErrorsOf } from '../asyncQueries/jobErrors.js';
import {
  JobTimedOut,
  type JobEndReason,
  type JobLost,
  type JobRun,
  type QueuedJob,
} from '../asyncQueries/jobQueue.js';
import { queryableDatabase } from './sqlLabAccess.js';
import { prepareQuery, resultUrlOf, runRecorded, type ScriptSettings } from './sqlLabRun.js';

/** A SQL Lab query run on the worker tier: the recorded query and what it runs. */
export interface SqlLabJob extends QueuedJob {
  kind: 'sqlLab';
  channelId: string;
  userId: number;
  queryId: number;
  clientId: string;
  databaseId: number;
  settings: ScriptSettings;
  limit: number;
}

const UNFINISHED = ['pending', 'scheduled', 'running', 'fetching'] as const;

function endEvent(
  job: SqlLabJob,
  outcome: { resultsKey: string } | { errors: AsyncJobError[] },
): NewAsyncEvent {
  const done = 'resultsKey' in outcome;
  return {
    channel_id: job.channelId,
    job_id: job.jobId,
    user_id: job.userId,
    status: done ? 'done' : 'error',
    errors: done ? [] : outcome.errors,
    result_url: done ? resultUrlOf(outcome.resultsKey) : null,
  };
}

/**
 * Runs a SQL Lab job on a worker: as its user with their permissions now, the statements allowed the
 * async time limit; the query is recorded as it goes and its end published on the job's channel.
 */
export function sqlLabJobRun(deps: AppDeps): JobRun<SqlLabJob> {
  return async (job, signal) => {
    let outcome: { resultsKey: string } | { errors: AsyncJobError[] };
    try {
      const user = await loadAuthUser(deps.db, job.userId);
      if (!user) throw new ApiError(403, { message: 'Your account can no longer run this query.' });
      const { database } = await queryableDatabase(deps, user, job.databaseId);
      const prepared = await prepareQuery(deps, job.queryId, database, job.settings, job.limit);
      const ran = await runRecorded(deps, user, prepared, {
        signal,
        timeoutMs: deps.config.asyncQueries.timeoutSeconds * 1000,
      });
      if (ran.kind === 'success') outcome = { resultsKey: ran.response.query.resultsKey ?? '' };
      else {
        if (signal.reason instanceof JobTimedOut)
          await updateUnfinishedQuery(deps.db, job.queryId, { status: 'timed_out' }, ['stopped']);
        outcome = { errors: [ran.failure.error] };
      }
    } catch (error) {
      await updateUnfinishedQuery(
        deps.db,
        job.queryId,
        {
          status: 'failed',
          error_message: jobErrorsOf(error)[0]?.message ?? null,
          end_time: Date.now(),
          changed_on: nowIso(),
        },
        UNFINISHED,
      );
      outcome = { errors: jobErrorsOf(error) };
    }
    await deps.asyncQueries.events.publishEnd(endEvent(job, outcome));
  };
}

const LOST: Record<JobEndReason['kind'], { status: 'stopped' | 'failed'; message: string }> = {
  cancelled: { status: 'stopped', message: 'The query was stopped.' },
  failed: { status: 'failed', message: 'The query failed on the server.' },
  workerStopped: {
    status: 'failed',
    message: 'The worker running this query stopped before it finished. Run the query again.',
  },
};

/** A job its runner could not end (it threw, its worker died, it was stopped waiting): recorded and published. */
export function sqlLabJobLost(deps: AppDeps): JobLost<SqlLabJob> {
  return async (job, reason) => {
    const { status, message } = LOST[reason.kind];
    await updateUnfinishedQuery(
      deps.db,
      job.queryId,
      { status, error_message: message, end_time: Date.now(), changed_on: nowIso() },
      UNFINISHED,
    );
    const errorType = reason.kind === 'cancelled' ? 'QUERY_CANCELLED_ERROR' : 'GENERIC_BACKEND_ERROR';
    await deps.asyncQueries.events.publishEnd(
      endEvent(job, { errors: [{ message, error_type: errorType, level: 'error', extra: {} }] }),
    );
  };
}
