/**
 * A query object the compiler cannot turn into SQL: unknown column or metric, rejected custom SQL,
 * inconsistent options. `errorType` is Superset's error type, so the pipeline can answer with
 * `errors: [{error_type, message, level, extra}]` and a 400.
 */
export type QueryCompileErrorType =
  'COLUMN_DOES_NOT_EXIST_ERROR' | 'INVALID_SQL_ERROR' | 'QUERY_OBJECT_VALIDATION_ERROR' | 'TIME_RANGE_ERROR';

export class QueryCompileError extends Error {
  override readonly name = 'QueryCompileError';
  constructor(
    message: string,
    readonly errorType: QueryCompileErrorType,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}
