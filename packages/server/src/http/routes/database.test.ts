import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/createTestApp.js';
import { setUpResourceTests, type SeededContent } from '../../testing/resourceTestContent.js';

let t: TestApp;
let seeded: SeededContent;
let admin: Record<string, string>;
let alpha: Record<string, string>;

beforeAll(async () => {
  ({ t, seeded, admin, alpha } = await setUpResourceTests({ alpha: 'al', gamma: 'gia' }));
});
afterAll(() => t.close());

/** The SQLite engine opens existing files only, so tests create theirs first. */
function sqliteUri(name: string): string {
  const file = join(t.deps.config.home, 'data', name);
  new Database(file).close();
  return `sqlite:///${file}`;
}

describe('database API', () => {
  it('lists databases with backend and flags, never a password', async () => {
    const body = (await t.app.inject({ url: '/api/v1/database/', headers: alpha })).json();
    expect(body.result).toEqual([
      expect.objectContaining({
        id: seeded.databaseId,
        database_name: 'examples',
        backend: 'sqlite',
        expose_in_sqllab: true,
        allow_dml: false,
      }),
    ]);
    expect(body.result[0].sqlalchemy_uri).toBeUndefined();
  });

  it('creates from a SQLAlchemy URI after testing the connection; only with can_write', async () => {
    const uri = sqliteUri('second.db');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/database/',
          headers: alpha,
          payload: { database_name: 'second', sqlalchemy_uri: uri },
        })
      ).statusCode,
    ).toBe(403);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/database/',
      headers: admin,
      payload: { database_name: 'second', sqlalchemy_uri: uri, allow_dml: true },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().result).toMatchObject({
      database_name: 'second',
      backend: 'sqlite',
      allow_dml: true,
    });
    const dup = await t.app.inject({
      method: 'POST',
      url: '/api/v1/database/',
      headers: admin,
      payload: { database_name: 'second', sqlalchemy_uri: uri },
    });
    expect(dup.json()).toEqual({
      message: { database_name: ['A database with the same name already exists.'] },
    });
  });

  it('stores passwords sealed and shows them masked', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/database/',
      headers: admin,
      payload: { database_name: 'warehouse', sqlalchemy_uri: sqliteUri('wh.db') },
    });
    const { id } = created.json();
    // Switching to a PostgreSQL URI is an update; no connection is made until the database is used.
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/database/${id}`,
      headers: admin,
      payload: { sqlalchemy_uri: 'postgresql+psycopg2://scott:s3cr%40t@db.example.com:5432/sales' },
    });
    expect(put.statusCode, put.body).toBe(200);
    const got = (await t.app.inject({ url: `/api/v1/database/${id}`, headers: admin })).json().result;
    expect(got.sqlalchemy_uri).toBe('postgresql+psycopg2://scott:XXXXXXXXXX@db.example.com:5432/sales');
    expect(got.backend).toBe('postgresql');
    const row = await t.deps.db.selectFrom('dbs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.sqlalchemy_uri).not.toContain('s3cr');
    expect(t.deps.secrets.decrypt(row.password_encrypted as string)).toBe('s3cr@t');
    // Sending the masked URI back keeps the stored password.
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/database/${id}`,
      headers: admin,
      payload: { sqlalchemy_uri: got.sqlalchemy_uri, database_name: 'wh' },
    });
    const again = await t.deps.db
      .selectFrom('dbs')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(t.deps.secrets.decrypt(again.password_encrypted as string)).toBe('s3cr@t');
    expect(again.database_name).toBe('wh');
  });

  it('answers 422 for a bad URI, an extra that is not a JSON object and a failing connection test', async () => {
    const badUri = await t.app.inject({
      method: 'POST',
      url: '/api/v1/database/',
      headers: admin,
      payload: { database_name: 'bad', sqlalchemy_uri: 'not a uri' },
    });
    expect(badUri.statusCode).toBe(422);
    expect(badUri.json().message.sqlalchemy_uri).toHaveLength(1);
    for (const extra of ['{"engine_params": ', '[1]']) {
      const badExtra = await t.app.inject({
        method: 'POST',
        url: '/api/v1/database/',
        headers: admin,
        payload: { database_name: 'bad', sqlalchemy_uri: `sqlite:///${seeded.analyticsFile}`, extra },
      });
      expect(badExtra.statusCode).toBe(422);
      expect(badExtra.json()).toEqual({
        message: { extra: ['Field cannot be decoded by JSON. Extra JSON is not valid'] },
      });
    }
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/v1/database/test_connection/',
      headers: admin,
      payload: { sqlalchemy_uri: `sqlite:///${seeded.analyticsFile}` },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/database/test_connection/',
      headers: admin,
      payload: { sqlalchemy_uri: 'postgresql://u:p@127.0.0.1:1/nodb' },
    });
    expect(refused.statusCode).toBe(422);
    expect(typeof refused.json().message).toBe('string');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/database/test_connection/',
          payload: { sqlalchemy_uri: 'sqlite://' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('refuses to delete a database that has datasets, deletes an unused one', async () => {
    const blocked = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/database/${seeded.databaseId}`,
      headers: admin,
    });
    expect(blocked.statusCode).toBe(422);
    expect(blocked.json()).toEqual({ message: 'Cannot delete a database that has datasets attached' });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/database/',
      headers: admin,
      payload: { database_name: 'temp', sqlalchemy_uri: sqliteUri('temp.db') },
    });
    const { id } = created.json();
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/v1/database/${id}`, headers: admin })).json(),
    ).toEqual({ message: 'OK' });
    expect((await t.app.inject({ url: `/api/v1/database/${id}`, headers: admin })).statusCode).toBe(404);
  });
});
