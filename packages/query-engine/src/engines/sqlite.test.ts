import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GenericDataType, type Engine } from '../engine.js';
import { QueryCancelledError } from '../errors.js';
import { openEngine } from '../openEngine.js';

describe('SQLite engine (real SQLite file)', () => {
  let dir: string;
  let file: string;
  let engine: Engine;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'sightline-sqlite-'));
    file = join(dir, 'data.db');
    const setup = new Database(file);
    setup.exec(`CREATE TABLE people (id INTEGER PRIMARY KEY, name TEXT NOT NULL, born DATE,
                  seen_at DATETIME, score REAL, active BOOLEAN, note VARCHAR(20));
                INSERT INTO people VALUES (1, 'Ada', '1815-12-10', '2024-05-01 12:34:56', 9.5, 1, NULL),
                  (2, 'Alan', '1912-06-23', '2024-05-02T08:00', 8.25, 0, 'x'),
                  (3, 'Big', NULL, NULL, NULL, NULL, '9007199254740993');
                CREATE VIEW active_people AS SELECT * FROM people WHERE active = 1;`);
    setup.close();
    engine = await openEngine(`sqlite:///${file}`);
  });

  afterAll(async () => {
    await engine.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('returns typed columns from declared types and ISO timestamps', async () => {
    const result = await engine.run(
      'SELECT id, name, born, seen_at, score FROM people WHERE id <= ? ORDER BY id',
      {
        params: [2],
      },
    );
    expect(result.rows).toEqual([
      [1, 'Ada', '1815-12-10', '2024-05-01T12:34:56.000Z', 9.5],
      [2, 'Alan', '1912-06-23', '2024-05-02T08:00:00.000Z', 8.25],
    ]);
    expect(result.columns.map((c) => [c.name, c.typeGeneric, c.isDttm])).toEqual([
      ['id', GenericDataType.NUMERIC, false],
      ['name', GenericDataType.STRING, false],
      ['born', GenericDataType.TEMPORAL, true],
      ['seen_at', GenericDataType.TEMPORAL, true],
      ['score', GenericDataType.NUMERIC, false],
    ]);
  });

  it('binds booleans and keeps huge integers exact', async () => {
    const { rows } = await engine.run('SELECT count(*), 9007199254740993 FROM people WHERE active = ?', {
      params: [true],
    });
    expect(rows).toEqual([[1, '9007199254740993']]);
  });

  it('is read-only by default', async () => {
    await expect(engine.run(`DELETE FROM people`)).rejects.toThrow(/readonly/);
    const writable = await openEngine(`sqlite:///${file}?mode=rw`);
    await writable.run(`UPDATE people SET note = ? WHERE id = 1`, { params: ['edited'] });
    await writable.close();
    expect((await engine.run('SELECT note FROM people WHERE id = 1')).rows).toEqual([['edited']]);
  });

  it('fails to open a missing file', async () => {
    await expect(openEngine(`sqlite:///${join(dir, 'missing.db')}`)).rejects.toThrow();
  });

  it('lists schemas, tables and views, and describes a table', async () => {
    expect(await engine.listSchemas()).toEqual(['main']);
    expect(await engine.listTables(null)).toEqual([
      { schema: 'main', table: 'active_people' },
      { schema: 'main', table: 'people' },
    ]);
    const columns = await engine.describeTable({ schema: null, table: 'people' });
    expect(columns.map((c) => [c.name, c.type, c.typeGeneric, c.nullable])).toEqual([
      ['id', 'INTEGER', GenericDataType.NUMERIC, true],
      ['name', 'TEXT', GenericDataType.STRING, false],
      ['born', 'DATE', GenericDataType.TEMPORAL, true],
      ['seen_at', 'DATETIME', GenericDataType.TEMPORAL, true],
      ['score', 'REAL', GenericDataType.NUMERIC, true],
      ['active', 'BOOLEAN', GenericDataType.BOOLEAN, true],
      ['note', 'VARCHAR(20)', GenericDataType.STRING, true],
    ]);
    await expect(engine.describeTable({ schema: null, table: 'nope' })).rejects.toThrow(
      'Table nope does not exist',
    );
  });

  it('describes a query, typing expressions by their values', async () => {
    const columns = await engine.describeQuery(
      'SELECT name, score * 2 AS double_score, upper(name) AS up FROM people',
    );
    expect(columns.map((c) => [c.name, c.typeGeneric])).toEqual([
      ['name', GenericDataType.STRING],
      ['double_score', GenericDataType.NUMERIC],
      ['up', GenericDataType.STRING],
    ]);
  });

  it('honours an AbortSignal that fired before the statement', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(engine.run('SELECT 1', { signal: controller.signal })).rejects.toBeInstanceOf(
      QueryCancelledError,
    );
  });

  it('opens in-memory databases writable', async () => {
    const memory = await openEngine('sqlite://');
    await memory.run('CREATE TABLE t (x INTEGER)');
    await memory.run('INSERT INTO t VALUES (?), (?)', { params: [1, 2] });
    expect((await memory.run('SELECT sum(x) FROM t')).rows).toEqual([[3]]);
    await memory.close();
  });
});
