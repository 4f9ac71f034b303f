import type { MetadataDb } from '../repos/metadataDb.js';
import type { AuthUser } from '../appDeps.js';
import { findUserById } from '../services/users.js';

/** Roles of a user with their (permission, view) pairs, as `/api/v1/me/roles/` reports them. */
export async function loadUserRoles(
  db: MetadataDb,
  userId: number,
): Promise<Record<string, Array<[string, string]>>> {
  // One query: a role without permissions still comes back once, with null permission columns.
  const rows = await db
    .selectFrom('ab_user_role as ur')
    .innerJoin('ab_role as r', 'r.id', 'ur.role_id')
    .leftJoin('ab_permission_view_role as pvr', 'pvr.role_id', 'r.id')
    .leftJoin('ab_permission_view as pv', 'pv.id', 'pvr.permission_view_id')
    .select(['r.name', 'pv.permission', 'pv.view_menu'])
    .where('ur.user_id', '=', userId)
    .orderBy('r.name')
    .orderBy('pv.view_menu')
    .orderBy('pv.permission')
    .execute();
  const result: Record<string, Array<[string, string]>> = {};
  for (const row of rows) {
    const pairs = (result[row.name] ??= []);
    if (row.permission !== null && row.view_menu !== null) pairs.push([row.permission, row.view_menu]);
  }
  return result;
}

/** The signed-in user with roles and flattened permissions; null for unknown or deactivated users. */
export async function loadAuthUser(db: MetadataDb, userId: number): Promise<AuthUser | null> {
  const user = await findUserById(db, userId);
  if (!user?.active) return null;
  const roles = await loadUserRoles(db, userId);
  const permissions = new Set<string>();
  for (const pairs of Object.values(roles)) for (const [p, v] of pairs) permissions.add(`${p}:${v}`);
  return {
    id: user.id,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    roles: Object.keys(roles),
    permissions,
  };
}
