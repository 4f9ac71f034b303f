import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  dashboardChartsResponseSchema,
  dashboardDatasetsResponseSchema,
  dashboardPermalinkStateSchema,
  permalinkResponseSchema,
} from '@sightline/core';
import type { AppDeps } from '../../appDeps.js';
import { dashboardService, resolveDashboardId } from '../../services/dashboardService.js';
import { dashboardCharts, dashboardDatasets } from '../../services/dashboardContents.js';
import { dashboardSaveAnswer } from '../../services/dashboardDetail.js';
import {
  createDashboardPermalink,
  readDashboardPermalink,
} from '../../services/dashboardPermalinkService.js';
import { registerResourceEndpoints, serviceContext } from './resourceEndpoints.js';
import { dashboardPermalinkValueResponseSchema } from './replySchemas.js';

/** The permalink's page: `<origin>/superset/dashboard/p/<key>/`, with the origin the client used. */
function permalinkUrl(request: FastifyRequest, key: string): string {
  return `${request.protocol}://${request.host}/superset/dashboard/p/${key}/`;
}

/** `/api/v1/dashboard/...`; a dashboard is addressed by id or slug. */
export async function dashboardRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const ctx = (request: FastifyRequest) => serviceContext(deps, request);
  const resolveId = (param: string) => resolveDashboardId(deps.db, param);

  app.get<{ Params: { id: string } }>(
    '/api/v1/dashboard/:id/charts',
    { schema: { response: { 200: dashboardChartsResponseSchema } } },
    async (request) => ({ result: await dashboardCharts(ctx(request), request.params.id) }),
  );
  app.get<{ Params: { id: string } }>(
    '/api/v1/dashboard/:id/datasets',
    { schema: { response: { 200: dashboardDatasetsResponseSchema } } },
    async (request) => ({ result: await dashboardDatasets(ctx(request), request.params.id) }),
  );

  const permalinkSchema = {
    body: dashboardPermalinkStateSchema,
    response: { 201: permalinkResponseSchema },
  };
  app.post<{ Params: { id: string } }>(
    '/api/v1/dashboard/:id/permalink',
    { schema: permalinkSchema },
    async (request, reply) => {
      const key = await createDashboardPermalink(ctx(request), request.params.id, request.body);
      return reply.status(201).send({ key, url: permalinkUrl(request, key) });
    },
  );
  app.get<{ Params: { key: string } }>(
    '/api/v1/dashboard/permalink/:key',
    { schema: { response: { 200: dashboardPermalinkValueResponseSchema } } },
    async (request) => readDashboardPermalink(ctx(request), request.params.key),
  );

  registerResourceEndpoints(app, deps, dashboardService, {
    resolveId,
    updateAnswer: (context, id) => dashboardSaveAnswer(context.deps.db, id),
  });
}
