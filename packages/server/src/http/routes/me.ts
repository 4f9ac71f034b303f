import type { FastifyInstance } from 'fastify';
import { currentUserResponseSchema, currentUserRolesResponseSchema } from '@sightline/core';
import { loadUserRoles } from '../../authz/loadAuthUser.js';
import { requireAuth } from '../auth/guards.js';
import type { AppDeps, AuthUser } from '../../appDeps.js';

function meResult(user: AuthUser) {
  return {
    id: user.id,
    username: user.username,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    is_active: true,
    is_anonymous: false,
  };
}

/** GET /api/v1/me/ and /api/v1/me/roles/ (Superset's "Current User" API); 401 when anonymous. */
export async function meRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get(
    '/api/v1/me/',
    { preHandler: requireAuth, schema: { response: { 200: currentUserResponseSchema } } },
    async (request) => ({
      result: meResult(request.user!),
    }),
  );

  app.get(
    '/api/v1/me/roles/',
    { preHandler: requireAuth, schema: { response: { 200: currentUserRolesResponseSchema } } },
    async (request) => {
      const user = request.user!;
      return { result: { ...meResult(user), roles: await loadUserRoles(deps.db, user.id) } };
    },
  );
}
