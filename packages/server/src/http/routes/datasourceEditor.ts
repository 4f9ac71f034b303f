import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { exploreDatasourceSchema } from '@sightline/core';
import type { AppDeps } from '../../appDeps.js';
import { requireAuth } from '../auth/index.js';
import { badRequest, notFound } from '../../apiError.js';
import { parseIdParam } from '../listQuery/parseQueryArgument.js';
import { SUPPORTED_DATASOURCE_TYPES } from '../../services/chartData/chartDataSource.js';
import { assertCanExploreDataset, parseDatasourceKey } from '../../services/explore/exploreAccess.js';
import { loadExploreDatasource } from '../../services/explore/exploreDatasource.js';
import { saveDatasource, savedDatasetSchema } from '../../services/explore/datasourceSaveService.js';
import type { ServiceContext } from '../../services/resourceService.js';
import { serviceContext } from './resourceEndpoints.js';

/** The dataset as explore reads it, once the user may read its data (401, 404, 403). */
async function readableDatasource(ctx: ServiceContext, id: number) {
  await assertCanExploreDataset(ctx, id);
  const datasource = await loadExploreDatasource(ctx.deps.db, id);
  if (!datasource) throw notFound();
  return datasource;
}

const datasourceSchema = { response: { 200: exploreDatasourceSchema } };

/** `POST /datasource/save/`: `data` is the dataset, or its JSON text (as the form field sends it). */
const datasourceSaveBodySchema = z.object({ data: z.union([z.string(), savedDatasetSchema]) });

/**
 * The legacy datasource views the explore screen still calls, answering the dataset without an
 * envelope as Superset's do: `GET /datasource/get/{type}/{id}/`,
 * `GET /superset/fetch_datasource_metadata?datasourceKey={id}__table` and the Edit dataset modal's
 * `POST /datasource/save/` (a form field `data` holding JSON, or a JSON body `{data}`).
 */
export async function datasourceEditorRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get<{ Params: { type: string; id: string } }>(
    '/datasource/get/:type/:id',
    { preHandler: requireAuth, schema: datasourceSchema },
    async (request) => {
      if (!SUPPORTED_DATASOURCE_TYPES.has(request.params.type)) throw notFound();
      return readableDatasource(serviceContext(deps, request), parseIdParam(request.params.id));
    },
  );

  app.get<{ Querystring: { datasourceKey?: unknown } }>(
    '/superset/fetch_datasource_metadata',
    { preHandler: requireAuth, schema: datasourceSchema },
    async (request) => {
      const key = parseDatasourceKey(request.query.datasourceKey);
      if (!key) throw badRequest('datasourceKey must name a dataset: <id>__table');
      return readableDatasource(serviceContext(deps, request), key.id);
    },
  );

  // Form bodies only here: the rest of the API reads JSON alone.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    scope.post(
      '/datasource/save',
      {
        preHandler: requireAuth,
        schema: { body: datasourceSaveBodySchema, response: { 200: exploreDatasourceSchema } },
      },
      async (request) => saveDatasource(serviceContext(deps, request), request.body),
    );
  });
}
