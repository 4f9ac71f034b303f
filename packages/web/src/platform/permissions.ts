import { hasPermission as subjectHasPermission } from '@sightline/core';
import type { BootstrapUser } from './bootstrap';

/** FAB view names the UI checks permissions against. */
export type ViewName =
  'Chart' | 'Dashboard' | 'Dataset' | 'Database' | 'SavedQuery' | 'Log' | 'SQLLab' | 'Superset';

/** True when the user holds `permission` on `view` (bootstrap strings look like `can_read:Chart`). */
export function hasPermission(user: BootstrapUser | null, permission: string, view: ViewName): boolean {
  return subjectHasPermission(user, permission, view);
}

/** True when the user holds any permission on the view; used for menu entries such as SQL Lab. */
export function canAccessView(user: BootstrapUser | null, view: ViewName): boolean {
  return !!user && user.permissions.some((p) => p.endsWith(`:${view}`));
}

/**
 * A list page's `_info` permissions (`can_read`, `can_write`, ...) checked by name, as Superset's list
 * pages do. While `_info` is loading or failed, nothing is allowed, so no action shows that then fails.
 */
export function infoAllows(infoPermissions: readonly string[] | undefined, permission: string): boolean {
  return !!infoPermissions && infoPermissions.includes(permission);
}

/** "First Last", falling back to the username. */
export function displayName(user: Pick<BootstrapUser, 'first_name' | 'last_name' | 'username'>): string {
  const name = `${user.first_name ?? ''} ${user.last_name ?? ''}`.trim();
  return name || user.username;
}
