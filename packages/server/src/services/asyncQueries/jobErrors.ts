import type { AsyncJobError } from '@sightline/core';
import { ApiError } from '../../apiError.js';
import { JobCancelled, JobTimedOut } from './jobQueue.js';

/**
 * What a failed job tells the person who asked, in the shape of a chart-data error's items: its time
 * limit or its cancellation when its signal says so, else the API error's items or a generic failure.
 */
export function jobErrorsOf(error: unknown, signal?: AbortSignal): AsyncJobError[] {
  const reason = signal?.aborted ? signal.reason : null;
  if (reason instanceof JobTimedOut)
    return [{ message: reason.message, error_type: 'BACKEND_TIMEOUT_ERROR', level: 'error', extra: {} }];
  if (reason instanceof JobCancelled)
    return [{ message: reason.message, error_type: 'QUERY_CANCELLED_ERROR', level: 'error', extra: {} }];
  if (error instanceof ApiError) {
    const body = error.body as { message?: unknown; errors?: AsyncJobError[] };
    if (Array.isArray(body.errors) && body.errors.length > 0) return body.errors;
    return [{ message: String(body.message ?? error.message), level: 'error', extra: {} }];
  }
  return [
    {
      message: 'The query failed on the server.',
      error_type: 'GENERIC_BACKEND_ERROR',
      level: 'error',
      extra: {},
    },
  ];
}
