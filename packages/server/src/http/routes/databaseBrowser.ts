import type { FastifyInstance } from 'fastify';
import {
  databaseSchemasResponseSchema,
  databaseTablesResponseSchema,
  selectStarResponseSchema,
  tableMetadataResponseSchema,
} from '@sightline/core';
import { z } from 'zod';
import type { AppDeps } from '../../appDeps.js';
import { listSchemas, listTables, selectStar, tableMetadata } from '../../services/databaseBrowser.js';
import { requireAuth } from '../auth/index.js';
import { parseIdParam, parseQueryArgument } from '../listQuery/parseQueryArgument.js';
import { risonQuerystring } from './resourceSchemas.js';

/** `q` of the tables listing: which schema (Superset's `force` asks to skip a cache this server has not). */
const tablesQuery = z.object({ schema_name: z.string().min(1), force: z.boolean().optional() });

interface TableParams {
  pk: string;
  table_name: string;
  schema_name: string;
}

/**
 * A database's schemas, a schema's tables and a table's columns, as far as the user's data access goes
 * (services/databaseBrowser.ts).
 */
export async function databaseBrowserRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get<{ Params: { pk: string } }>(
    '/api/v1/database/:pk/schemas',
    {
      preHandler: requireAuth,
      schema: { querystring: risonQuerystring, response: { 200: databaseSchemasResponseSchema } },
    },
    async (request) => ({ result: await listSchemas(deps, request.user, parseIdParam(request.params.pk)) }),
  );

  app.get<{ Params: { pk: string } }>(
    '/api/v1/database/:pk/tables',
    {
      preHandler: requireAuth,
      schema: { querystring: risonQuerystring, response: { 200: databaseTablesResponseSchema } },
    },
    async (request) => {
      const databaseId = parseIdParam(request.params.pk);
      const { schema_name } = parseQueryArgument(tablesQuery, request, null);
      const result = await listTables(deps, request.user, databaseId, schema_name);
      return { count: result.length, result };
    },
  );

  app.get<{ Params: TableParams }>(
    '/api/v1/database/:pk/table/:table_name/:schema_name',
    { preHandler: requireAuth, schema: { response: { 200: tableMetadataResponseSchema } } },
    async (request) =>
      tableMetadata(deps, request.user, parseIdParam(request.params.pk), {
        table: request.params.table_name,
        schema: request.params.schema_name,
      }),
  );

  app.get<{ Params: TableParams }>(
    '/api/v1/database/:pk/select_star/:table_name/:schema_name',
    { preHandler: requireAuth, schema: { response: { 200: selectStarResponseSchema } } },
    async (request) => ({
      result: await selectStar(deps, request.user, parseIdParam(request.params.pk), {
        table: request.params.table_name,
        schema: request.params.schema_name,
      }),
    }),
  );
}
