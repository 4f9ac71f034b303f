import type { FastifyInstance, FastifyRequest } from 'fastify';
import { listQuerySchema } from '@sightline/core';
import type { AppDeps } from '../../appDeps.js';
import { parseIdParam, parseQueryArgument } from '../listQuery/parseQueryArgument.js';
import {
  createRole,
  getRole,
  listPermissionResources,
  listRoleItems,
  listRolePermissions,
  removeRole,
  setRolePermissions,
  updateRole,
} from '../../services/roleService.js';
import { serviceContext } from './resourceEndpoints.js';

/**
 * Flask-AppBuilder's security API for roles, as Superset serves it: `/api/v1/security/roles/` (list,
 * get, create, rename, delete), `/roles/<pk>/permissions` (list, and set the whole list) and
 * `/permissions-resources/` (the (permission, view) pairs to grant, data views included).
 */
export async function securityRoleRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const ctx = (request: FastifyRequest) => serviceContext(deps, request);
  type WithPk = { Params: { pk: string } };

  app.get('/api/v1/security/roles', async (request) =>
    listRoleItems(ctx(request), parseQueryArgument(listQuerySchema, request)),
  );
  app.post('/api/v1/security/roles', async (request, reply) => {
    const { id, name } = await createRole(ctx(request), request.body);
    return reply.status(201).send({ id, result: { name } });
  });
  app.get<WithPk>('/api/v1/security/roles/:pk', async (request) =>
    getRole(ctx(request), parseIdParam(request.params.pk)),
  );
  app.put<WithPk>('/api/v1/security/roles/:pk', async (request) => {
    const id = parseIdParam(request.params.pk);
    return { id, result: await updateRole(ctx(request), id, request.body) };
  });
  app.delete<WithPk>('/api/v1/security/roles/:pk', async (request) => {
    await removeRole(ctx(request), parseIdParam(request.params.pk));
    return { message: 'OK' };
  });
  app.get<WithPk>('/api/v1/security/roles/:pk/permissions', async (request) =>
    listRolePermissions(ctx(request), parseIdParam(request.params.pk)),
  );
  app.post<WithPk>('/api/v1/security/roles/:pk/permissions', async (request) =>
    setRolePermissions(ctx(request), parseIdParam(request.params.pk), request.body),
  );
  app.get('/api/v1/security/permissions-resources', async (request) =>
    listPermissionResources(ctx(request), parseQueryArgument(listQuerySchema, request)),
  );
}
