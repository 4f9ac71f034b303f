import type { RoleName } from '@sightline/core';

/**
 * The built-in roles and their (permission, view) pairs, with FAB/Superset view names. syncRoles makes
 * the stored roles match this list at every start, so a new release's permissions reach existing installs.
 */

export type PermissionPair = readonly [permission: string, view: string];

const CRUD = ['can_read', 'can_write', 'can_export'] as const;
const pairs = (permissions: readonly string[], views: readonly string[]): PermissionPair[] =>
  views.flatMap((view) => permissions.map((permission) => [permission, view] as const));

/** Global product permissions that the UI reads as flags. */
const SUPERSET_FLAGS = pairs(
  ['can_explore', 'can_csv', 'can_share_chart', 'can_share_dashboard', 'can_save_dash', 'can_slice'],
  ['Superset'],
);

const SQL_LAB = [
  ...pairs(['can_read', 'can_execute_sql_query', 'can_export_csv', 'can_estimate_query_cost'], ['SQLLab']),
  ['can_sqllab', 'Superset'] as const,
];

const ALPHA: PermissionPair[] = [
  ...pairs(CRUD, ['Chart', 'Dashboard', 'Dataset', 'SavedQuery']),
  ['can_read', 'Database'],
  ['can_read', 'Log'],
  ...SUPERSET_FLAGS,
  ['all_datasource_access', 'all_datasource_access'],
];

const ADMIN: PermissionPair[] = [
  ...pairs(CRUD, ['Chart', 'Dashboard', 'Dataset', 'SavedQuery', 'Database']),
  ['can_read', 'Log'],
  ['can_write', 'Log'],
  ...pairs(['can_read', 'can_write'], ['User', 'Role']),
  ...SUPERSET_FLAGS,
  ...SQL_LAB,
  ['all_datasource_access', 'all_datasource_access'],
  ['all_database_access', 'all_database_access'],
];

const GAMMA: PermissionPair[] = [
  ...pairs(['can_read'], ['Chart', 'Dashboard', 'Dataset']),
  // Gamma may write charts and dashboards, but only those it owns (canWriteOwned).
  ...pairs(['can_write', 'can_export'], ['Chart', 'Dashboard']),
  ['can_read', 'Log'],
  ...SUPERSET_FLAGS,
];

const SQL_LAB_ROLE: PermissionPair[] = [...SQL_LAB, ...pairs(CRUD, ['SavedQuery']), ['can_read', 'Database']];

export const ROLE_CATALOGUE: Record<RoleName, readonly PermissionPair[]> = {
  Admin: ADMIN,
  Alpha: ALPHA,
  Gamma: GAMMA,
  sql_lab: SQL_LAB_ROLE,
  Public: [],
};
