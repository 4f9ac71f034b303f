import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/** The reply is text, not JSON, so its schema is declared with its media type. */
const healthSchema = {
  response: {
    200: { description: 'The server is up', content: { 'text/plain': { schema: z.literal('OK') } } },
  },
};

/** Liveness for load balancers and scripts; Superset answers both paths with a plain `OK`. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  for (const url of ['/health', '/healthcheck']) {
    app.get(url, { schema: healthSchema }, async (_request, reply) =>
      reply.type('text/plain; charset=utf-8').send('OK'),
    );
  }
}
