import { DATA_ACCESS_PERMISSIONS, ROLE_NAMES } from '@sightline/core';
import type { MetadataDb } from '../repos/metadataDb.js';
import { syncDataPermissionViews } from '../repos/permissionViewRepo.js';
import { ROLE_CATALOGUE } from './roleCatalogue.js';

const DATA_PERMISSIONS = new Set<string>(Object.values(DATA_ACCESS_PERMISSIONS));

/**
 * Seeds the built-in roles and makes their permissions match the catalogue, and registers the data
 * permission views of every dataset, schema and database. Data-access grants an admin made to a built-in
 * role (Gamma reading a dataset) are kept; any other drift is undone. Idempotent and safe when two
 * processes start at once (inserts ignore conflicts; all in one transaction). Roles not in the catalogue
 * are left alone.
 */
export async function syncRoles(db: MetadataDb): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('ab_role')
      .values(ROLE_NAMES.map((name) => ({ name })))
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();

    const allPairs = new Map<string, { permission: string; view_menu: string }>();
    for (const pairs of Object.values(ROLE_CATALOGUE)) {
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
      .where('name', 'in', [...ROLE_NAMES])
      .execute();
    const permissionViews = await trx
      .selectFrom('ab_permission_view')
      .select(['id', 'permission', 'view_menu'])
      .execute();
    const pvId = new Map(permissionViews.map((pv) => [`${pv.permission}:${pv.view_menu}`, pv.id]));
    const dataGrants = new Set(
      permissionViews.filter((pv) => DATA_PERMISSIONS.has(pv.permission)).map((pv) => pv.id),
    );

    for (const role of roles) {
      const wanted = new Set(
        ROLE_CATALOGUE[role.name as keyof typeof ROLE_CATALOGUE].map(([p, v]) => pvId.get(`${p}:${v}`)!),
      );
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
