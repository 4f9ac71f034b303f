import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';

/**
 * Errors that become API responses. Services and routes throw these; the error handler turns them into
 * `{message}` (plus `errors` when present) with the right status. Anything else is a 500 with a generic
 * message and a log entry: clients never see a stack.
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
/** 422 with Superset's field map: `{message: {field: ["error"]}}`. */
export const unprocessable = (fields: Record<string, string[]>) => new ApiError(422, { message: fields });

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

function sendError(reply: FastifyReply, status: number, body: object) {
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof ApiError) return sendError(reply, error.statusCode, error.body);
    if (error instanceof ZodError) {
      // A body that is JSON but has wrong values is 422; a malformed query string (q=...) is 400.
      const status = request.method === 'GET' || request.method === 'DELETE' ? 400 : 422;
      return status === 422
        ? sendError(reply, 422, { message: zodFieldErrors(error) })
        : sendError(reply, 400, { message: error.issues[0]?.message ?? 'Bad request' });
    }
    const statusCode = (error as FastifyError).statusCode;
    if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, body too large, ...
      return sendError(reply, statusCode, { message: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 500, { message: 'Internal server error' });
  });
}
