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

/** A user is an admin if any role name equals admin (case-insensitive). */
export function isAdmin(user: MaybeSubject): boolean {
  return !!user && user.roles.some((role) => role.toLowerCase() === 'admin');
}

/** A permission check is a lookup of a (permission, view) pair in the user's roles. */
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

/** Dataset owner is matched by user id, or the user is an admin. */
export function isDatasetOwner(user: MaybeSubject, ownerIds: readonly number[]): boolean {
  return !!user && (isAdmin(user) || ownerIds.includes(user.id));
}

export interface DashboardOwnerRef {
  id?: number;
  username: string;
}

/**
 * Editing (dash_edit_perm) a dashboard is allowed when the user is an admin or an owner
 * (owner = username matches a dashboard owner) AND one of the user's roles has can_write on Dashboard.
 */
export function canEditDashboard(user: MaybeSubject, owners: readonly DashboardOwnerRef[]): boolean {
  if (!user || !hasPermission(user, 'can_write', 'Dashboard')) return false;
  return isAdmin(user) || owners.some((owner) => owner.username === user.username);
}

/** Edit mode requires edit permission plus the edit URL parameter. */
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

/** The flags are computed from the user's roles; Superset files them under the 'Superset' view. */
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

/**
 * Data access, as Superset grants it: `all_datasource_access` and `all_database_access` cover every
 * dataset; `database_access` on `[<database>].(id:<id>)` covers a database's datasets, `schema_access` on
 * `[<database>].[<schema>]` a schema's, and `datasource_access` on `[<database>].[<table>](id:<id>)` one
 * dataset. The view names carry the names so an admin can read them; checks match datasets and
 * databases by id, schemas by name.
 */
export const DATA_ACCESS_PERMISSIONS = {
  allDatasources: 'all_datasource_access',
  allDatabases: 'all_database_access',
  database: 'database_access',
  schema: 'schema_access',
  datasource: 'datasource_access',
} as const;

export const datasetPermissionView = (databaseName: string, tableName: string, datasetId: number): string =>
  `[${databaseName}].[${tableName}](id:${datasetId})`;

export const schemaPermissionView = (databaseName: string, schema: string): string =>
  `[${databaseName}].[${schema}]`;

export const databasePermissionView = (databaseName: string, databaseId: number): string =>
  `[${databaseName}].(id:${databaseId})`;

/** The id at the end of a dataset or database view name (`…(id:12)`); null for any other text. */
export function permissionViewId(view: string): number | null {
  const match = /\(id:(\d{1,15})\)$/.exec(view);
  return match ? Number(match[1]) : null;
}

/** What a user's data-access permissions cover, in a form each check answers with a set lookup. */
export interface DataAccessGrants {
  /** all_datasource_access or all_database_access. */
  all: boolean;
  datasetIds: ReadonlySet<number>;
  databaseIds: ReadonlySet<number>;
  /** schema_access view names, `[<database>].[<schema>]`. */
  schemas: ReadonlySet<string>;
}

/** A dataset as the data-access rule sees it. */
export interface DataAccessTarget {
  id: number;
  databaseId: number;
  databaseName: string;
  schema: string | null;
}

/** Reads the data-access grants out of `permission:view` keys. */
export function dataAccessGrants(permissions: Iterable<string>): DataAccessGrants {
  const P = DATA_ACCESS_PERMISSIONS;
  const datasetIds = new Set<number>();
  const databaseIds = new Set<number>();
  const schemas = new Set<string>();
  let all = false;
  for (const key of permissions) {
    const separator = key.indexOf(':');
    if (separator < 0) continue;
    const permission = key.slice(0, separator);
    const view = key.slice(separator + 1);
    if (permission === P.allDatasources || permission === P.allDatabases) all = true;
    else if (permission === P.schema) schemas.add(view);
    else if (permission === P.datasource || permission === P.database) {
      const id = permissionViewId(view);
      if (id !== null) (permission === P.datasource ? datasetIds : databaseIds).add(id);
    }
  }
  return { all, datasetIds, databaseIds, schemas };
}

/** Whether the grants cover the dataset: any of the four kinds of grant is enough. */
export function canAccessDataset(grants: DataAccessGrants, target: DataAccessTarget): boolean {
  return (
    grants.all ||
    grants.datasetIds.has(target.id) ||
    grants.databaseIds.has(target.databaseId) ||
    (target.schema !== null && grants.schemas.has(schemaPermissionView(target.databaseName, target.schema)))
  );
}

/** A database as the data-access rule names it. */
export interface DatabaseRef {
  id: number;
  name: string;
}

/** Whether the grants cover every schema and table of the database (all-data or database access). */
export function canAccessWholeDatabase(grants: DataAccessGrants, database: DatabaseRef): boolean {
  return grants.all || grants.databaseIds.has(database.id);
}

/** Whether the grants cover every table of one schema of the database. */
export function canAccessWholeSchema(
  grants: DataAccessGrants,
  database: DatabaseRef,
  schema: string,
): boolean {
  return (
    canAccessWholeDatabase(grants, database) ||
    grants.schemas.has(schemaPermissionView(database.name, schema))
  );
}
