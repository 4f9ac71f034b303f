import type { QueryErrorResponse, QueryStatus } from '@sightline/core';
import { ApiError } from '../../../platform/apiClient';
import type { QueryRunError } from './sqlLabSlice';

const positive = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;

/**
 * A failed run as the page shows it: the engine's message, where it points, the status it ended in, and
 * whether the server recorded the query.
 */
export function queryErrorOf(error: unknown): {
  status: QueryStatus;
  error: QueryRunError;
  recorded: boolean;
} {
  const body = (error instanceof ApiError ? error.body : undefined) as
    Partial<QueryErrorResponse> | undefined;
  const first = Array.isArray(body?.errors) ? body.errors[0] : undefined;
  const extra = (first?.extra ?? {}) as Record<string, unknown>;
  const message =
    first?.message ||
    (typeof body?.message === 'string' && body.message) ||
    (error instanceof Error ? error.message : String(error));
  const state = body?.query?.state;
  const status: QueryStatus = state === 'stopped' || state === 'timed_out' ? state : 'failed';
  return {
    status,
    error: { message, line: positive(extra.line), column: positive(extra.column) },
    recorded: !!body?.query,
  };
}
