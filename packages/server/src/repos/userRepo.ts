import { sql } from 'kysely';
import { isPostgresDb, type MetadataDb } from './metadataDb.js';
import type { UserRow } from './schema.js';
import { revokeUserSessions } from './sessionRepo.js';

/** User accounts (`ab_user`) and their roles (`ab_user_role`). */

export interface UserRecord {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  active: boolean;
  lastLogin: string | null;
  loginCount: number;
}

export interface NewUserRow {
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  passwordHash: string;
}

const userColumns = [
  'id',
  'username',
  'first_name',
  'last_name',
  'email',
  'active',
  'last_login',
  'login_count',
] as const;

type UserColumns = Pick<
  { [K in keyof UserRow]: K extends 'id' ? number : UserRow[K] },
  (typeof userColumns)[number]
>;

function toRecord(row: UserColumns): UserRecord {
  return {
    id: row.id,
    username: row.username,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    active: row.active === 1,
    lastLogin: row.last_login,
    loginCount: row.login_count,
  };
}

/**
 * Makes concurrent first-run setups wait for each other until the transaction ends: SQLite runs one
 * transaction at a time already; PostgreSQL needs a lock to serialize the check for existing users.
 */
export async function lockFirstUserSetup(trx: MetadataDb): Promise<void> {
  if (isPostgresDb(trx)) await sql`select pg_advisory_xact_lock(80880001)`.execute(trx);
}

/** The roles with these names (those that exist). */
export async function findRolesNamed(
  db: MetadataDb,
  names: readonly string[],
): Promise<Array<{ id: number; name: string }>> {
  if (names.length === 0) return [];
  return db.selectFrom('ab_role').select(['id', 'name']).where('name', 'in', names).execute();
}

export async function usernameTaken(db: MetadataDb, username: string): Promise<boolean> {
  const existing = await db
    .selectFrom('ab_user')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirst();
  return existing !== undefined;
}

/** Inserts an active user with these role ids; returns the new id. */
export async function insertUser(
  db: MetadataDb,
  user: NewUserRow,
  roleIds: readonly number[],
  now = new Date(),
): Promise<number> {
  const at = now.toISOString();
  const { id } = await db
    .insertInto('ab_user')
    .values({
      username: user.username,
      first_name: user.firstName,
      last_name: user.lastName,
      email: user.email,
      password_hash: user.passwordHash,
      active: 1,
      login_count: 0,
      created_on: at,
      changed_on: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('ab_user_role')
    .values(roleIds.map((role_id) => ({ user_id: id, role_id })))
    .execute();
  return id;
}

export async function findUserById(db: MetadataDb, id: number): Promise<UserRecord | null> {
  const row = await db.selectFrom('ab_user').select(userColumns).where('id', '=', id).executeTakeFirst();
  return row ? toRecord(row) : null;
}

export async function findUserByUsername(db: MetadataDb, username: string): Promise<UserRecord | null> {
  const row = await db
    .selectFrom('ab_user')
    .select(userColumns)
    .where('username', '=', username)
    .executeTakeFirst();
  return row ? toRecord(row) : null;
}

/** The user with the password hash stored for them, for a sign-in check. */
export async function findUserCredentials(
  db: MetadataDb,
  username: string,
): Promise<{ user: UserRecord; passwordHash: string } | null> {
  const row = await db
    .selectFrom('ab_user')
    .select([...userColumns, 'password_hash'])
    .where('username', '=', username)
    .executeTakeFirst();
  return row ? { user: toRecord(row), passwordHash: row.password_hash } : null;
}

/** Stores a new hash only if the stored one is still `previous`: a password changed meanwhile is kept. */
export async function replacePasswordHash(
  db: MetadataDb,
  userId: number,
  previous: string,
  next: string,
): Promise<void> {
  await db
    .updateTable('ab_user')
    .set({ password_hash: next })
    .where('id', '=', userId)
    .where('password_hash', '=', previous)
    .execute();
}

export async function listUsers(db: MetadataDb): Promise<UserRecord[]> {
  return (await db.selectFrom('ab_user').select(userColumns).orderBy('id').execute()).map(toRecord);
}

export async function countUsers(db: MetadataDb): Promise<number> {
  const { count } = await db
    .selectFrom('ab_user')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function recordLogin(db: MetadataDb, userId: number): Promise<void> {
  await db
    .updateTable('ab_user')
    .set((eb) => ({ last_login: new Date().toISOString(), login_count: eb('login_count', '+', 1) }))
    .where('id', '=', userId)
    .execute();
}

/** Replaces the user's roles with these role ids (run it in a transaction). */
export async function replaceUserRoles(
  db: MetadataDb,
  userId: number,
  roleIds: readonly number[],
): Promise<void> {
  await db.deleteFrom('ab_user_role').where('user_id', '=', userId).execute();
  if (roleIds.length > 0) {
    await db
      .insertInto('ab_user_role')
      .values(roleIds.map((role_id) => ({ user_id: userId, role_id })))
      .execute();
  }
}

/**
 * Activates or deactivates a user; false for an unknown id. Deactivation ends every session of the user
 * in the same transaction, so their cookies and tokens stop working at once and stay revoked if the
 * user is activated again.
 */
export async function setUserActive(db: MetadataDb, userId: number, active: boolean): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const now = new Date();
    const result = await trx
      .updateTable('ab_user')
      .set({ active: active ? 1 : 0, changed_on: now.toISOString() })
      .where('id', '=', userId)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    if (!active) await revokeUserSessions(trx, userId, now);
    return true;
  });
}

/**
 * The roles of a user with their (permission, view) pairs, in one query: a role without permissions
 * still comes back once, with null permission columns.
 */
export async function findUserRolePermissions(
  db: MetadataDb,
  userId: number,
): Promise<Array<{ role: string; permission: string | null; view: string | null }>> {
  return db
    .selectFrom('ab_user_role as ur')
    .innerJoin('ab_role as r', 'r.id', 'ur.role_id')
    .leftJoin('ab_permission_view_role as pvr', 'pvr.role_id', 'r.id')
    .leftJoin('ab_permission_view as pv', 'pv.id', 'pvr.permission_view_id')
    .select(['r.name as role', 'pv.permission', 'pv.view_menu as view'])
    .where('ur.user_id', '=', userId)
    .orderBy('r.name')
    .orderBy('pv.view_menu')
    .orderBy('pv.permission')
    .execute();
}
