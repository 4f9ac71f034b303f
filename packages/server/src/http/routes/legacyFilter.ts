import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../appDeps.js';
import { registerColumnValues } from './datasource.js';
import { legacyColumnValuesResponseSchema } from './replySchemas.js';

/** Legacy `GET /superset/filter/{type}/{id}/{column}/`: a column's distinct values as a bare JSON list. */
export async function legacyFilterRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  registerColumnValues(
    app,
    deps,
    '/superset/filter/:type/:id/:column',
    legacyColumnValuesResponseSchema,
    (values) => values,
  );
}
