import type { FastifyInstance } from 'fastify';

/** Liveness for load balancers and scripts; Superset answers both paths with a plain `OK`. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  for (const url of ['/health', '/healthcheck']) {
    app.get(url, async (_request, reply) => reply.type('text/plain; charset=utf-8').send('OK'));
  }
}
