import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  dynamicPluginCreateSchema,
  dynamicPluginReadResponseSchema,
  dynamicPluginUpdateSchema,
  dynamicPluginWriteResponseSchema,
  type DynamicPluginWriteResponse,
} from '@sightline/core';
import { parseRowId } from '../../rowId.js';
import { dynamicPluginService, type DynamicPluginContext } from '../../services/dynamicPluginService.js';
import type { AppDeps } from '../../appDeps.js';

/**
 * Superset's legacy FAB endpoints for dynamic plugins: `/dynamic-plugins/api/read`, `create`,
 * `update/<pk>` and `delete/<pk>`, answering FAB's `{message, severity}` on writes (plus the row).
 * Checks live in the service: feature flag, then sign-in, then admin, then the row, then the body.
 */
export async function dynamicPluginRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const ctx = (request: FastifyRequest): DynamicPluginContext => ({ deps, user: request.user });
  const pkOf = (request: FastifyRequest) => parseRowId((request.params as { pk: string }).pk);

  app.get(
    '/dynamic-plugins/api/read',
    { schema: { response: { 200: dynamicPluginReadResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return dynamicPluginService.list(ctx(request));
    },
  );

  app.post(
    '/dynamic-plugins/api/create',
    { schema: { body: dynamicPluginCreateSchema, response: { 200: dynamicPluginWriteResponseSchema } } },
    async (request): Promise<DynamicPluginWriteResponse> => {
      const plugin = await dynamicPluginService.create(ctx(request), request.body);
      return { message: 'Added Row', severity: 'success', id: plugin.id, result: plugin };
    },
  );

  app.put(
    '/dynamic-plugins/api/update/:pk',
    { schema: { body: dynamicPluginUpdateSchema, response: { 200: dynamicPluginWriteResponseSchema } } },
    async (request): Promise<DynamicPluginWriteResponse> => {
      const plugin = await dynamicPluginService.update(ctx(request), pkOf(request), request.body);
      return { message: 'Changed Row', severity: 'success', id: plugin.id, result: plugin };
    },
  );

  app.delete(
    '/dynamic-plugins/api/delete/:pk',
    { schema: { response: { 200: dynamicPluginWriteResponseSchema } } },
    async (request): Promise<DynamicPluginWriteResponse> => {
      await dynamicPluginService.remove(ctx(request), pkOf(request));
      return { message: 'Deleted Row', severity: 'success' };
    },
  );
}
