import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { PASSWORD_POLICY_MESSAGE, passwordMeetsPolicy } from '@sightline/core';
import { forbidden, unprocessable } from '../apiError.js';
import type { MetadataDb } from '../repos/metadataDb.js';
import {
  countUsers,
  findRolesNamed,
  findUserById,
  findUserCredentials,
  insertUser,
  lockFirstUserSetup,
  replacePasswordHash,
  replaceUserRoles,
  usernameTaken,
  type UserRecord,
} from '../repos/userRepo.js';

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

// What callers of the service read of users is the repository's own reads.
export {
  countUsers,
  findUserById,
  findUserByUsername,
  listUsers,
  recordLogin,
  setUserActive,
  type UserRecord,
} from '../repos/userRepo.js';

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

/** The ids of the roles with these names; 422 naming the ones that do not exist. */
async function roleIdsNamed(db: MetadataDb, names: readonly string[]): Promise<number[]> {
  const roles = await findRolesNamed(db, names);
  const unknown = names.filter((name) => !roles.some((r) => r.name === name));
  if (unknown.length > 0) throw unprocessable({ roles: [`Unknown role: ${unknown.join(', ')}`] });
  return roles.map((role) => role.id);
}

/**
 * Creates a user with the given roles in one transaction; 422 on invalid or duplicate values.
 * `onlyIfNoUsers` (first-run setup) makes it 403 once any user exists, checked inside the transaction
 * so two simultaneous setups cannot both create an admin.
 */
export async function createUser(
  db: MetadataDb,
  user: NewUser,
  options: { onlyIfNoUsers?: boolean; hashCost?: number } = {},
): Promise<UserRecord> {
  const errors = validateNewUser(user);
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
  const username = user.username.trim();
  const passwordHash = await hashPassword(user.password, options.hashCost);
  return db.transaction().execute(async (trx) => {
    if (options.onlyIfNoUsers) {
      await lockFirstUserSetup(trx);
      if ((await countUsers(trx)) > 0) throw forbidden();
    }
    const roleIds = await roleIdsNamed(trx, user.roles);
    if (await usernameTaken(trx, username)) {
      throw unprocessable({ username: ['A user with this username already exists.'] });
    }
    const row = {
      username,
      firstName: user.firstName ?? '',
      lastName: user.lastName ?? '',
      email: user.email ?? '',
      passwordHash,
    };
    const id = await insertUser(trx, row, roleIds);
    return (await findUserById(trx, id))!;
  });
}

/**
 * Checks a username/password pair; returns the active user or null. Unknown users cost a full scrypt
 * too, so response time does not reveal which usernames exist. A correct password stored with other
 * parameters than `hashCost` (an older, cheaper cost) is hashed again with it.
 */
export async function authenticate(
  db: MetadataDb,
  username: string,
  password: string,
  options: { hashCost?: number } = {},
): Promise<UserRecord | null> {
  const hashCost = options.hashCost ?? DEFAULT_HASH_COST;
  const found = await findUserCredentials(db, username);
  if (!found) {
    await verifyPassword(password, await decoyHash(hashCost));
    return null;
  }
  const { user, passwordHash } = found;
  const ok = await verifyPassword(password, passwordHash);
  if (ok && needsRehash(passwordHash, hashCost)) {
    const rehashed = await hashPassword(password, hashCost);
    await replacePasswordHash(db, user.id, passwordHash, rehashed);
  }
  return ok && user.active ? user : null;
}

/** Replaces the user's roles with the given ones (one transaction); 422 for unknown role names. */
export async function assignRoles(db: MetadataDb, userId: number, roleNames: string[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const roleIds = await roleIdsNamed(trx, roleNames);
    await replaceUserRoles(trx, userId, roleIds);
  });
}
