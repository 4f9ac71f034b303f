import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../types.js';
import { requireAuth } from '../auth/index.js';
import { parseIdParam } from '../listQuery/parseQueryArgument.js';
import { columnValues } from '../../services/chartData/chartDataRequests.js';
import { clientAbortSignal } from './chartData.js';

/** Legacy `GET /superset/filter/{type}/{id}/{column}/`: a column's distinct values as a bare JSON list. */
export async function legacyFilterRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  for (const url of ['/superset/filter/:type/:id/:column', '/superset/filter/:type/:id/:column/']) {
    app.get<{ Params: { type: string; id: string; column: string } }>(
      url,
      { preHandler: requireAuth },
      async (request, reply) => {
        const signal = clientAbortSignal(request, reply);
        const { type, id, column } = request.params;
        const values = await columnValues(deps, request.user, type, parseIdParam(id), column, { signal });
        return reply.type('application/json; charset=utf-8').send(JSON.stringify(values));
      },
    );
  }
}
