import type { z } from 'zod';
import { ApiError, badRequest, zodFieldErrors } from './errors.js';

/**
 * Validates a JSON request body. Not an object → 400 `{message: "Request is not JSON"}`; wrong fields →
 * `{message: {field: [errors]}}` with 422 (Superset's resource APIs) or 400 (its login API).
 */
export function parseJsonBody<S extends z.ZodType>(
  schema: S,
  body: unknown,
  invalidStatus: 400 | 422 = 422,
): z.output<S> {
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    throw badRequest('Request is not JSON');
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiError(invalidStatus, { message: zodFieldErrors(parsed.error) });
  return parsed.data;
}
