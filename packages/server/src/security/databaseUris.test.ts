import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/createTestApp.js';
import { CONNECTION_FAILED_MESSAGE, PASSWORD_NEEDED_MESSAGE } from '../services/databaseService.js';

/**
 * A registered database is readable by everyone granted it, so a URI must not reach what the server
 * keeps for itself, and a connection test must not become a probe of the network or the disk.
 */

let t: TestApp;
let admin: Record<string, string>;
let dataDir: string;
let openPort: Server;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signIn('admin')).headers;
  dataDir = join(t.deps.config.home, 'data');
  mkdirSync(dataDir, { recursive: true });
  new Database(join(dataDir, 'sales.db')).close();
  // A port that accepts connections and closes them at once: not a database.
  openPort = createServer((socket) => socket.destroy());
  await new Promise<void>((resolve) => openPort.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  openPort?.close();
  await t?.close();
});

const createDatabase = (name: string, uri: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/database/',
    headers: admin,
    payload: { database_name: name, sqlalchemy_uri: uri },
  });

const testConnection = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/v1/database/test_connection/', headers: admin, payload });

const uriMessage = (response: Awaited<ReturnType<typeof createDatabase>>) =>
  (response.json() as { message: { sqlalchemy_uri?: string[] } | string }).message;

describe('database URIs', () => {
  it('refuses the metadata store, as a SQLite and as a DuckDB URI', async () => {
    for (const scheme of ['sqlite', 'duckdb']) {
      const response = await createDatabase(
        `meta_${scheme}`,
        `${scheme}:///${join(t.deps.config.home, 'sightline.db')}`,
      );
      expect(response.statusCode).toBe(422);
      expect(uriMessage(response)).toEqual({ sqlalchemy_uri: [expect.stringMatching(/security reasons/)] });
    }
  });

  it('refuses SQLite and DuckDB files outside the data directories, and creates no file', async () => {
    const outside = join(t.deps.config.home, 'elsewhere.duckdb');
    for (const uri of [
      `duckdb:///${outside}`,
      'sqlite:////etc/passwd',
      `duckdb:///${dataDir}/../escape.duckdb`,
    ]) {
      const response = await createDatabase('outside', uri);
      expect(response.statusCode, uri).toBe(422);
      expect(JSON.stringify(uriMessage(response))).toMatch(/outside the data directories/);
    }
    expect(existsSync(outside)).toBe(false);
    expect(existsSync(join(t.deps.config.home, 'escape.duckdb'))).toBe(false);
  });

  it('refuses URI options that name files or sockets', async () => {
    for (const uri of [
      'postgresql://u:p@127.0.0.1:5432/db?sslrootcert=/etc/passwd',
      'postgresql://u:p@127.0.0.1/db?host=/var/run/postgresql',
      `sqlite:///${join(dataDir, 'sales.db')}?vfs=unix-dotfile`,
    ]) {
      const response = await testConnection({ sqlalchemy_uri: uri });
      expect(response.statusCode, uri).toBe(422);
      expect(JSON.stringify(uriMessage(response))).toMatch(/cannot be used for security reasons/);
    }
  });

  it('accepts files in the data directory and in-memory databases', async () => {
    expect((await createDatabase('sales', `sqlite:///${join(dataDir, 'sales.db')}`)).statusCode).toBe(201);
    expect((await testConnection({ sqlalchemy_uri: 'duckdb:///:memory:' })).statusCode).toBe(200);
  });

  it('accepts any URI when the admin setting allows unsafe ones', async () => {
    t.deps.config.allowUnsafeDatabaseUris = true;
    try {
      const response = await testConnection({
        sqlalchemy_uri: `sqlite:///${join(t.deps.config.home, 'sightline.db')}`,
      });
      expect(response.statusCode).toBe(200);
    } finally {
      t.deps.config.allowUnsafeDatabaseUris = false;
    }
  });

  it('answers one message for a closed port, an open port, a missing file and a file of another kind', async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const probe = createServer();
      probe.listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });
    const openPortNumber = (openPort.address() as { port: number }).port;
    writeFileSync(join(dataDir, 'notes.duckdb'), 'not a database');
    const answers = await Promise.all(
      [
        `postgresql://u:p@127.0.0.1:${closedPort}/db`,
        `postgresql://u:p@127.0.0.1:${openPortNumber}/db`,
        `duckdb:///${join(dataDir, 'missing.duckdb')}`,
        `duckdb:///${join(dataDir, 'notes.duckdb')}`,
        `duckdb:///${join(dataDir, 'sales.db')}`,
      ].map((uri) => testConnection({ sqlalchemy_uri: uri })),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(422);
      expect(answer.json()).toEqual({ message: CONNECTION_FAILED_MESSAGE });
    }
    expect(existsSync(join(dataDir, 'missing.duckdb'))).toBe(false);
  });

  it('reuses a stored password only for the same host, port, user and database', async () => {
    const stored = await createDatabase('warehouse', 'duckdb:///:memory:');
    expect(stored.statusCode).toBe(201);
    await t.deps.db
      .updateTable('dbs')
      .set({
        sqlalchemy_uri: 'postgresql://reporter:XXXXXXXXXX@db.internal:5432/warehouse',
        password_encrypted: t.deps.secrets.encrypt('s3cret'),
        backend: 'postgresql',
      })
      .where('database_name', '=', 'warehouse')
      .execute();
    for (const uri of [
      'postgresql://reporter:XXXXXXXXXX@attacker.example:5432/warehouse',
      'postgresql://reporter:XXXXXXXXXX@db.internal:6543/warehouse',
      'postgresql://someone:XXXXXXXXXX@db.internal:5432/warehouse',
      'postgresql://reporter:XXXXXXXXXX@db.internal:5432/other',
    ]) {
      const response = await testConnection({ sqlalchemy_uri: uri, database_name: 'warehouse' });
      expect(response.statusCode, uri).toBe(422);
      expect(response.json()).toEqual({ message: { sqlalchemy_uri: [PASSWORD_NEEDED_MESSAGE] } });
    }
    const id = (
      await t.deps.db
        .selectFrom('dbs')
        .select('id')
        .where('database_name', '=', 'warehouse')
        .executeTakeFirstOrThrow()
    ).id;
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/database/${id}`,
      headers: admin,
      payload: { sqlalchemy_uri: 'postgresql://reporter:XXXXXXXXXX@attacker.example:5432/warehouse' },
    });
    expect(moved.statusCode).toBe(422);
  });
});
