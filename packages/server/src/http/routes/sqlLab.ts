import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  estimateQueryCostResponseSchema,
  estimateQueryCostSchema,
  executePayloadSchema,
  formatSqlPayloadSchema,
  formatSqlResponseSchema,
  permalinkResponseSchema,
  queryExecutionAcceptedSchema,
  queryExecutionResponseSchema,
  sqlLabBootstrapResponseSchema,
  sqlLabPermalinkStateSchema,
} from '@sightline/core';
import type { AppDeps } from '../../appDeps.js';
import { requireAuth } from '../auth/index.js';
import { badRequest } from '../../apiError.js';
import { channelOfSession } from '../../services/asyncQueries/asyncChannel.js';
import { executeSqlLab } from '../../services/sqlLab/executeService.js';
import { exportQueryCsv, sqlLabBootstrap, sqlLabResults } from '../../services/sqlLab/sqlLabResults.js';
import {
  createSqlLabPermalink,
  estimateQueryCost,
  formatSql,
  readSqlLabPermalink,
} from '../../services/sqlLab/sqlLabTools.js';
import { parseQueryArgument } from '../listQuery/parseQueryArgument.js';
import { clientAbortSignal } from './chartData.js';

/** `?key=<results key>`, or Superset's `?q=(key:...)`. */
const resultsQuerystring = z.object({
  key: z.string().optional().describe('The results key of a finished query.'),
  q: z.string().optional().describe('Rison: (key:<results key>).'),
});

function resultsKeyOf(request: FastifyRequest): string {
  const { key } = (request.query ?? {}) as { key?: unknown };
  if (typeof key === 'string' && key !== '') return key;
  const parsed = parseQueryArgument(z.object({ key: z.string().min(1) }), request, null);
  if (!parsed) throw badRequest('The results key is missing (?key=...)');
  return parsed.key;
}

/** The permalink's page: `<origin>/sqllab/p/<key>/`, with the origin the client used. */
function permalinkUrl(request: FastifyRequest, key: string): string {
  return `${request.protocol}://${request.host}/sqllab/p/${key}/`;
}

/**
 * `/api/v1/sqllab/...`: SQL Lab's bootstrap, running SQL (here, or on the worker tier), a finished
 * query's rows and their CSV, cost estimates, formatting and permalinks.
 */
export async function sqlLabRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get(
    '/api/v1/sqllab/',
    { preHandler: requireAuth, schema: { response: { 200: sqlLabBootstrapResponseSchema } } },
    async (request) => ({ result: await sqlLabBootstrap(deps, request.user) }),
  );

  app.post(
    '/api/v1/sqllab/execute/',
    {
      preHandler: requireAuth,
      schema: {
        body: executePayloadSchema,
        response: { 200: queryExecutionResponseSchema, 202: queryExecutionAcceptedSchema },
      },
    },
    async (request, reply) => {
      const channelId = channelOfSession(deps.secretKey, request.sessionId ?? '');
      const signal = clientAbortSignal(request, reply);
      const answer = await executeSqlLab(deps, request.user, request.body, channelId, signal);
      return reply.code(answer.status).send(answer.body);
    },
  );

  app.get(
    '/api/v1/sqllab/results/',
    {
      preHandler: requireAuth,
      schema: { querystring: resultsQuerystring, response: { 200: queryExecutionResponseSchema } },
    },
    async (request) => sqlLabResults(deps, request.user, resultsKeyOf(request)),
  );

  app.get<{ Params: { client_id: string } }>(
    '/api/v1/sqllab/export/:client_id/',
    {
      preHandler: requireAuth,
      schema: {
        response: {
          200: { description: 'The rows as CSV', content: { 'text/csv': { schema: z.string() } } },
        },
      },
    },
    async (request, reply) => {
      const { csv, filename } = await exportQueryCsv(deps, request.user, request.params.client_id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${filename}"`)
        .send(csv);
    },
  );

  app.post(
    '/api/v1/sqllab/estimate/',
    {
      preHandler: requireAuth,
      schema: { body: estimateQueryCostSchema, response: { 200: estimateQueryCostResponseSchema } },
    },
    async (request) => ({ result: await estimateQueryCost(deps, request.user, request.body) }),
  );

  app.post(
    '/api/v1/sqllab/format_sql/',
    {
      preHandler: requireAuth,
      schema: { body: formatSqlPayloadSchema, response: { 200: formatSqlResponseSchema } },
    },
    async (request) => ({ result: await formatSql(deps, request.user, request.body) }),
  );

  app.post(
    '/api/v1/sqllab/permalink',
    {
      preHandler: requireAuth,
      schema: { body: sqlLabPermalinkStateSchema, response: { 201: permalinkResponseSchema } },
    },
    async (request, reply) => {
      const key = await createSqlLabPermalink(deps, request.user, request.body);
      return reply.status(201).send({ key, url: permalinkUrl(request, key) });
    },
  );

  app.get<{ Params: { key: string } }>(
    '/api/v1/sqllab/permalink/:key',
    { preHandler: requireAuth, schema: { response: { 200: sqlLabPermalinkStateSchema } } },
    async (request) => readSqlLabPermalink(deps, request.user, request.params.key),
  );
}
