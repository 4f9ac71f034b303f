import type { MetadataDb } from '../repos/metadataDb.js';
import type { AuthUser } from '../appDeps.js';
import { findUserById, findUserRolePermissions } from '../repos/userRepo.js';

/** Roles of a user with their (permission, view) pairs, as `/api/v1/me/roles/` reports them. */
export async function loadUserRoles(
  db: MetadataDb,
  userId: number,
): Promise<Record<string, Array<[string, string]>>> {
  const result: Record<string, Array<[string, string]>> = {};
  for (const row of await findUserRolePermissions(db, userId)) {
    const pairs = (result[row.role] ??= []);
    if (row.permission !== null && row.view !== null) pairs.push([row.permission, row.view]);
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
