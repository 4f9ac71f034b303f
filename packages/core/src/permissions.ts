/**
 * Who may do what: pure rules shared by the server (which enforces them) and the web app (which hides
 * what the user cannot do). A permission is a (permission, view) pair such as ('can_write', 'Dashboard'),
 * held by one of the user's roles; the user carries them flattened to `permission:view` keys.
 */

export interface PermissionSubject {
  id: number;
  username: string;
  roles: readonly string[];
  /** `permission:view` keys, e.g. `can_read:Chart`. */
  permissions: ReadonlySet<string> | readonly string[];
}

/** Anonymous visitors are `null`; every rule answers false for them. */
export type MaybeSubject = PermissionSubject | null | undefined;

export const ROLE_NAMES = ['Admin', 'Alpha', 'Gamma', 'sql_lab', 'Public'] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

export const permissionKey = (permission: string, view: string): string => `${permission}:${view}`;

/** Spec 2 §6: a user is an admin if any role name equals admin (case-insensitive). */
export function isAdmin(user: MaybeSubject): boolean {
  return !!user && user.roles.some((role) => role.toLowerCase() === 'admin');
}

/** Spec 2 §6: a permission check is a lookup of a (permission, view) pair in the user's roles. */
export function hasPermission(user: MaybeSubject, permission: string, view: string): boolean {
  if (!user) return false;
  const key = permissionKey(permission, view);
  const held = user.permissions;
  return 'has' in held ? held.has(key) : held.includes(key);
}

/**
 * Writing an owned resource (chart, dashboard, dataset) needs can_write on its view AND being an admin
 * or one of its owners (matched by user id).
 */
export function canWriteOwned(user: MaybeSubject, view: string, ownerIds: readonly number[]): boolean {
  if (!user || !hasPermission(user, 'can_write', view)) return false;
  return isAdmin(user) || ownerIds.includes(user.id);
}

/** Spec 2 §6: dataset owner is matched by user id, or the user is an admin. */
export function isDatasetOwner(user: MaybeSubject, ownerIds: readonly number[]): boolean {
  return !!user && (isAdmin(user) || ownerIds.includes(user.id));
}

export interface DashboardOwnerRef {
  id?: number;
  username: string;
}

/**
 * Spec 2 §6 (dash_edit_perm): editing a dashboard is allowed when the user is an admin or an owner
 * (owner = username matches a dashboard owner) AND one of the user's roles has can_write on Dashboard.
 */
export function canEditDashboard(user: MaybeSubject, owners: readonly DashboardOwnerRef[]): boolean {
  if (!user || !hasPermission(user, 'can_write', 'Dashboard')) return false;
  return isAdmin(user) || owners.some((owner) => owner.username === user.username);
}

/** Spec 1 §6: edit mode requires edit permission plus the edit URL parameter. */
export function isDashboardEditMode(canEdit: boolean, searchParams: URLSearchParams): boolean {
  return canEdit && searchParams.get('edit') === 'true';
}

export interface PermissionFlags {
  can_save_dash: boolean;
  can_share_dashboard: boolean;
  can_explore: boolean;
  can_share_chart: boolean;
  can_csv: boolean;
  can_slice: boolean;
}

/** Spec 1 §6: the flags are computed from the user's roles; Superset files them under the 'Superset' view. */
export function permissionFlags(user: MaybeSubject): PermissionFlags {
  const on = (permission: string) => hasPermission(user, permission, 'Superset');
  return {
    can_save_dash: on('can_save_dash'),
    can_share_dashboard: on('can_share_dashboard'),
    can_explore: on('can_explore'),
    can_share_chart: on('can_share_chart'),
    can_csv: on('can_csv'),
    can_slice: on('can_slice'),
  };
}
