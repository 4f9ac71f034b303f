import type { FastifyInstance } from 'fastify';
import {
  okResultResponseSchema,
  tabStateIdResponseSchema,
  tabStateSchema,
  tabStateValuesSchema,
} from '@sightline/core';
import type { AppDeps } from '../../appDeps.js';
import { requireAuth } from '../auth/index.js';
import {
  activateTab,
  createTabState,
  deleteTab,
  readTab,
  updateTab,
} from '../../services/sqlLab/tabStateService.js';
import { parseIdParam } from '../listQuery/parseQueryArgument.js';

/**
 * SQL Lab's tabs under Superset's own paths (`/tabstateview/`), which its page calls: each user's tabs
 * are kept on the server, so they survive a reload and follow the user to another browser. Bodies are
 * JSON (core's tabStateValuesSchema), not Superset's form fields.
 */
export async function tabStateViewRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.post(
    '/tabstateview/',
    {
      preHandler: requireAuth,
      schema: { body: tabStateValuesSchema, response: { 200: tabStateIdResponseSchema } },
    },
    async (request) => ({ id: await createTabState(deps, request.user, request.body) }),
  );

  app.get<{ Params: { id: string } }>(
    '/tabstateview/:id',
    { preHandler: requireAuth, schema: { response: { 200: tabStateSchema } } },
    async (request) => readTab(deps, request.user, parseIdParam(request.params.id)),
  );

  app.put<{ Params: { id: string } }>(
    '/tabstateview/:id',
    {
      preHandler: requireAuth,
      schema: { body: tabStateValuesSchema, response: { 200: tabStateIdResponseSchema } },
    },
    async (request) => {
      const id = parseIdParam(request.params.id);
      await updateTab(deps, request.user, id, request.body);
      return { id };
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/tabstateview/:id',
    { preHandler: requireAuth, schema: { response: { 200: okResultResponseSchema } } },
    async (request) => {
      await deleteTab(deps, request.user, parseIdParam(request.params.id));
      return { result: 'OK' as const };
    },
  );

  app.post<{ Params: { id: string } }>(
    '/tabstateview/:id/activate',
    { preHandler: requireAuth, schema: { response: { 200: tabStateIdResponseSchema } } },
    async (request) => {
      const id = parseIdParam(request.params.id);
      await activateTab(deps, request.user, id);
      return { id };
    },
  );
}
