import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { ApiError, zodFieldErrors } from '../apiError.js';

/** The app's error handler: ApiErrors (apiError.ts) as their responses, anything else a generic 500. */

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
