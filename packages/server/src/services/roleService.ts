import { z } from 'zod';
import { DATA_ACCESS_PERMISSIONS, ROLE_NAMES, datasetPermissionView, type ListQuery } from '@sightline/core';
import type { MetadataDb } from '../repos/metadataDb.js';
import { findDatasetsNamed } from '../repos/datasetNames.js';
import type { AppDeps, AuthUser } from '../appDeps.js';
import {
  ensurePermissionView,
  existingPermissionViewIds,
  findPermissionView,
  listPermissionViews,
  syncDataPermissionViews,
  type PermissionViewItem,
} from '../repos/permissionViewRepo.js';
import {
  addRolePermissionView,
  deleteRole,
  findRole,
  findRoleByName,
  insertRole,
  listRoles,
  removeRolePermissionView,
  renameRole,
  rolePermissionViews,
  setRolePermissionViews,
  type RoleItem,
} from '../repos/roleRepo.js';
import { assertPermission } from './access.js';
import { badRequest, notFound, parseBody, unprocessable } from '../apiError.js';
import type { ServiceContext } from './resourceService.js';

/**
 * Roles and their permissions, as Flask-AppBuilder's security API manages them (`/api/v1/security/roles/`,
 * `/roles/<pk>/permissions`, `/permissions-resources/`), and the grants the CLI makes. Reading needs
 * can_read on Role, changing can_write on Role: Admin alone by default.
 */

export const ROLE_MESSAGES = {
  builtInRole: 'Built-in roles cannot be renamed or deleted',
  nameTaken: 'Role name already exists',
  unknownPermissionView: 'One or more permission views do not exist',
} as const;

export const roleBodySchema = z.object({ name: z.string().trim().min(1).max(64) }).strict();
export const rolePermissionsBodySchema = z
  .object({ permission_view_menu_ids: z.array(z.number().int().positive()).max(100_000) })
  .strict();

const isBuiltIn = (name: string) => (ROLE_NAMES as readonly string[]).includes(name);

function canRead(ctx: ServiceContext): AuthUser {
  return assertPermission(ctx.user, 'can_read', 'Role');
}
function canWrite(ctx: ServiceContext): AuthUser {
  return assertPermission(ctx.user, 'can_write', 'Role');
}

async function roleOr404(db: MetadataDb, id: number): Promise<RoleItem> {
  const role = await findRole(db, id);
  if (!role) throw notFound();
  return role;
}

export async function listRoleItems(ctx: ServiceContext, query: ListQuery) {
  canRead(ctx);
  const { count, rows } = await listRoles(ctx.deps.db, query.page, query.page_size);
  return {
    count,
    ids: rows.map((r) => r.id),
    result: rows,
    list_columns: ['id', 'name'],
    order_columns: [],
    label_columns: { id: 'Id', name: 'Name' },
    description_columns: {},
    list_title: 'List Role',
  };
}

export async function getRole(ctx: ServiceContext, id: number) {
  canRead(ctx);
  const role = await roleOr404(ctx.deps.db, id);
  return { id, result: role, show_columns: ['id', 'name'], show_title: 'Show Role' };
}

export async function createRole(ctx: ServiceContext, body: unknown): Promise<{ id: number; name: string }> {
  canWrite(ctx);
  const { name } = parseBody(roleBodySchema, body);
  if (await findRoleByName(ctx.deps.db, name)) throw unprocessable({ name: [ROLE_MESSAGES.nameTaken] });
  return { id: await insertRole(ctx.deps.db, name), name };
}

export async function updateRole(ctx: ServiceContext, id: number, body: unknown): Promise<{ name: string }> {
  canWrite(ctx);
  const { name } = parseBody(roleBodySchema, body);
  const role = await roleOr404(ctx.deps.db, id);
  if (role.name === name) return { name };
  if (isBuiltIn(role.name)) throw unprocessable(ROLE_MESSAGES.builtInRole);
  if (await findRoleByName(ctx.deps.db, name)) throw unprocessable({ name: [ROLE_MESSAGES.nameTaken] });
  await renameRole(ctx.deps.db, id, name);
  ctx.deps.permissionGeneration.changed();
  return { name };
}

export async function removeRole(ctx: ServiceContext, id: number): Promise<void> {
  canWrite(ctx);
  const role = await roleOr404(ctx.deps.db, id);
  if (isBuiltIn(role.name)) throw unprocessable(ROLE_MESSAGES.builtInRole);
  await ctx.deps.db.transaction().execute((trx) => deleteRole(trx, id));
  ctx.deps.permissionGeneration.changed();
}

export async function listRolePermissions(ctx: ServiceContext, id: number) {
  canRead(ctx);
  await roleOr404(ctx.deps.db, id);
  const views = await rolePermissionViews(ctx.deps.db, id);
  return {
    result: views.map((v) => ({ id: v.id, permission_name: v.permission, view_menu_name: v.view_menu })),
  };
}

/** Flask-AppBuilder's semantics: the role then grants exactly the listed permission views. */
export async function setRolePermissions(ctx: ServiceContext, id: number, body: unknown) {
  canWrite(ctx);
  const input = parseBody(rolePermissionsBodySchema, body);
  const db = ctx.deps.db;
  await roleOr404(db, id);
  const wanted = [...new Set(input.permission_view_menu_ids)];
  const found = await existingPermissionViewIds(db, wanted);
  if (found.length !== wanted.length)
    throw unprocessable({ permission_view_menu_ids: [ROLE_MESSAGES.unknownPermissionView] });
  await db.transaction().execute((trx) => setRolePermissionViews(trx, id, wanted));
  ctx.deps.permissionGeneration.changed();
  return { result: { permission_view_menu_ids: input.permission_view_menu_ids } };
}

const toPermissionResource = (v: PermissionViewItem) => ({
  id: v.id,
  permission: { name: v.permission },
  view_menu: { name: v.view_menu },
});

/**
 * `GET /api/v1/security/permissions-resources/`: the (permission, view) pairs, filtered by
 * `permission.name` (eq) and `view_menu.name` (eq or ct). The data views are brought up to date first,
 * so a new dataset can be granted at once.
 */
export async function listPermissionResources(ctx: ServiceContext, query: ListQuery) {
  canRead(ctx);
  let permission: string | undefined;
  let viewContains: string | undefined;
  let viewEquals: string | undefined;
  for (const filter of query.filters) {
    const value = typeof filter.value === 'string' ? filter.value : String(filter.value);
    if (filter.col === 'permission.name' && filter.opr === 'eq') permission = value;
    else if (filter.col === 'view_menu.name' && filter.opr === 'ct') viewContains = value;
    else if (filter.col === 'view_menu.name' && filter.opr === 'eq') viewEquals = value;
    else throw badRequest(`Filter not allowed: ${filter.col} ${filter.opr}`);
  }
  const db = ctx.deps.db;
  await syncDataPermissionViews(db);
  const page = await listPermissionViews(db, {
    permission,
    viewContains,
    viewEquals,
    page: query.page,
    pageSize: query.page_size,
  });
  return permissionResourcePage(page.count, page.rows);
}

function permissionResourcePage(count: number, rows: readonly PermissionViewItem[]) {
  return {
    count,
    ids: rows.map((r) => r.id),
    result: rows.map(toPermissionResource),
    list_columns: ['id', 'permission.name', 'view_menu.name'],
    order_columns: [],
    label_columns: { id: 'Id', 'permission.name': 'Permission Name', 'view_menu.name': 'View Menu Name' },
    description_columns: {},
    list_title: 'List Permission View',
  };
}

/** What a data-access grant may name: the permission and the form of its view. */
const GRANTABLE_VIEWS: Record<string, RegExp> = {
  [DATA_ACCESS_PERMISSIONS.datasource]: /^\[[^\]]+\]\.\[[^\]]+\]\(id:\d+\)$/,
  [DATA_ACCESS_PERMISSIONS.schema]: /^\[[^\]]+\]\.\[[^\]]+\]$/,
  [DATA_ACCESS_PERMISSIONS.database]: /^\[[^\]]+\]\.\(id:\d+\)$/,
  [DATA_ACCESS_PERMISSIONS.allDatasources]: /^all_datasource_access$/,
  [DATA_ACCESS_PERMISSIONS.allDatabases]: /^all_database_access$/,
};

export interface GrantChange {
  role: string;
  permission: string;
  view: string;
}

/**
 * Grants or revokes one (permission, view) pair for a role by name (the CLI's `roles grant`/`revoke`).
 * Any existing pair can be granted; a data-access pair of the right form is created when missing (a
 * schema that holds no dataset yet). Answers whether anything changed.
 */
export async function changeRoleGrant(deps: AppDeps, change: GrantChange, grant: boolean): Promise<boolean> {
  const { db } = deps;
  const role = await findRoleByName(db, change.role);
  if (!role) throw notFound();
  await syncDataPermissionViews(db);
  let view = await findPermissionView(db, change.permission, change.view);
  if (!view && grant) {
    const form = Object.hasOwn(GRANTABLE_VIEWS, change.permission)
      ? GRANTABLE_VIEWS[change.permission]
      : undefined;
    if (!form?.test(change.view))
      throw badRequest(`No such permission: ${change.permission} on ${change.view}`);
    const id = await ensurePermissionView(db, change.permission, change.view);
    view = { id, permission: change.permission, view_menu: change.view };
  }
  if (!view) return false;
  const held = (await rolePermissionViews(db, role.id)).some((v) => v.id === view.id);
  if (grant === held) return false;
  if (grant) await addRolePermissionView(db, role.id, view.id);
  else await removeRolePermissionView(db, role.id, view.id);
  deps.permissionGeneration.changed();
  return true;
}

/**
 * The `datasource_access` view of a dataset named by id or by `[schema.]table`; 404 when none matches,
 * 400 when a name matches several (give the id).
 */
export async function datasetAccessView(db: MetadataDb, ref: string): Promise<string> {
  const id = /^\d{1,10}$/.test(ref) ? Number(ref) : null;
  const dot = ref.lastIndexOf('.');
  const schema = dot > 0 ? ref.slice(0, dot) : null;
  const table = dot > 0 ? ref.slice(dot + 1) : ref;
  const rows = await findDatasetsNamed(db, id !== null ? { id } : { schema, table }, 2);
  if (rows.length === 0) throw notFound();
  if (rows.length > 1) throw badRequest(`Several datasets are named ${ref}: give the dataset id`);
  const row = rows[0]!;
  return datasetPermissionView(row.databaseName, row.tableName, row.id);
}
