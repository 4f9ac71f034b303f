import type { FastifyInstance } from 'fastify';
import {
  itemResponseSchema,
  listQuerySchema,
  listResponseSchema,
  okResultResponseSchema,
  queryHistoryItemSchema,
  queryUpdatedSinceResponseSchema,
  queryUpdatedSinceSchema,
  relatedQuerySchema,
  relatedResponseSchema,
  distinctResponseSchema,
  stopQueryPayloadSchema,
} from '@sightline/core';
import type { AppDeps } from '../../appDeps.js';
import { requireAuth } from '../auth/index.js';
import { assertPermission } from '../../services/access.js';
import {
  listQueries,
  queriesUpdatedSince,
  queryHistoryService,
  stopQuery,
} from '../../services/sqlLab/queryHistoryService.js';
import { distinctColumnValues, relatedOptions } from '../../services/resourceService.js';
import { parseIdParam, parseQueryArgument } from '../listQuery/parseQueryArgument.js';
import { allowListedOr404, serviceContext } from './resourceEndpoints.js';
import { risonQuerystring } from './resourceSchemas.js';

/**
 * `/api/v1/query/...`: SQL Lab's query history (the user's own queries; an admin's: everyone's), the
 * queries changed since a time (what the page polls), and stopping a running query.
 */
export async function queryRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get(
    '/api/v1/query/',
    {
      preHandler: requireAuth,
      schema: {
        querystring: risonQuerystring,
        response: { 200: listResponseSchema(queryHistoryItemSchema.partial()) },
      },
    },
    async (request) =>
      listQueries(serviceContext(deps, request), parseQueryArgument(listQuerySchema, request)),
  );

  app.get(
    '/api/v1/query/updated_since',
    {
      preHandler: requireAuth,
      schema: { querystring: risonQuerystring, response: { 200: queryUpdatedSinceResponseSchema } },
    },
    async (request) => {
      const { last_updated_ms: since } = parseQueryArgument(queryUpdatedSinceSchema, request);
      return { result: await queriesUpdatedSince(deps, request.user, since) };
    },
  );

  app.post(
    '/api/v1/query/stop',
    {
      preHandler: requireAuth,
      schema: { body: stopQueryPayloadSchema, response: { 200: okResultResponseSchema } },
    },
    async (request) => {
      await stopQuery(deps, request.user, request.body);
      return { result: 'OK' as const };
    },
  );

  const search = (request: Parameters<typeof parseQueryArgument>[1]) => {
    const query = parseQueryArgument(relatedQuerySchema, request);
    return { filter: query.filter, page: query.page, pageSize: query.page_size };
  };
  app.get<{ Params: { column: string } }>(
    '/api/v1/query/related/:column',
    {
      preHandler: requireAuth,
      schema: { querystring: risonQuerystring, response: { 200: relatedResponseSchema } },
    },
    async (request) => {
      assertPermission(request.user, 'can_read', 'SQLLab');
      const kind = allowListedOr404(queryHistoryService.relatedColumns, request.params.column);
      return relatedOptions(deps.db, kind, search(request));
    },
  );
  app.get<{ Params: { column: string } }>(
    '/api/v1/query/distinct/:column',
    {
      preHandler: requireAuth,
      schema: { querystring: risonQuerystring, response: { 200: distinctResponseSchema } },
    },
    async (request) => {
      const user = assertPermission(request.user, 'can_read', 'SQLLab');
      const column = allowListedOr404(queryHistoryService.distinctColumns, request.params.column);
      return distinctColumnValues(deps.db, queryHistoryService, user, column, search(request));
    },
  );

  app.get<{ Params: { pk: string } }>(
    '/api/v1/query/:pk',
    {
      preHandler: requireAuth,
      schema: {
        querystring: risonQuerystring,
        response: { 200: itemResponseSchema(queryHistoryItemSchema) },
      },
    },
    async (request) => {
      const id = parseIdParam(request.params.pk);
      return { id, result: await queryHistoryService.get(serviceContext(deps, request), id) };
    },
  );
}
