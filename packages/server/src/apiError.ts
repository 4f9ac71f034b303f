import type { z, ZodError } from 'zod';

/**
 * Errors that become API responses. Services and routes throw these; the app's error handler
 * (http/errors.ts) turns them into `{message}` (plus `errors` when present) with the right status.
 * Anything else is a 500 with a generic message and a log entry: clients never see a stack.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: { message: unknown; errors?: unknown[] },
  ) {
    super(typeof body.message === 'string' ? body.message : JSON.stringify(body.message));
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string) => new ApiError(400, { message });
export const notAuthenticated = () => new ApiError(401, { message: 'Not authenticated' });
export const forbidden = () => new ApiError(403, { message: 'Forbidden' });
export const notFound = () => new ApiError(404, { message: 'Not found' });

/**
 * 422: Superset's field map `{message: {field: ["error"]}}`, or `{message: "..."}` for whole-request
 * failures (driver errors).
 */
export const unprocessable = (message: string | Record<string, string[]>) => new ApiError(422, { message });

/**
 * Zod issues → Superset's `{field: [messages]}`; issues without a path go under `_schema`. Paths can
 * hold keys the caller chose (`constructor`), so messages are gathered in a Map, not on a plain object.
 */
export function zodFieldErrors(error: ZodError): Record<string, string[]> {
  const fields = new Map<string, string[]>();
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : '_schema';
    const messages = fields.get(key);
    if (messages) messages.push(issue.message);
    else fields.set(key, [issue.message]);
  }
  return Object.fromEntries(fields);
}

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

/** Validates a JSON body; invalid values give 422 `{message: {field: [...]}}`. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  return parseJsonBody(schema, body, 422);
}
