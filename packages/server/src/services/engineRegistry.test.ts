import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Kysely } from 'kysely';
import { openEngine, type Engine } from '@sightline/query-engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MetadataSchema } from '../repos/schema.js';
import { createSecretBox } from '../secrets.js';
import { openTestMetadataDb } from '../testing/testMetadataDb.js';
import { startPostgresServer, type PostgresServer } from '../testing/postgresServer.js';
import { createEngineRegistry } from './engineRegistry.js';

const secrets = createSecretBox('engine-registry-test-secret');
let db: Kysely<MetadataSchema>;
let closeDb: () => Promise<void>;
let dir: string;
let pgServer: PostgresServer;

async function addDatabase(name: string, uri: string, password: string | null): Promise<number> {
  const now = new Date().toISOString();
  const { id } = await db
    .insertInto('dbs')
    .values({
      uuid: crypto.randomUUID(),
      database_name: name,
      sqlalchemy_uri: uri,
      password_encrypted: password === null ? null : secrets.encrypt(password),
      backend: uri.split(':')[0]!,
      expose_in_sqllab: 1,
      allow_run_async: 0,
      allow_dml: 0,
      allow_file_upload: 0,
      allow_ctas: 0,
      allow_cvas: 0,
      cache_timeout: null,
      extra: '{}',
      is_managed_externally: 0,
      external_url: null,
      created_on: now,
      changed_on: now,
      created_by_fk: null,
      changed_by_fk: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
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
    const id = await addDatabase('file', `sqlite:///${join(dir, 'data.db')}`, null);
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

  it('puts the decrypted password into the masked URI', async () => {
    const opened: string[] = [];
    const registry = createEngineRegistry(db, secrets, (uri) => {
      opened.push(uri);
      return openEngine(uri);
    });
    const masked = `postgresql://postgres:XXXXXXXXXX@127.0.0.1:${pgServer.port}/postgres`;
    const id = await addDatabase('pg', masked, 's3cr@t/pw');
    const engine: Engine = await registry.forDatabase(id);
    expect(opened[0]).toBe(
      `postgresql://postgres:${encodeURIComponent('s3cr@t/pw')}@127.0.0.1:${pgServer.port}/postgres`,
    );
    expect((await engine.run('select 1 as one')).rows).toEqual([[1]]);
    await registry.closeAll();
  });

  it('answers 404 for an unknown database and does not cache failures', async () => {
    const registry = createEngineRegistry(db, secrets);
    await expect(registry.forDatabase(99999)).rejects.toMatchObject({ statusCode: 404 });
    const id = await addDatabase('missing-file', `sqlite:///${join(dir, 'nope', 'missing.db')}`, null);
    await expect(registry.forDatabase(id)).rejects.toThrow();
    await expect(registry.forDatabase(id)).rejects.toThrow();
    await registry.closeAll();
  });
});
