/**
 * Errors the engines raise for conditions callers handle specially (HTTP status, chart error text).
 * Anything else a driver throws is passed through as a plain Error with the driver's message.
 */

/** A database URI that cannot be parsed or names a backend Sightline does not support (HTTP 422). */
export class DatabaseUriError extends Error {
  override readonly name = 'DatabaseUriError';
}

/** The statement ran longer than its timeout and was cancelled. */
export class QueryTimeoutError extends Error {
  override readonly name = 'QueryTimeoutError';
  constructor(readonly timeoutMs: number) {
    // Superset's wording, so clients that match on it keep working.
    super(`The query exceeded the ${timeoutMs / 1000} seconds timeout.`);
  }
}

/** The caller's AbortSignal fired (client went away) and the statement was cancelled. */
export class QueryCancelledError extends Error {
  override readonly name = 'QueryCancelledError';
  constructor() {
    super('The query was cancelled.');
  }
}

/** A text of several statements (or none) was handed to an engine as one query: refused, nothing ran. */
export class MultipleStatementsError extends Error {
  override readonly name = 'MultipleStatementsError';
  constructor(readonly count: number) {
    super(
      count === 0
        ? 'The SQL contains no statement.'
        : `Only a single statement can run at a time; the SQL contains ${count}.`,
    );
  }
}

/** A statement of a script failed: which one (0-based), with the engine's own error as the cause. */
export class ScriptStatementError extends Error {
  override readonly name = 'ScriptStatementError';
  constructor(
    readonly index: number,
    override readonly cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause));
  }
}
