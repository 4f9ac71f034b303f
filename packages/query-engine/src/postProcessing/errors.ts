/**
 * A post-processing request that cannot be applied: an unknown operator, a bad option, a column the
 * result does not have. The chart-data pipeline answers it with HTTP 400 and this message, as Superset
 * does with its InvalidPostProcessingError.
 */
export class PostProcessingError extends Error {
  override readonly name = 'PostProcessingError';
  constructor(
    message: string,
    /** The operation that failed (`pivot`, `rolling`...), when known. */
    readonly operation?: string,
  ) {
    super(message);
  }
}

/** Superset's text when an option names a column the frame does not have. */
export const MISSING_COLUMNS_MESSAGE = 'Referenced columns not available in DataFrame.';
