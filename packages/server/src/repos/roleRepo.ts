import type { Kysely } from 'kysely';
import type { MetadataSchema } from './schema.js';
import type { PermissionViewItem } from './permissionViewRepo.js';

/** Roles and the permission views they grant (ab_role, ab_permission_view_role). */

export interface RoleItem {
  id: number;
  name: string;
}

export async function listRoles(
  db: Kysely<MetadataSchema>,
  page: number,
  pageSize: number,
): Promise<{ count: number; rows: RoleItem[] }> {
  const [{ count }, rows] = await Promise.all([
    db
      .selectFrom('ab_role')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('ab_role')
      .select(['id', 'name'])
      .orderBy('id')
      .limit(pageSize)
      .offset(page * pageSize)
      .execute(),
  ]);
  return { count: Number(count), rows };
}

export async function findRole(db: Kysely<MetadataSchema>, id: number): Promise<RoleItem | null> {
  return (
    (await db.selectFrom('ab_role').select(['id', 'name']).where('id', '=', id).executeTakeFirst()) ?? null
  );
}

export async function findRoleByName(db: Kysely<MetadataSchema>, name: string): Promise<RoleItem | null> {
  return (
    (await db.selectFrom('ab_role').select(['id', 'name']).where('name', '=', name).executeTakeFirst()) ??
    null
  );
}

export async function insertRole(db: Kysely<MetadataSchema>, name: string): Promise<number> {
  const row = await db.insertInto('ab_role').values({ name }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function renameRole(db: Kysely<MetadataSchema>, id: number, name: string): Promise<void> {
  await db.updateTable('ab_role').set({ name }).where('id', '=', id).execute();
}

export async function deleteRole(db: Kysely<MetadataSchema>, id: number): Promise<void> {
  await db.deleteFrom('ab_permission_view_role').where('role_id', '=', id).execute();
  await db.deleteFrom('ab_user_role').where('role_id', '=', id).execute();
  await db.deleteFrom('ab_role').where('id', '=', id).execute();
}

export async function rolePermissionViews(
  db: Kysely<MetadataSchema>,
  roleId: number,
): Promise<PermissionViewItem[]> {
  return db
    .selectFrom('ab_permission_view_role as pvr')
    .innerJoin('ab_permission_view as pv', 'pv.id', 'pvr.permission_view_id')
    .select(['pv.id', 'pv.permission', 'pv.view_menu'])
    .where('pvr.role_id', '=', roleId)
    .orderBy('pv.id')
    .execute();
}

/** Makes the role grant exactly these permission views. */
export async function setRolePermissionViews(
  db: Kysely<MetadataSchema>,
  roleId: number,
  permissionViewIds: readonly number[],
): Promise<void> {
  await db.deleteFrom('ab_permission_view_role').where('role_id', '=', roleId).execute();
  const ids = [...new Set(permissionViewIds)];
  for (let i = 0; i < ids.length; i += 200) {
    await db
      .insertInto('ab_permission_view_role')
      .values(ids.slice(i, i + 200).map((permission_view_id) => ({ permission_view_id, role_id: roleId })))
      .execute();
  }
}

export async function addRolePermissionView(
  db: Kysely<MetadataSchema>,
  roleId: number,
  permissionViewId: number,
): Promise<void> {
  await db
    .insertInto('ab_permission_view_role')
    .values({ permission_view_id: permissionViewId, role_id: roleId })
    .onConflict((oc) => oc.columns(['permission_view_id', 'role_id']).doNothing())
    .execute();
}

/** Answers whether the role held the permission view. */
export async function removeRolePermissionView(
  db: Kysely<MetadataSchema>,
  roleId: number,
  permissionViewId: number,
): Promise<boolean> {
  const result = await db
    .deleteFrom('ab_permission_view_role')
    .where('role_id', '=', roleId)
    .where('permission_view_id', '=', permissionViewId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
