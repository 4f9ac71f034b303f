import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MetadataSchema } from '../repos/schema.js';
import { startPostgresServer, type PostgresServer } from '../testing/postgresServer.js';
import { migrateToLatest } from './migrate.js';
import { isPostgresDb } from '../repos/metadataDb.js';
import { openMetadataDb, openPostgresMetadataDb } from './openMetadataDb.js';

const now = new Date().toISOString();

async function exerciseStore(db: Kysely<MetadataSchema>) {
  expect(await migrateToLatest(db)).toEqual([
    '0001_initial',
    '0002_dynamic_plugins',
    '0003_filter_sets',
    '0004_sessions',
    '0005_log_retention',
    '0006_sql_lab',
  ]);
  // Idempotent: a second run applies nothing.
  expect(await migrateToLatest(db)).toEqual([]);
  const user = await db
    .insertInto('ab_user')
    .values({
      username: 'ann',
      first_name: '',
      last_name: '',
      email: '',
      password_hash: 'x',
      active: 1,
      login_count: 0,
      created_on: now,
      changed_on: now,
    })
    .returning(['id', 'active', 'login_count', 'username'])
    .executeTakeFirstOrThrow();
  expect(user).toEqual({ id: expect.any(Number), active: 1, login_count: 0, username: 'ann' });
  const { count } = await db
    .selectFrom('ab_user')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  expect(count).toBe(1);
  const { total } = await db
    .selectFrom('ab_user')
    .select(sql<number>`sum(login_count + 7)`.as('total'))
    .executeTakeFirstOrThrow();
  expect(total).toBe(7);
  // Foreign keys are enforced on both stores.
  await expect(
    db.insertInto('ab_user_role').values({ user_id: user.id, role_id: 999 }).execute(),
  ).rejects.toThrow();
}

describe('SQLite metadata store', () => {
  let home: string;
  let db: Kysely<MetadataSchema>;
  beforeAll(() => {
    home = mkdtempSync(join(tmpdir(), 'sightline-meta-'));
    db = openMetadataDb({ home, databaseUrl: null });
  });
  afterAll(async () => {
    await db.destroy();
    rmSync(home, { recursive: true, force: true });
  });

  it('migrates, returns numbers, enforces foreign keys, uses WAL', async () => {
    expect(isPostgresDb(db)).toBe(false);
    await exerciseStore(db);
    const mode = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db);
    expect(mode.rows[0]?.journal_mode).toBe('wal');
  });
});

describe('PostgreSQL metadata store', () => {
  let server: PostgresServer;
  let db: Kysely<MetadataSchema>;
  beforeAll(async () => {
    server = await startPostgresServer();
    db = openPostgresMetadataDb(server.url);
  });
  afterAll(async () => {
    await db?.destroy();
    await server?.stop();
  });

  it('migrates and returns count(*) and integer sums as numbers', async () => {
    expect(isPostgresDb(db)).toBe(true);
    await exerciseStore(db);
  });

  it('keeps working when the server closes its idle connections (restart, admin termination)', async () => {
    await sql`select 1`.execute(db);
    const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db);
    const admin = openPostgresMetadataDb(server.url);
    try {
      // Every other connection of this store, idle in the pool, is terminated by the server.
      await sql`select pg_terminate_backend(pid) from pg_stat_activity
                where datname = current_database() and pid <> pg_backend_pid()`.execute(admin);
    } finally {
      await admin.destroy();
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    const after = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db);
    expect(after.rows[0]!.pid).not.toBe(rows[0]!.pid);
  });
});
