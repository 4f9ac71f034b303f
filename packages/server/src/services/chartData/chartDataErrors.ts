import {
  PostProcessingError,
  QueryCancelledError,
  QueryCompileError,
  QueryTimeoutError,
} from '@sightline/query-engine';
import { ApiError } from '../../apiError.js';

/**
 * Chart-data failures in Superset's shape: `{message, errors: [{error_type, message, level, extra}]}`
 * (SupersetError). Each error names the pipeline stage it came from in `extra.stage`, so a failure can
 * be traced to validate, compile, execute... without a stack.
 */

export type ChartDataErrorType =
  | 'COLUMN_DOES_NOT_EXIST_ERROR'
  | 'INVALID_SQL_ERROR'
  | 'QUERY_OBJECT_VALIDATION_ERROR'
  | 'TIME_RANGE_ERROR'
  | 'INVALID_PAYLOAD_SCHEMA_ERROR'
  | 'GENERIC_DB_ENGINE_ERROR'
  | 'GENERIC_BACKEND_ERROR'
  | 'BACKEND_TIMEOUT_ERROR'
  | 'QUERY_CANCELLED_ERROR'
  | 'DATASOURCE_SECURITY_ACCESS_ERROR'
  | 'CHART_SECURITY_ACCESS_ERROR'
  | 'DATASET_NOT_FOUND_ERROR';

/** Superset's issue codes, shown by its client under the error message. */
const ISSUE_CODES: Partial<Record<ChartDataErrorType, { code: number; message: string }[]>> = {
  COLUMN_DOES_NOT_EXIST_ERROR: [
    {
      code: 1003,
      message:
        'Issue 1003 - There is a syntax error in the SQL query. Perhaps there was a misspelling or a typo.',
    },
    { code: 1004, message: 'Issue 1004 - The column was deleted or renamed in the database.' },
  ],
  GENERIC_DB_ENGINE_ERROR: [
    { code: 1002, message: 'Issue 1002 - The database returned an unexpected error.' },
  ],
  BACKEND_TIMEOUT_ERROR: [
    { code: 1000, message: 'Issue 1000 - The dataset is too large to query.' },
    { code: 1001, message: 'Issue 1001 - The database is under an unusual load.' },
  ],
  INVALID_SQL_ERROR: [
    {
      code: 1003,
      message:
        'Issue 1003 - There is a syntax error in the SQL query. Perhaps there was a misspelling or a typo.',
    },
  ],
};

export interface ChartDataErrorDetail {
  error_type: ChartDataErrorType;
  message: string;
  level: 'error' | 'warning';
  extra: Record<string, unknown>;
}

export class ChartDataError extends ApiError {
  constructor(
    status: number,
    readonly errorType: ChartDataErrorType,
    message: string,
    extra: Record<string, unknown> = {},
  ) {
    const issueCodes = ISSUE_CODES[errorType];
    const detail: ChartDataErrorDetail = {
      error_type: errorType,
      message,
      level: 'error',
      extra: issueCodes ? { ...extra, issue_codes: issueCodes } : extra,
    };
    super(status, { message, errors: [detail] });
    this.name = 'ChartDataError';
  }
}

const ENGINE_NAMES: Record<string, string> = { duckdb: 'DuckDB', postgresql: 'PostgreSQL', sqlite: 'SQLite' };

/**
 * Maps anything a stage threw to the API error. API errors (404, 403, a ChartDataError) pass through with
 * the stage added; compiler errors become 400 with their type; engine timeouts 408; cancellations 499
 * (nobody is listening any more); post-processing errors 400. Driver errors are wrapped where they
 * happen (engineError in the execute stage). Anything else is a bug and stays a 500.
 */
export function toChartDataError(error: unknown, stage: string): Error {
  if (error instanceof ChartDataError) {
    const detail = (error.body.errors?.[0] ?? null) as ChartDataErrorDetail | null;
    if (detail && detail.extra['stage'] === undefined) detail.extra['stage'] = stage;
    return error;
  }
  if (error instanceof ApiError) return error;
  if (error instanceof QueryCompileError) {
    return new ChartDataError(400, error.errorType, error.message, {
      ...(error.extra ?? {}),
      stage,
    });
  }
  if (error instanceof QueryTimeoutError) {
    return new ChartDataError(408, 'BACKEND_TIMEOUT_ERROR', error.message, {
      stage,
      timeout: error.timeoutMs / 1000,
    });
  }
  if (error instanceof QueryCancelledError) {
    return new ChartDataError(499, 'QUERY_CANCELLED_ERROR', error.message, { stage });
  }
  if (error instanceof PostProcessingError) {
    return new ChartDataError(400, 'QUERY_OBJECT_VALIDATION_ERROR', error.message, { stage });
  }
  return error instanceof Error ? error : new Error(String(error));
}

/** A driver's own error (bad SQL for the engine, missing table...) as GENERIC_DB_ENGINE_ERROR. */
export function engineError(backend: string, error: unknown): Error {
  if (
    error instanceof ApiError ||
    error instanceof QueryTimeoutError ||
    error instanceof QueryCancelledError
  ) {
    return error;
  }
  const engineName = ENGINE_NAMES[backend] ?? backend;
  const reason = error instanceof Error ? error.message : String(error);
  return new ChartDataError(400, 'GENERIC_DB_ENGINE_ERROR', `${engineName} Error: ${reason}`, {
    engine_name: engineName,
  });
}
