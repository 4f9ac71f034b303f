import { afterEach, describe, expect, it } from 'vitest';
import { openTestMetadataDb } from '../testing/testMetadataDb.js';
import { createUser } from '../services/users.js';
import { createAuthUserCache } from './authUserCache.js';
import { createPermissionGeneration } from './permissionGeneration.js';

describe('createAuthUserCache', () => {
  const closers: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const close of closers.splice(0)) await close();
  });

  it('serves a user from memory until the lifetime ends, then reads the store again', async () => {
    const { db, close } = await openTestMetadataDb();
    closers.push(close);
    const created = await createUser(db, { username: 'ann', password: 'pw-ann-1', roles: ['Gamma'] });
    let clock = 0;
    const cache = createAuthUserCache(db, createPermissionGeneration(), { ttlMs: 1000, now: () => clock });

    expect((await cache.get(created.id))?.roles).toEqual(['Gamma']);
    await db.updateTable('ab_user').set({ active: 0 }).where('id', '=', created.id).execute();
    clock = 999;
    expect(await cache.get(created.id)).not.toBeNull();
    clock = 1000;
    expect(await cache.get(created.id)).toBeNull();
  });
});
