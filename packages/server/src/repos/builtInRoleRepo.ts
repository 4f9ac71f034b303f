import type { MetadataDb } from './metadataDb.js';
import { syncDataPermissionViews } from './permissionViewRepo.js';

/**
 * Makes the named roles hold exactly the (permission, view) pairs of `catalogue`, creating roles and
 * permission views as needed, except that grants of a permission in `keptPermissions` (data access an
 * admin granted) stay; then registers the data permission views (syncDataPermissionViews). One
 * transaction; inserts ignore conflicts, so two processes may run it at once.
 */
export async function syncRolePermissions(
  db: MetadataDb,
  catalogue: Readonly<Record<string, readonly (readonly [string, string])[]>>,
  keptPermissions: ReadonlySet<string>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('ab_role')
      .values(Object.keys(catalogue).map((name) => ({ name })))
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();

    const allPairs = new Map<string, { permission: string; view_menu: string }>();
    for (const pairs of Object.values(catalogue)) {
      for (const [permission, view_menu] of pairs)
        allPairs.set(`${permission}:${view_menu}`, { permission, view_menu });
    }
    if (allPairs.size > 0) {
      await trx
        .insertInto('ab_permission_view')
        .values([...allPairs.values()])
        .onConflict((oc) => oc.columns(['permission', 'view_menu']).doNothing())
        .execute();
    }

    const roles = await trx
      .selectFrom('ab_role')
      .select(['id', 'name'])
      .where('name', 'in', Object.keys(catalogue))
      .execute();
    const permissionViews = await trx
      .selectFrom('ab_permission_view')
      .select(['id', 'permission', 'view_menu'])
      .execute();
    const pvId = new Map(permissionViews.map((pv) => [`${pv.permission}:${pv.view_menu}`, pv.id]));
    const dataGrants = new Set(
      permissionViews.filter((pv) => keptPermissions.has(pv.permission)).map((pv) => pv.id),
    );

    for (const role of roles) {
      const wanted = new Set(catalogue[role.name]!.map(([p, v]) => pvId.get(`${p}:${v}`)!));
      const current = await trx
        .selectFrom('ab_permission_view_role')
        .select('permission_view_id')
        .where('role_id', '=', role.id)
        .execute();
      const have = new Set(current.map((row) => row.permission_view_id));
      const missing = [...wanted].filter((id) => !have.has(id));
      const extra = [...have].filter((id) => !wanted.has(id) && !dataGrants.has(id));
      if (missing.length > 0) {
        await trx
          .insertInto('ab_permission_view_role')
          .values(missing.map((permission_view_id) => ({ permission_view_id, role_id: role.id })))
          .onConflict((oc) => oc.columns(['permission_view_id', 'role_id']).doNothing())
          .execute();
      }
      if (extra.length > 0) {
        await trx
          .deleteFrom('ab_permission_view_role')
          .where('role_id', '=', role.id)
          .where('permission_view_id', 'in', extra)
          .execute();
      }
    }
    await syncDataPermissionViews(trx);
  });
}
