import type { AuthUser } from '../http/types.js';
import { forbidden, notAuthenticated } from './apiError.js';

/**
 * Permission and ownership rules of spec 2 §6, as services apply them: a permission is a
 * (permission, view) pair among the user's roles; admins are users with any role named admin
 * (case-insensitive); writing an owned resource needs can_write on its view AND (admin or owner).
 */

export function isAdmin(user: AuthUser): boolean {
  return user.roles.some((role) => role.toLowerCase() === 'admin');
}

export function hasPermission(user: AuthUser | null, permission: string, view: string): boolean {
  return user !== null && user.permissions.has(`${permission}:${view}`);
}

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

/** Superset's `_info` permission names for a view, from the user's permissions. */
export function viewPermissions(user: AuthUser, view: string): string[] {
  const names: string[] = [];
  for (const key of user.permissions) {
    const [permission, permView] = key.split(':');
    if (permView === view && permission) names.push(permission);
  }
  return names.sort();
}
