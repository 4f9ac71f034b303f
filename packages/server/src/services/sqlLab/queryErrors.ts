import type { QueryStatus, SqlLabError, SqlLabQuery } from '@sightline/core';
import {
  QueryCancelledError,
  QueryCompileError,
  QueryTimeoutError,
  ScriptStatementError,
  type ScriptStatement,
} from '@sightline/query-engine';
import { ApiError } from '../../apiError.js';

const ENGINE_NAMES: Record<string, string> = { duckdb: 'DuckDB', postgresql: 'PostgreSQL', sqlite: 'SQLite' };

/** How a run that did not succeed ends: the query's final status and what to tell the person. */
export interface QueryFailure {
  status: Extract<QueryStatus, 'failed' | 'stopped' | 'timed_out'>;
  error: SqlLabError;
}

/**
 * A failure as the query records it and the page shows it: the engine's message, and the script's
 * line and column where the engine points at one (PostgreSQL's position, DuckDB's `LINE n:` and caret).
 */
export function queryFailureOf(
  error: unknown,
  backend: string,
  statements: readonly ScriptStatement[],
): QueryFailure {
  const engineName = ENGINE_NAMES[backend] ?? backend;
  if (error instanceof QueryTimeoutError)
    return {
      status: 'timed_out',
      error: { message: error.message, error_type: 'SQLLAB_TIMEOUT_ERROR', level: 'error', extra: {} },
    };
  if (error instanceof QueryCancelledError)
    return {
      status: 'stopped',
      error: {
        message: 'The query was stopped.',
        error_type: 'QUERY_CANCELLED_ERROR',
        level: 'error',
        extra: {},
      },
    };
  if (error instanceof QueryCompileError)
    return {
      status: 'failed',
      error: {
        message: error.message,
        error_type: error.errorType,
        level: 'error',
        extra: { engine_name: engineName, ...pick(error.extra, ['line', 'column']) },
      },
    };
  const cause = error instanceof ScriptStatementError ? error.cause : error;
  const statement = error instanceof ScriptStatementError ? statements[error.index] : undefined;
  const message = cause instanceof Error ? cause.message : String(cause);
  const extra: Record<string, unknown> = { engine_name: engineName };
  const where = statement ? positionIn(cause, message, statement) : null;
  if (where) Object.assign(extra, where);
  return {
    status: 'failed',
    error: {
      message: `${engineName} error: ${message.split('\n')[0] ?? message}`,
      error_type: 'GENERIC_DB_ENGINE_ERROR',
      level: 'error',
      extra,
    },
  };
}

/** The 1-based line and column in the script the engine's error points at, when it points. */
function positionIn(
  cause: unknown,
  message: string,
  statement: ScriptStatement,
): { line: number; column: number } | null {
  const position = Number((cause as { position?: unknown } | null)?.position);
  if (Number.isInteger(position) && position > 0) {
    const before = statement.sql.slice(0, position - 1).split('\n');
    return { line: statement.line + before.length - 1, column: (before[before.length - 1]?.length ?? 0) + 1 };
  }
  const lines = message.split('\n');
  const at = lines.findIndex((text) => /^LINE \d+: /.test(text));
  if (at < 0) return null;
  const lineInStatement = Number(/^LINE (\d+): /.exec(lines[at]!)![1]);
  const prefix = /^LINE \d+: /.exec(lines[at]!)![0].length;
  const caret = lines[at + 1]?.indexOf('^') ?? -1;
  return {
    line: statement.line + lineInStatement - 1,
    column: caret >= prefix ? caret - prefix + 1 : 1,
  };
}

/** A query that ran and did not succeed, as the API answers it: 400, 408 for a timeout. */
export function failedQueryError(failure: QueryFailure, query: SqlLabQuery): ApiError {
  const status = failure.status === 'timed_out' ? 408 : 400;
  const body = { message: failure.error.message, errors: [failure.error], query };
  return new ApiError(status, body);
}

function pick(record: Record<string, unknown> | undefined, keys: readonly string[]): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const key of keys) if (record?.[key] !== undefined) picked[key] = record[key];
  return picked;
}
