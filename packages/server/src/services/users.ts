import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { sql } from 'kysely';
import { PASSWORD_POLICY_MESSAGE, passwordMeetsPolicy } from '@sightline/core';
import type { MetadataDb } from '../repos/metadataDb.js';
import { forbidden, unprocessable } from '../apiError.js';
import { isPostgresDb } from '../metadata/openMetadataDb.js';
import { revokeUserSessions } from '../repos/sessionRepo.js';

/**
 * User accounts: creation with scrypt-hashed passwords (`scrypt$N$r$p$salt$hash`, base64url), constant
 * time verification, lookup and role assignment.
 */

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCallback(password, salt, keylen, options, (error, key) => (error ? reject(error) : resolve(key))),
  );

/** scrypt's parameters; N is 2^cost. */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** log2 of N for new hashes unless the caller passes the configured cost (`passwordHashCost`). */
export const DEFAULT_HASH_COST = 17;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 32;

export const scryptCost = (log2N: number): ScryptCost => ({ N: 2 ** log2N, r: BLOCK_SIZE, p: PARALLELISM });

/** scrypt needs 128·r·(N + p) bytes; node refuses to use more than `maxmem` (32 MiB by default). */
const maxmemFor = ({ N, r, p }: ScryptCost) => 128 * r * (N + p) + 1024 * 1024;

export async function hashPassword(password: string, log2N = DEFAULT_HASH_COST): Promise<string> {
  const cost = scryptCost(log2N);
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, KEY_LENGTH, { ...cost, maxmem: maxmemFor(cost) });
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

/** The parameters a stored hash was made with; null when it is not an scrypt hash of ours. */
export function storedHashCost(stored: string): ScryptCost | null {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (scheme !== 'scrypt' || !salt || !hash) return null;
  // Stored hashes are ours, but their parameters still bound the memory one check may take (2^20 · 8 = 1 GiB).
  const sane = (v: number, max: number) => Number.isInteger(v) && v >= 1 && v <= max;
  if (!sane(cost.N, 2 ** 20) || !sane(cost.r, 32) || !sane(cost.p, 16)) return null;
  return cost;
}

/** True when the stored hash was made with other parameters than `log2N` gives, e.g. before a cost raise. */
export function needsRehash(stored: string, log2N = DEFAULT_HASH_COST): boolean {
  const cost = storedHashCost(stored);
  const wanted = scryptCost(log2N);
  return cost !== null && (cost.N !== wanted.N || cost.r !== wanted.r || cost.p !== wanted.p);
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const cost = storedHashCost(stored);
  if (!cost) return false;
  const [, , , , salt, hash] = stored.split('$') as [string, string, string, string, string, string];
  const expected = Buffer.from(hash, 'base64url');
  const options = { ...cost, maxmem: maxmemFor(cost) };
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, options);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * Hashes of a random password, one per cost: verifying against one costs the same as a real check, for
 * unknown users. Not app state: any app may use any of them.
 */
const decoyHashes = new Map<number, Promise<string>>();

function decoyHash(log2N: number): Promise<string> {
  let hash = decoyHashes.get(log2N);
  if (!hash) {
    hash = hashPassword(randomBytes(16).toString('hex'), log2N);
    decoyHashes.set(log2N, hash);
  }
  return hash;
}

export interface NewUser {
  username: string;
  password: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  roles: string[];
}

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

type Db = MetadataDb;

function validateNewUser(user: NewUser): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (!user.username || user.username.trim() === '') errors.username = ['Username is required.'];
  else if (user.username.length > 64) errors.username = ['Username must be at most 64 characters.'];
  if (!user.password) errors.password = ['Password is required.'];
  else if (!passwordMeetsPolicy(user.password, user.username ?? ''))
    errors.password = [PASSWORD_POLICY_MESSAGE];
  if (user.email && !/^[^@\s]+@[^@\s]+$/.test(user.email)) errors.email = ['Not a valid email address.'];
  if (user.roles.length === 0) errors.roles = ['At least one role is required.'];
  return errors;
}

/** The roles with these names; 422 naming the ones that do not exist. */
async function rolesNamed(db: Db, names: readonly string[]): Promise<Array<{ id: number; name: string }>> {
  const roles = names.length
    ? await db.selectFrom('ab_role').select(['id', 'name']).where('name', 'in', names).execute()
    : [];
  const unknown = names.filter((name) => !roles.some((r) => r.name === name));
  if (unknown.length > 0) throw unprocessable({ roles: [`Unknown role: ${unknown.join(', ')}`] });
  return roles;
}

/**
 * Creates a user with the given roles in one transaction; 422 on invalid or duplicate values.
 * `onlyIfNoUsers` (first-run setup) makes it 403 once any user exists, checked inside the transaction
 * so two simultaneous setups cannot both create an admin.
 */
export async function createUser(
  db: Db,
  user: NewUser,
  options: { onlyIfNoUsers?: boolean; hashCost?: number } = {},
): Promise<UserRecord> {
  const errors = validateNewUser(user);
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
  const username = user.username.trim();
  const passwordHash = await hashPassword(user.password, options.hashCost);
  const now = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    if (options.onlyIfNoUsers) {
      // SQLite runs one transaction at a time; PostgreSQL needs a lock to serialize the check.
      if (isPostgresDb(db)) await sql`select pg_advisory_xact_lock(80880001)`.execute(trx);
      if ((await countUsers(trx)) > 0) throw forbidden();
    }
    const roles = await rolesNamed(trx, user.roles);
    const existing = await trx
      .selectFrom('ab_user')
      .select('id')
      .where('username', '=', username)
      .executeTakeFirst();
    if (existing) throw unprocessable({ username: ['A user with this username already exists.'] });
    const { id } = await trx
      .insertInto('ab_user')
      .values({
        username,
        first_name: user.firstName ?? '',
        last_name: user.lastName ?? '',
        email: user.email ?? '',
        password_hash: passwordHash,
        active: 1,
        login_count: 0,
        created_on: now,
        changed_on: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('ab_user_role')
      .values(roles.map((role) => ({ user_id: id, role_id: role.id })))
      .execute();
    return (await findUserById(trx, id))!;
  });
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

function toRecord(row: {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  active: number;
  last_login: string | null;
  login_count: number;
}): UserRecord {
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

export async function findUserById(db: Db, id: number): Promise<UserRecord | null> {
  const row = await db.selectFrom('ab_user').select(userColumns).where('id', '=', id).executeTakeFirst();
  return row ? toRecord(row) : null;
}

export async function findUserByUsername(db: Db, username: string): Promise<UserRecord | null> {
  const row = await db
    .selectFrom('ab_user')
    .select(userColumns)
    .where('username', '=', username)
    .executeTakeFirst();
  return row ? toRecord(row) : null;
}

export async function listUsers(db: Db): Promise<UserRecord[]> {
  return (await db.selectFrom('ab_user').select(userColumns).orderBy('id').execute()).map(toRecord);
}

export async function countUsers(db: Db): Promise<number> {
  const { count } = await db
    .selectFrom('ab_user')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/**
 * Checks a username/password pair; returns the active user or null. Unknown users cost a full scrypt
 * too, so response time does not reveal which usernames exist. A correct password stored with other
 * parameters than `hashCost` (an older, cheaper cost) is hashed again with it.
 */
export async function authenticate(
  db: Db,
  username: string,
  password: string,
  options: { hashCost?: number } = {},
): Promise<UserRecord | null> {
  const hashCost = options.hashCost ?? DEFAULT_HASH_COST;
  const row = await db
    .selectFrom('ab_user')
    .select([...userColumns, 'password_hash'])
    .where('username', '=', username)
    .executeTakeFirst();
  if (!row) {
    await verifyPassword(password, await decoyHash(hashCost));
    return null;
  }
  const ok = await verifyPassword(password, row.password_hash);
  if (ok && needsRehash(row.password_hash, hashCost)) {
    const rehashed = await hashPassword(password, hashCost);
    // Only if the hash is still the one checked: a password changed meanwhile is kept.
    await db
      .updateTable('ab_user')
      .set({ password_hash: rehashed })
      .where('id', '=', row.id)
      .where('password_hash', '=', row.password_hash)
      .execute();
  }
  return ok && row.active === 1 ? toRecord(row) : null;
}

export async function recordLogin(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('ab_user')
    .set((eb) => ({ last_login: new Date().toISOString(), login_count: eb('login_count', '+', 1) }))
    .where('id', '=', userId)
    .execute();
}

/** Replaces the user's roles with the given ones (one transaction); 422 for unknown role names. */
export async function assignRoles(db: Db, userId: number, roleNames: string[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const roles = await rolesNamed(trx, roleNames);
    await trx.deleteFrom('ab_user_role').where('user_id', '=', userId).execute();
    if (roles.length > 0) {
      await trx
        .insertInto('ab_user_role')
        .values(roles.map((role) => ({ user_id: userId, role_id: role.id })))
        .execute();
    }
  });
}

/**
 * Activates or deactivates a user; false for an unknown id. Deactivation ends every session of the user
 * in the same transaction, so their cookies and tokens stop working at once and stay revoked if the
 * user is activated again.
 */
export async function setUserActive(db: Db, userId: number, active: boolean): Promise<boolean> {
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
