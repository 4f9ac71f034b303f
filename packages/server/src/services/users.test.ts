import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MetadataDb } from '../repos/metadataDb.js';
import { openTestMetadataDb } from '../testing/testMetadataDb.js';
import {
  assignRoles,
  authenticate,
  countUsers,
  createUser,
  findUserByUsername,
  hashPassword,
  listUsers,
  needsRehash,
  recordLogin,
  verifyPassword,
} from './users.js';

// Tests that are not about the hash cost use the old, cheaper one.
const cheap = { hashCost: 14 };

let db: MetadataDb;
let close: () => Promise<void>;
beforeEach(async () => {
  ({ db, close } = await openTestMetadataDb());
});
afterEach(() => close());

describe('password hashing', () => {
  it('stores scrypt$N$r$p$salt$hash with a random salt and verifies it', async () => {
    const a = await hashPassword('correct horse');
    const b = await hashPassword('correct horse');
    expect(a).toMatch(/^scrypt\$131072\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('correct horse', a)).toBe(true);
    expect(await verifyPassword('correct horsf', a)).toBe(false);
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
  });
});

describe('hash cost', () => {
  const storedHash = async (username: string) =>
    (
      await db
        .selectFrom('ab_user')
        .select('password_hash')
        .where('username', '=', username)
        .executeTakeFirstOrThrow()
    ).password_hash;

  it('hashes with N = 2^17 by default and names the parameters in the hash', async () => {
    const hash = await hashPassword('correct horse');
    expect(hash.split('$').slice(0, 4)).toEqual(['scrypt', '131072', '8', '1']);
    expect(needsRehash(hash)).toBe(false);
    expect(needsRehash(await hashPassword('correct horse', 14))).toBe(true);
  });

  it('rehashes a hash of the old cost at the next successful sign-in, not at a failed one', async () => {
    await createUser(db, { username: 'ann', password: 'old-cost-pw', roles: ['Gamma'] }, { hashCost: 14 });
    const old = await storedHash('ann');
    expect(old).toMatch(/^scrypt\$16384\$/);
    expect(await authenticate(db, 'ann', 'wrong-password')).toBeNull();
    expect(await storedHash('ann')).toBe(old);
    expect(await authenticate(db, 'ann', 'old-cost-pw')).not.toBeNull();
    const fresh = await storedHash('ann');
    expect(fresh).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await authenticate(db, 'ann', 'old-cost-pw')).not.toBeNull();
    expect(await storedHash('ann')).toBe(fresh);
  });
});

describe('password policy', () => {
  it('refuses short passwords and the username as password with the shared message', async () => {
    for (const [username, password] of [
      ['ann', 'short'],
      ['annabelle', 'ANNABELLE'],
    ]) {
      await expect(
        createUser(db, { username: username!, password: password!, roles: ['Gamma'] }),
      ).rejects.toMatchObject({
        statusCode: 422,
        body: {
          message: { password: ['Password must be at least 8 characters and differ from the username.'] },
        },
      });
    }
    expect(await countUsers(db)).toBe(0);
  });
});

describe('createUser', () => {
  it('creates a user with roles and never stores the password in clear', async () => {
    const user = await createUser(
      db,
      {
        username: 'ann',
        password: 'secret-pw',
        firstName: 'Ann',
        lastName: 'Lee',
        email: 'ann@example.com',
        roles: ['Alpha'],
      },
      cheap,
    );
    expect(user).toMatchObject({
      username: 'ann',
      firstName: 'Ann',
      lastName: 'Lee',
      active: true,
      loginCount: 0,
    });
    const row = await db.selectFrom('ab_user').select('password_hash').executeTakeFirstOrThrow();
    expect(row.password_hash).not.toContain('secret-pw');
    expect(await countUsers(db)).toBe(1);
    expect((await listUsers(db)).map((u) => u.username)).toEqual(['ann']);
  });

  it('rejects duplicates, unknown roles and empty fields with 422 and writes nothing', async () => {
    await createUser(db, { username: 'ann', password: 'pw-secret', roles: ['Alpha'] }, cheap);
    await expect(
      createUser(db, { username: 'ann', password: 'pw-secret', roles: ['Alpha'] }, cheap),
    ).rejects.toMatchObject({
      statusCode: 422,
      body: { message: { username: ['A user with this username already exists.'] } },
    });
    await expect(
      createUser(db, { username: 'bob', password: 'pw-secret', roles: ['Wizard'] }, cheap),
    ).rejects.toMatchObject({
      statusCode: 422,
      body: { message: { roles: ['Unknown role: Wizard'] } },
    });
    await expect(
      createUser(db, { username: ' ', password: '', email: 'nope', roles: [] }, cheap),
    ).rejects.toMatchObject({
      statusCode: 422,
      body: {
        message: {
          username: expect.any(Array),
          password: expect.any(Array),
          email: expect.any(Array),
          roles: expect.any(Array),
        },
      },
    });
    expect(await countUsers(db)).toBe(1);
  });
});

describe('authenticate and recordLogin', () => {
  it('accepts the right password only, for active users', async () => {
    const user = await createUser(db, { username: 'ann', password: 'pw1-secret', roles: ['Gamma'] }, cheap);
    expect((await authenticate(db, 'ann', 'pw1-secret', cheap))?.id).toBe(user.id);
    expect(await authenticate(db, 'ann', 'pw2-secret', cheap)).toBeNull();
    expect(await authenticate(db, 'nobody', 'pw1-secret', cheap)).toBeNull();
    await db.updateTable('ab_user').set({ active: 0 }).execute();
    expect(await authenticate(db, 'ann', 'pw1-secret', cheap)).toBeNull();
  });

  it('counts logins', async () => {
    const user = await createUser(db, { username: 'ann', password: 'pw1-secret', roles: ['Gamma'] }, cheap);
    await recordLogin(db, user.id);
    await recordLogin(db, user.id);
    const found = await findUserByUsername(db, 'ann');
    expect(found?.loginCount).toBe(2);
    expect(found?.lastLogin).toMatch(/^\d{4}-\d\d-\d\dT/);
  });
});

describe('assignRoles', () => {
  it('replaces roles, and leaves them untouched on an unknown role', async () => {
    const user = await createUser(db, { username: 'ann', password: 'pw-secret', roles: ['Gamma'] }, cheap);
    await assignRoles(db, user.id, ['Alpha', 'sql_lab']);
    const names = async () =>
      (
        await db
          .selectFrom('ab_user_role as ur')
          .innerJoin('ab_role as r', 'r.id', 'ur.role_id')
          .select('r.name')
          .where('ur.user_id', '=', user.id)
          .execute()
      )
        .map((r) => r.name)
        .sort();
    expect(await names()).toEqual(['Alpha', 'sql_lab']);
    await expect(assignRoles(db, user.id, ['Admin', 'Ghost'])).rejects.toMatchObject({ statusCode: 422 });
    expect(await names()).toEqual(['Alpha', 'sql_lab']);
  });
});
