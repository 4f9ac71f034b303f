import {
  canAccessDataset,
  dataAccessGrants,
  hasPermission,
  isAdmin,
  type DataAccessGrants,
  type DataAccessTarget,
} from '@sightline/core';
import type { MetadataDb } from '../repos/metadataDb.js';
import type { AuthUser } from '../appDeps.js';
import { loadDataAccessTargets } from '../repos/dataAccessScope.js';
import { ApiError, forbidden, notAuthenticated } from '../apiError.js';

/**
 * How services apply the permission rules of @sightline/core: throwing 401/403 instead of
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

/**
 * The user's data-access grants, read once per signed-in user object: the auth user cache hands the
 * same object (and permission set) to every request for a few seconds, so a chart-data check is a set
 * lookup. Keyed weakly by the permission set, so a grant change reaches the next loaded user.
 */
const grantsByPermissions = new WeakMap<ReadonlySet<string>, DataAccessGrants>();

export function dataAccessOf(user: AuthUser): DataAccessGrants {
  let grants = grantsByPermissions.get(user.permissions);
  if (!grants) {
    grants = dataAccessGrants(user.permissions);
    grantsByPermissions.set(user.permissions, grants);
  }
  return grants;
}

/** Whether the user may read the dataset's rows, columns and SQL. */
export function canReadDataset(user: AuthUser, target: DataAccessTarget): boolean {
  return canAccessDataset(dataAccessOf(user), target);
}

/** Superset's 403 for a datasource the user may not read; the name is `schema.table` or `table`. */
export function datasetForbidden(schema: string | null, tableName: string): ApiError {
  const name = schema ? `${schema}.${tableName}` : tableName;
  return new ApiError(403, {
    message: `This endpoint requires the datasource ${name}, database or \`all_datasource_access\` permission`,
  });
}

/** 403 unless the user may read every one of these datasets (missing ones are the caller's to report). */
export async function assertCanReadDatasets(
  db: MetadataDb,
  user: AuthUser,
  datasetIds: readonly number[],
): Promise<void> {
  if (dataAccessOf(user).all || datasetIds.length === 0) return;
  for (const target of (await loadDataAccessTargets(db, datasetIds)).values()) {
    if (!canReadDataset(user, target)) throw datasetForbidden(target.schema, target.tableName);
  }
}
