import type { FastifyReply, FastifyRequest } from 'fastify';
import { hasPermission } from '@sightline/core';
import { forbidden, notAuthenticated } from '../../apiError.js';

/** A Fastify preHandler: 401 `{message: "Not authenticated"}` unless someone is signed in. */
export async function requireAuth(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!request.user) throw notAuthenticated();
}

/**
 * A Fastify preHandler factory: 401 when anonymous, 403 `{message: "Forbidden"}` when none of the user's
 * roles holds (permission, view). Usage: `app.get(url, { preHandler: requirePermission('can_read', 'Chart') }, h)`.
 */
export function requirePermission(permission: string, view: string) {
  return async function permissionGuard(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    if (!request.user) throw notAuthenticated();
    if (!hasPermission(request.user, permission, view)) throw forbidden();
  };
}
