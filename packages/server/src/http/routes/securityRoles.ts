import type { FastifyInstance, FastifyRequest } from 'fastify';
import { listQuerySchema, messageResponseSchema } from '@sightline/core';
import type { AppDeps } from '../../appDeps.js';
import { parseIdParam, parseQueryArgument } from '../listQuery/parseQueryArgument.js';
import {
  createRole,
  getRole,
  listPermissionResources,
  listRoleItems,
  listRolePermissions,
  removeRole,
  roleBodySchema,
  rolePermissionsBodySchema,
  setRolePermissions,
  updateRole,
} from '../../services/roleService.js';
import { serviceContext } from './resourceEndpoints.js';
import { risonQuerystring } from './resourceSchemas.js';
import {
  permissionResourceListResponseSchema,
  roleListResponseSchema,
  rolePermissionsResponseSchema,
  rolePermissionsSetResponseSchema,
  roleResponseSchema,
  roleWriteResponseSchema,
} from './replySchemas.js';

/**
 * Flask-AppBuilder's security API for roles, as Superset serves it: `/api/v1/security/roles/` (list,
 * get, create, rename, delete), `/roles/<pk>/permissions` (list, and set the whole list) and
 * `/permissions-resources/` (the (permission, view) pairs to grant, data views included).
 */
export async function securityRoleRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const ctx = (request: FastifyRequest) => serviceContext(deps, request);
  type WithPk = { Params: { pk: string } };

  const listSchema = { querystring: risonQuerystring, response: { 200: roleListResponseSchema } };
  app.get('/api/v1/security/roles', { schema: listSchema }, async (request) =>
    listRoleItems(ctx(request), parseQueryArgument(listQuerySchema, request)),
  );
  const createSchema = { body: roleBodySchema, response: { 201: roleWriteResponseSchema } };
  app.post('/api/v1/security/roles', { schema: createSchema }, async (request, reply) => {
    const { id, name } = await createRole(ctx(request), request.body);
    return reply.status(201).send({ id, result: { name } });
  });
  app.get<WithPk>(
    '/api/v1/security/roles/:pk',
    { schema: { response: { 200: roleResponseSchema } } },
    async (request) => getRole(ctx(request), parseIdParam(request.params.pk)),
  );
  const updateSchema = { body: roleBodySchema, response: { 200: roleWriteResponseSchema } };
  app.put<WithPk>('/api/v1/security/roles/:pk', { schema: updateSchema }, async (request) => {
    const id = parseIdParam(request.params.pk);
    return { id, result: await updateRole(ctx(request), id, request.body) };
  });
  app.delete<WithPk>(
    '/api/v1/security/roles/:pk',
    { schema: { response: { 200: messageResponseSchema } } },
    async (request) => {
      await removeRole(ctx(request), parseIdParam(request.params.pk));
      return { message: 'OK' };
    },
  );
  app.get<WithPk>(
    '/api/v1/security/roles/:pk/permissions',
    { schema: { response: { 200: rolePermissionsResponseSchema } } },
    async (request) => listRolePermissions(ctx(request), parseIdParam(request.params.pk)),
  );
  const permissionsSchema = {
    body: rolePermissionsBodySchema,
    response: { 200: rolePermissionsSetResponseSchema },
  };
  app.post<WithPk>('/api/v1/security/roles/:pk/permissions', { schema: permissionsSchema }, async (request) =>
    setRolePermissions(ctx(request), parseIdParam(request.params.pk), request.body),
  );
  const resourcesSchema = {
    querystring: risonQuerystring,
    response: { 200: permissionResourceListResponseSchema },
  };
  app.get('/api/v1/security/permissions-resources', { schema: resourcesSchema }, async (request) =>
    listPermissionResources(ctx(request), parseQueryArgument(listQuerySchema, request)),
  );
}
