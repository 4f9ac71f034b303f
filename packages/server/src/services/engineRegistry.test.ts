import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { openEngine, type Engine } from '@sightline/query-engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MetadataDb } from '../repos/metadataDb.js';
import { insertDatabase, loadDatabaseConnection, NEW_DATABASE_SETTINGS } from '../repos/databaseRepo.js';
import { createSecretBox } from '../secrets.js';
import { openTestMetadataDb } from '../testing/testMetadataDb.js';
import { startPostgresServer, type PostgresServer } from '../testing/postgresServer.js';
import { sealConnection } from './databaseService.js';
import { createEngineRegistry } from './engineRegistry.js';

const secrets = createSecretBox('engine-registry-test-secret');
let db: MetadataDb;
let closeDb: () => Promise<void>;
let dir: string;
let pgServer: PostgresServer;

/** Registers a database the way the API does: the URI's password sealed, the stored URI masked. */
async function addDatabase(name: string, uri: string): Promise<number> {
  const now = new Date().toISOString();
  return insertDatabase(db, {
    uuid: crypto.randomUUID(),
    database_name: name,
    ...sealConnection(secrets, uri, null),
    ...NEW_DATABASE_SETTINGS,
    created_on: now,
    changed_on: now,
    created_by_fk: null,
    changed_by_fk: null,
  });
}

beforeAll(async () => {
  ({ db, close: closeDb } = await openTestMetadataDb());
  dir = mkdtempSync(join(tmpdir(), 'sightline-engines-'));
  const file = new Database(join(dir, 'data.db'));
  file.exec('create table t (x integer); insert into t values (1), (2), (3);');
  file.close();
  pgServer = await startPostgresServer();
});
afterAll(async () => {
  await closeDb();
  await pgServer.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('createEngineRegistry', () => {
  it('opens one engine per database and reuses it, also for concurrent first uses', async () => {
    const opened: string[] = [];
    const registry = createEngineRegistry(db, secrets, (uri) => {
      opened.push(uri);
      return openEngine(uri);
    });
    const id = await addDatabase('file', `sqlite:///${join(dir, 'data.db')}`);
    const [a, b] = await Promise.all([registry.forDatabase(id), registry.forDatabase(id)]);
    expect(a).toBe(b);
    expect(await registry.forDatabase(id)).toBe(a);
    expect(opened).toHaveLength(1);
    const result = await a.run('select count(*) as n from t');
    expect(result.rows).toEqual([[3]]);

    await registry.invalidate(id);
    const c = await registry.forDatabase(id);
    expect(c).not.toBe(a);
    expect(opened).toHaveLength(2);
    await registry.closeAll();
  });

  it('reopens an engine when another process changed its database, seen at the next check', async () => {
    const opened: string[] = [];
    let clock = 0;
    const registry = createEngineRegistry(
      db,
      secrets,
      (uri) => {
        opened.push(uri);
        return openEngine(uri);
      },
      () => clock,
    );
    const id = await addDatabase('changing', `sqlite:///${join(dir, 'data.db')}`);
    const first = await registry.forDatabase(id);
    clock += 10_000;
    expect(await registry.forDatabase(id)).toBe(first);
    expect(opened).toHaveLength(1);

    // The same change made through another process's API: this registry was not told.
    const copy = join(dir, 'copy.db');
    const file = new Database(copy);
    file.exec('create table t (x integer); insert into t values (7);');
    file.close();
    await db
      .updateTable('dbs')
      .set({ sqlalchemy_uri: `sqlite:///${copy}` })
      .where('id', '=', id)
      .execute();
    clock += 1_000;
    expect(await registry.forDatabase(id)).toBe(first);
    clock += 5_000;
    const reopened = await registry.forDatabase(id);
    expect(reopened).not.toBe(first);
    expect((await reopened.run('select x from t')).rows).toEqual([[7]]);
    expect(opened).toEqual([`sqlite:///${join(dir, 'data.db')}`, `sqlite:///${copy}`]);

    await db.deleteFrom('dbs').where('id', '=', id).execute();
    clock += 10_000;
    await expect(registry.forDatabase(id)).rejects.toMatchObject({ statusCode: 404 });
    await registry.closeAll();
  });

  it('puts the decrypted password into the masked URI', async () => {
    const opened: string[] = [];
    const registry = createEngineRegistry(db, secrets, (uri) => {
      opened.push(uri);
      return openEngine(uri);
    });
    const uri = `postgresql://postgres:${encodeURIComponent('s3cr@t/pw')}@127.0.0.1:${pgServer.port}/postgres`;
    const id = await addDatabase('pg', uri);
    expect((await loadDatabaseConnection(db, id))?.sqlalchemy_uri).toBe(
      `postgresql://postgres:XXXXXXXXXX@127.0.0.1:${pgServer.port}/postgres`,
    );
    const engine: Engine = await registry.forDatabase(id);
    expect(opened[0]).toBe(uri);
    expect((await engine.run('select 1 as one')).rows).toEqual([[1]]);
    await registry.closeAll();
  });

  it('answers 404 for an unknown database and does not cache failures', async () => {
    const registry = createEngineRegistry(db, secrets);
    await expect(registry.forDatabase(99999)).rejects.toMatchObject({ statusCode: 404 });
    const id = await addDatabase('missing-file', `sqlite:///${join(dir, 'nope', 'missing.db')}`);
    await expect(registry.forDatabase(id)).rejects.toThrow();
    await expect(registry.forDatabase(id)).rejects.toThrow();
    await registry.closeAll();
  });
});
