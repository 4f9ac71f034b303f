import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

/**
 * For the API tests: every JSON reply whose route declares a schema for its status is parsed with that
 * schema, whether the handler returned an object or sent JSON text or bytes itself (chart data). A reply
 * that does not match becomes a 500, and the mismatch is written to stderr so the failing test says why.
 * Streamed replies are not checked. Registered before the routes it checks.
 */

const isZodSchema = (schema: unknown): schema is z.ZodType =>
  typeof (schema as { safeParse?: unknown } | null)?.safeParse === 'function';

function declaredSchema(request: FastifyRequest, reply: FastifyReply): z.ZodType | undefined {
  const responses = (request.routeOptions.schema?.response ?? {}) as Record<string, unknown>;
  const schema = responses[String(reply.statusCode)];
  return isZodSchema(schema) ? schema : undefined;
}

export function registerReplyCheck(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const schema = declaredSchema(request, reply);
    const isJson = String(reply.getHeader('content-type') ?? '').startsWith('application/json');
    if (!schema || !isJson || !(typeof payload === 'string' || Buffer.isBuffer(payload))) return payload;
    const checked = schema.safeParse(JSON.parse(payload.toString()));
    if (checked.success) return payload;
    const route = `${request.method} ${request.routeOptions.url}`;
    const problem = `The ${reply.statusCode} reply of ${route} does not match its schema: ${z.prettifyError(checked.error)}`;
    console.error(problem);
    throw new Error(problem);
  });
}
