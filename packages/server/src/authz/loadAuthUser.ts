import type { Kysely } from 'kysely';
import type { AuthUser } from '../http/types.js';
import type { MetadataSchema } from '../repos/schema.js';

/** Roles of a user with their (permission, view) pairs, as `/api/v1/me/roles/` reports them. */
export async function loadUserRoles(
  db: Kysely<MetadataSchema>,
  userId: number,
): Promise<Record<string, Array<[string, string]>>> {
  const roles = await db
    .selectFrom('ab_user_role as ur')
    .innerJoin('ab_role as r', 'r.id', 'ur.role_id')
    .select(['r.id', 'r.name'])
    .where('ur.user_id', '=', userId)
    .orderBy('r.name')
    .execute();
  const result: Record<string, Array<[string, string]>> = {};
  for (const role of roles) result[role.name] = [];
  if (roles.length === 0) return result;
  const pairs = await db
    .selectFrom('ab_permission_view_role as pvr')
    .innerJoin('ab_permission_view as pv', 'pv.id', 'pvr.permission_view_id')
    .innerJoin('ab_role as r', 'r.id', 'pvr.role_id')
    .select(['r.name', 'pv.permission', 'pv.view_menu'])
    .where(
      'pvr.role_id',
      'in',
      roles.map((r) => r.id),
    )
    .orderBy('pv.view_menu')
    .orderBy('pv.permission')
    .execute();
  for (const pair of pairs) result[pair.name]!.push([pair.permission, pair.view_menu]);
  return result;
}

/** The signed-in user with roles and flattened permissions; null for unknown or deactivated users. */
export async function loadAuthUser(db: Kysely<MetadataSchema>, userId: number): Promise<AuthUser | null> {
  const row = await db
    .selectFrom('ab_user')
    .select(['id', 'username', 'first_name', 'last_name', 'email', 'active'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row || row.active !== 1) return null;
  const roles = await loadUserRoles(db, userId);
  const permissions = new Set<string>();
  for (const pairs of Object.values(roles)) for (const [p, v] of pairs) permissions.add(`${p}:${v}`);
  return {
    id: row.id,
    username: row.username,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    roles: Object.keys(roles),
    permissions,
  };
}
