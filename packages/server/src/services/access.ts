import { hasPermission, isAdmin } from '@sightline/core';
import type { AuthUser } from '../http/types.js';
import { forbidden, notAuthenticated } from './apiError.js';

/**
 * How services apply the permission rules of @sightline/core (spec 2 §6): throwing 401/403 instead of
 * answering booleans. Routes use the same checks through the platform's preHandlers where a check needs
 * nothing but the user.
 */
export { hasPermission, isAdmin };

/** 401 when anonymous, 403 without the permission; returns the user for convenience. */
export function assertPermission(user: AuthUser | null, permission: string, view: string): AuthUser {
  if (!user) throw notAuthenticated();
  if (!hasPermission(user, permission, view)) throw forbidden();
  return user;
}

export function assertSignedIn(user: AuthUser | null): AuthUser {
  if (!user) throw notAuthenticated();
  return user;
}

/** 403 unless the user is an admin or among the owner ids. */
export function assertOwnerOrAdmin(user: AuthUser, ownerIds: readonly number[]): void {
  if (isAdmin(user) || ownerIds.includes(user.id)) return;
  throw forbidden();
}

/** Superset's `_info` permission names for a view (`can_read`, `can_write`, ...), from the user's keys. */
export function viewPermissions(user: AuthUser, view: string): string[] {
  const names: string[] = [];
  for (const key of user.permissions) {
    const separator = key.lastIndexOf(':');
    if (separator > 0 && key.slice(separator + 1) === view) names.push(key.slice(0, separator));
  }
  return names.sort();
}
