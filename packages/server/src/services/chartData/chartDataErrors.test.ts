import { describe, expect, it } from 'vitest';
import { QueryCancelledError, QueryCompileError, QueryTimeoutError } from '@sightline/query-engine';
import { ApiError } from '../../apiError.js';
import type { ChartDataError } from './chartDataErrors.js';
import { engineError, toChartDataError } from './chartDataErrors.js';

const bodyOf = (error: Error) => (error as ApiError).body;

describe('chart-data error mapping', () => {
  it("keeps the compiler's error type, adds the stage, answers 400", () => {
    const error = toChartDataError(
      new QueryCompileError('Column "x" does not exist', 'COLUMN_DOES_NOT_EXIST_ERROR', { column: 'x' }),
      'compile',
    ) as ChartDataError;
    expect(error.statusCode).toBe(400);
    expect(bodyOf(error)).toEqual({
      message: 'Column "x" does not exist',
      errors: [
        {
          error_type: 'COLUMN_DOES_NOT_EXIST_ERROR',
          message: 'Column "x" does not exist',
          level: 'error',
          extra: {
            column: 'x',
            stage: 'compile',
            issue_codes: [expect.objectContaining({ code: 1003 }), expect.objectContaining({ code: 1004 })],
          },
        },
      ],
    });
  });

  it('maps timeouts to 408 and cancellations to 499', () => {
    const timeout = toChartDataError(new QueryTimeoutError(60000), 'execute') as ChartDataError;
    expect(timeout.statusCode).toBe(408);
    expect(timeout.errorType).toBe('BACKEND_TIMEOUT_ERROR');
    expect(timeout.message).toBe('The query exceeded the 60 seconds timeout.');
    const cancelled = toChartDataError(new QueryCancelledError(), 'execute') as ChartDataError;
    expect(cancelled.statusCode).toBe(499);
  });

  it("wraps a driver's error as GENERIC_DB_ENGINE_ERROR with the engine's name", () => {
    const error = engineError('postgresql', new Error('relation "x" does not exist')) as ChartDataError;
    expect(error.statusCode).toBe(400);
    expect(bodyOf(error).errors?.[0]).toMatchObject({
      error_type: 'GENERIC_DB_ENGINE_ERROR',
      message: 'PostgreSQL Error: relation "x" does not exist',
      extra: { engine_name: 'PostgreSQL' },
    });
    const timeout = new QueryTimeoutError(1000);
    expect(engineError('duckdb', timeout)).toBe(timeout);
  });

  it('passes API errors through and leaves bugs as they are', () => {
    const forbidden = new ApiError(403, { message: 'Forbidden' });
    expect(toChartDataError(forbidden, 'authorize')).toBe(forbidden);
    const bug = new TypeError('x is undefined');
    expect(toChartDataError(bug, 'serialize')).toBe(bug);
  });
});
