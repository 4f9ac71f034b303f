import { mkdtempSync, readdirSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import type { MetadataSchema } from '../repos/schema.js';
import { openStoreChangeMark } from './storeChangeMark.js';

const dir = mkdtempSync(join(tmpdir(), 'sightline-mark-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A store on `file`; `statements` gets the SQL of each statement run through its Kysely connection. */
function store(file: string, statements: string[] = []) {
  const sqlite = new Database(file);
  if (file !== ':memory:') sqlite.pragma('journal_mode = WAL');
  sqlite.exec('create table t (x integer)');
  return new Kysely<MetadataSchema>({
    dialect: new SqliteDialect({ database: sqlite }),
    log: (event) => {
      statements.push(event.query.sql);
    },
  });
}

describe('openStoreChangeMark', () => {
  it('moves with each commit of the server’s connection or another one, and only then', async () => {
    const file = join(dir, 'store.db');
    const statements: string[] = [];
    const db = store(file, statements);
    const { mark } = openStoreChangeMark(db, false);
    const first = await mark();
    expect(first).not.toBeNull();
    // Read on the private connection: after finding the file, no mark goes through the server's one.
    const opening = statements.length;
    await mark();
    await sql`select count(*) from t`.execute(db);
    expect(await mark()).toBe(first);
    await sql`insert into t values (1)`.execute(db);
    const afterOwn = await mark();
    expect(afterOwn).not.toBe(first);
    const other = new Database(file);
    other.prepare('insert into t values (2)').run();
    other.close();
    expect(await mark()).not.toBe(afterOwn);
    expect(statements.slice(opening)).toEqual(['select count(*) from t', 'insert into t values (1)']);
    await db.destroy();
  });

  it('closes its private connection to the file with the store', async () => {
    const file = join(dir, 'closed.db');
    // The process's open handles on the store file (Linux /proc).
    const handles = () =>
      readdirSync('/proc/self/fd').filter((fd) => {
        try {
          return readlinkSync(`/proc/self/fd/${fd}`) === file;
        } catch {
          return false;
        }
      }).length;
    const db = store(file);
    const opened = openStoreChangeMark(db, false);
    await opened.mark();
    // SQLite keeps a closed connection's handle while another connection of the process holds locks on
    // the file: only once both are closed are all handles gone.
    await db.destroy();
    expect(handles()).toBeGreaterThan(0);
    opened.close();
    expect(handles()).toBe(0);
  });

  it('asks the store’s own connection when it has no file', async () => {
    const db = store(':memory:');
    const { mark } = openStoreChangeMark(db, false);
    const first = await mark();
    expect(await mark()).toBe(first);
    await sql`insert into t values (1)`.execute(db);
    expect(await mark()).not.toBe(first);
    await db.destroy();
  });

  it('is null on PostgreSQL', async () => {
    expect(await openStoreChangeMark(store(':memory:'), true).mark()).toBeNull();
  });
});
