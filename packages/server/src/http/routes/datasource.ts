import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { columnValuesResponseSchema, tableExtraResponseSchema } from '@sightline/core';
import type { AppDeps } from '../../appDeps.js';
import { requireAuth } from '../auth/index.js';
import { parseIdParam } from '../listQuery/parseQueryArgument.js';
import { columnValues, datasetSamples } from '../../services/chartData/chartDataRequests.js';
import { tableExtraMetadata } from '../../services/chartData/tableExtra.js';
import { clientAbortSignal, queryFlag } from './chartData.js';
import { datasetSamplesResponseSchema } from './replySchemas.js';

/**
 * Data about datasources that the explore view reads: dataset samples, a column's distinct values, and a
 * table's engine-specific extras (partitions).
 */
export async function datasourceRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get<{ Params: { pk: string }; Querystring: Record<string, unknown> }>(
    '/api/v1/dataset/:pk/samples',
    { preHandler: requireAuth, schema: { response: { 200: datasetSamplesResponseSchema } } },
    async (request, reply) => {
      const signal = clientAbortSignal(request, reply);
      const id = parseIdParam(request.params.pk);
      const result = await datasetSamples(deps, request.user, id, queryFlag(request.query['force']), {
        signal,
      });
      return { result };
    },
  );

  registerColumnValues(
    app,
    deps,
    '/api/v1/datasource/:type/:id/column/:column/values',
    columnValuesResponseSchema,
    (values) => ({ result: values }),
  );

  app.get<{ Params: { pk: string; table: string; schema: string } }>(
    '/api/v1/database/:pk/table_extra/:table/:schema',
    { preHandler: requireAuth, schema: { response: { 200: tableExtraResponseSchema } } },
    async (request) => {
      const { pk, table, schema } = request.params;
      return tableExtraMetadata(deps, request.user, parseIdParam(pk), table, schema);
    },
  );
}

/**
 * `GET <path>` answering a column's distinct values, wrapped by `respond` (and described by `replySchema`):
 * `{result: [...]}` on the v1 API, a bare list on the legacy `/superset/filter/` path.
 */
export function registerColumnValues(
  app: FastifyInstance,
  deps: AppDeps,
  path: string,
  replySchema: z.ZodType,
  respond: (values: unknown[]) => unknown,
): void {
  app.get<{ Params: { type: string; id: string; column: string } }>(
    path,
    { preHandler: requireAuth, schema: { response: { 200: replySchema } } },
    async (request, reply) => {
      const signal = clientAbortSignal(request, reply);
      const { type, id, column } = request.params;
      const values = await columnValues(deps, request.user, type, parseIdParam(id), column, { signal });
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(respond(values)));
    },
  );
}
