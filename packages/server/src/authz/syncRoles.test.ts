import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MetadataDb } from '../repos/metadataDb.js';
import { createUser } from '../services/users.js';
import { openTestMetadataDb } from '../testing/testMetadataDb.js';
import { loadAuthUser, loadUserRoles } from './loadAuthUser.js';
import { ROLE_CATALOGUE } from './roleCatalogue.js';
import { syncRoles } from './syncRoles.js';
import { NEW_DATABASE_SETTINGS } from '../repos/databaseRepo.js';
import { NEW_DATASET_SETTINGS } from '../repos/datasetRepo.js';

let db: MetadataDb;
let close: () => Promise<void>;
beforeEach(async () => {
  ({ db, close } = await openTestMetadataDb());
});
afterEach(() => close());

async function rolePairs(role: string) {
  const rows = await db
    .selectFrom('ab_permission_view_role as pvr')
    .innerJoin('ab_permission_view as pv', 'pv.id', 'pvr.permission_view_id')
    .innerJoin('ab_role as r', 'r.id', 'pvr.role_id')
    .select(['pv.permission', 'pv.view_menu'])
    .where('r.name', '=', role)
    .execute();
  return rows.map((r) => `${r.permission}:${r.view_menu}`).sort();
}

describe('syncRoles', () => {
  it('seeds the five roles with their catalogue permissions', async () => {
    const roles = await db.selectFrom('ab_role').select('name').orderBy('name').execute();
    expect(roles.map((r) => r.name).sort()).toEqual(['Admin', 'Alpha', 'Gamma', 'Public', 'sql_lab']);
    for (const [role, pairs] of Object.entries(ROLE_CATALOGUE)) {
      expect(await rolePairs(role)).toEqual(pairs.map(([p, v]) => `${p}:${v}`).sort());
    }
    expect(await rolePairs('Public')).toEqual([]);
    expect(await rolePairs('Gamma')).toContain('can_write:Dashboard');
    expect(await rolePairs('Gamma')).not.toContain('can_write:Dataset');
    expect(await rolePairs('Alpha')).toContain('can_read:Database');
    expect(await rolePairs('Alpha')).not.toContain('can_write:Database');
    expect(await rolePairs('sql_lab')).toContain('can_read:SQLLab');
  });

  it('is idempotent and restores drifted built-in roles, leaving custom roles alone', async () => {
    const before = await rolePairs('Alpha');
    const gammaId = (
      await db.selectFrom('ab_role').select('id').where('name', '=', 'Gamma').executeTakeFirstOrThrow()
    ).id;
    const dbWrite = await db
      .selectFrom('ab_permission_view')
      .select('id')
      .where('permission', '=', 'can_write')
      .where('view_menu', '=', 'Database')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('ab_permission_view_role')
      .values({ role_id: gammaId, permission_view_id: dbWrite.id })
      .execute();
    await db.insertInto('ab_role').values({ name: 'Custom' }).execute();
    await syncRoles(db);
    await syncRoles(db);
    expect(await rolePairs('Alpha')).toEqual(before);
    expect(await rolePairs('Gamma')).not.toContain('can_write:Database');
    expect((await db.selectFrom('ab_role').select('name').execute()).map((r) => r.name)).toContain('Custom');
    const { count } = await db
      .selectFrom('ab_role')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(count).toBe(6);
  });
});

describe('syncRoles and data permissions', () => {
  it('registers the views of every database, dataset and schema and keeps data grants to built-in roles', async () => {
    const now = new Date().toISOString();
    const audit = { created_on: now, changed_on: now, created_by_fk: null, changed_by_fk: null };
    const { id: dbId } = await db
      .insertInto('dbs')
      .values({
        ...NEW_DATABASE_SETTINGS,
        ...audit,
        uuid: 'u-db',
        database_name: 'shop',
        sqlalchemy_uri: 'sqlite:///shop.db',
        password_encrypted: null,
        backend: 'sqlite',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: tableId } = await db
      .insertInto('tables')
      .values({
        ...NEW_DATASET_SETTINGS,
        ...audit,
        uuid: 'u-t',
        database_id: dbId,
        schema: 'main',
        table_name: 'orders',
        sql: null,
        main_dttm_col: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await syncRoles(db);
    const views = await db.selectFrom('ab_permission_view').select(['permission', 'view_menu']).execute();
    expect(views.map((v) => `${v.permission}:${v.view_menu}`)).toEqual(
      expect.arrayContaining([
        `datasource_access:[shop].[orders](id:${tableId})`,
        'schema_access:[shop].[main]',
        `database_access:[shop].(id:${dbId})`,
      ]),
    );
    const gamma = await db
      .selectFrom('ab_role')
      .select('id')
      .where('name', '=', 'Gamma')
      .executeTakeFirstOrThrow();
    const view = await db
      .selectFrom('ab_permission_view')
      .select('id')
      .where('permission', '=', 'schema_access')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('ab_permission_view_role')
      .values({ role_id: gamma.id, permission_view_id: view.id })
      .execute();
    await db.updateTable('tables').set({ table_name: 'sales' }).where('id', '=', tableId).execute();
    await syncRoles(db);
    expect(await rolePairs('Gamma')).toContain('schema_access:[shop].[main]');
    const renamed = await db
      .selectFrom('ab_permission_view')
      .select('view_menu')
      .where('permission', '=', 'datasource_access')
      .execute();
    expect(renamed.map((r) => r.view_menu)).toEqual([`[shop].[sales](id:${tableId})`]);
  });
});

describe('loadAuthUser', () => {
  it('flattens the permissions of all roles and lists role names', async () => {
    const user = await createUser(db, {
      username: 'sam',
      password: 'pw-secret',
      roles: ['Gamma', 'sql_lab'],
      firstName: 'Sam',
    });
    const auth = await loadAuthUser(db, user.id);
    expect(auth).toMatchObject({
      id: user.id,
      username: 'sam',
      firstName: 'Sam',
      roles: ['Gamma', 'sql_lab'],
    });
    expect(auth!.permissions.has('can_read:Chart')).toBe(true);
    expect(auth!.permissions.has('can_read:SQLLab')).toBe(true);
    expect(auth!.permissions.has('can_write:Dataset')).toBe(false);
    const roles = await loadUserRoles(db, user.id);
    expect(Object.keys(roles)).toEqual(['Gamma', 'sql_lab']);
    expect(roles.Gamma).toContainEqual(['can_read', 'Chart']);
  });

  it('lists a role without permissions, and whole pair lists of the others', async () => {
    await db.insertInto('ab_role').values({ name: 'Empty' }).execute();
    const user = await createUser(db, { username: 'eve', password: 'pw-secret', roles: ['Gamma', 'Empty'] });
    const roles = await loadUserRoles(db, user.id);
    expect(Object.keys(roles)).toEqual(['Empty', 'Gamma']);
    expect(roles.Empty).toEqual([]);
    expect(roles.Gamma!.map(([p, v]) => `${p}:${v}`).sort()).toEqual(await rolePairs('Gamma'));
    expect((await loadAuthUser(db, user.id))!.roles).toEqual(['Empty', 'Gamma']);
  });

  it('returns null for unknown and deactivated users', async () => {
    expect(await loadAuthUser(db, 12345)).toBeNull();
    const user = await createUser(db, { username: 'old', password: 'pw-secret', roles: ['Alpha'] });
    await db.updateTable('ab_user').set({ active: 0 }).where('id', '=', user.id).execute();
    expect(await loadAuthUser(db, user.id)).toBeNull();
  });
});
