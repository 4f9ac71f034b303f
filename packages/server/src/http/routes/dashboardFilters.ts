import type { FastifyInstance, FastifyRequest } from 'fastify';
import { filterStateValueResponseSchema, keyResponseSchema, messageResponseSchema } from '@sightline/core';
import type { AppDeps } from '../../appDeps.js';
import {
  createDashboardFilterSet,
  deleteDashboardFilterSet,
  filterSetPostSchema,
  filterSetPutSchema,
  listDashboardFilterSets,
  updateDashboardFilterSet,
} from '../../services/dashboardFilterSets.js';
import {
  FILTER_STATE_MESSAGES,
  createDashboardFilterState,
  filterStateBodySchema,
  deleteDashboardFilterState,
  readDashboardFilterState,
  updateDashboardFilterState,
} from '../../services/dashboardFilterState.js';
import { serviceContext } from './resourceEndpoints.js';
import { filterSetListResponseSchema, filterSetWriteResponseSchema } from './replySchemas.js';

/**
 * A dashboard's filter sets (`/api/v1/dashboard/{dashboard_id}/filtersets[/{pk}]`) and unsaved filter
 * state (`/api/v1/dashboard/{pk}/filter_state[/{key}]`); the dashboard is addressed by id or slug.
 */
export async function dashboardFilterRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const ctx = (request: FastifyRequest) => serviceContext(deps, request);
  type Dashboard = { Params: { id: string } };
  type Keyed = { Params: { id: string; key: string } };

  app.get<Dashboard>(
    '/api/v1/dashboard/:id/filtersets',
    { schema: { response: { 200: filterSetListResponseSchema } } },
    async (request) => listDashboardFilterSets(ctx(request), request.params.id),
  );
  app.post<Dashboard>(
    '/api/v1/dashboard/:id/filtersets',
    { schema: { body: filterSetPostSchema, response: { 201: filterSetWriteResponseSchema } } },
    async (request, reply) =>
      reply.status(201).send(await createDashboardFilterSet(ctx(request), request.params.id, request.body)),
  );
  app.put<Keyed>(
    '/api/v1/dashboard/:id/filtersets/:key',
    { schema: { body: filterSetPutSchema, response: { 200: filterSetWriteResponseSchema } } },
    async (request) =>
      updateDashboardFilterSet(ctx(request), request.params.id, request.params.key, request.body),
  );
  app.delete<Keyed>(
    '/api/v1/dashboard/:id/filtersets/:key',
    { schema: { response: { 200: messageResponseSchema } } },
    async (request) => {
      await deleteDashboardFilterSet(ctx(request), request.params.id, request.params.key);
      return { message: 'OK' };
    },
  );

  app.post<Dashboard>(
    '/api/v1/dashboard/:id/filter_state',
    { schema: { body: filterStateBodySchema, response: { 201: keyResponseSchema } } },
    async (request, reply) =>
      reply
        .status(201)
        .send({ key: await createDashboardFilterState(ctx(request), request.params.id, request.body) }),
  );
  app.get<Keyed>(
    '/api/v1/dashboard/:id/filter_state/:key',
    { schema: { response: { 200: filterStateValueResponseSchema } } },
    async (request) => ({
      value: await readDashboardFilterState(ctx(request), request.params.id, request.params.key),
    }),
  );
  app.put<Keyed>(
    '/api/v1/dashboard/:id/filter_state/:key',
    { schema: { body: filterStateBodySchema, response: { 200: keyResponseSchema } } },
    async (request) => ({
      key: await updateDashboardFilterState(
        ctx(request),
        request.params.id,
        request.params.key,
        request.body,
      ),
    }),
  );
  app.delete<Keyed>(
    '/api/v1/dashboard/:id/filter_state/:key',
    { schema: { response: { 200: messageResponseSchema } } },
    async (request) => {
      await deleteDashboardFilterState(ctx(request), request.params.id, request.params.key);
      return { message: FILTER_STATE_MESSAGES.deleted };
    },
  );
}
