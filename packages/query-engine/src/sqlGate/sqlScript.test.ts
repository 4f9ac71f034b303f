import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../engine.js';
import { QueryTimeoutError, ScriptStatementError } from '../errors.js';
import { openEngine } from '../openEngine.js';
import { startPostgresServer, type PostgresTestServer } from '../testing/postgresServer.js';
import { splitScript } from './sqlScript.js';

const duckdbRules = { dollarQuotes: true, nestedComments: true, bracketIdentifiers: false };

describe('splitScript', () => {
  it('splits at statement ends only, keeping each statement’s first line', () => {
    const pieces = splitScript(
      'SELECT \';\' AS a; -- a comment; still\n/* x; /* nested; */ y; */\nSELECT $$;$$, "a;b"\n;\n  ;',
      duckdbRules,
    );
    expect(pieces).toEqual([
      { sql: "SELECT ';' AS a", line: 1 },
      { sql: '-- a comment; still\n/* x; /* nested; */ y; */\nSELECT $$;$$, "a;b"', line: 1 },
    ]);
  });

  it('refuses a text with no statement', () => {
    expect(() => splitScript(' -- nothing\n;', duckdbRules)).toThrow('no statement');
  });
});

/** The same checks and runs on each engine. */
function scriptSuite(
  name: string,
  open: () => Promise<{ readOnly: Engine; writable: Engine; close(): Promise<void> }>,
) {
  describe(`${name} scripts`, () => {
    let engines: { readOnly: Engine; writable: Engine; close(): Promise<void> };
    beforeAll(async () => {
      engines = await open();
    });
    afterAll(async () => {
      await engines?.close();
    });

    it('sorts statements, reads their own limits and answers the last result', async () => {
      const { writable } = engines;
      const statements = await writable.sqlGate.checkScript(
        'CREATE TABLE t1 (a INTEGER);\nINSERT INTO t1 VALUES (1), (2), (3);\nSELECT a FROM t1 ORDER BY a LIMIT 2',
        { allowDml: true },
      );
      expect(statements.map((s) => [s.kind, s.limit, s.line])).toEqual([
        ['write', null, 1],
        ['write', null, 2],
        ['select', 2, 3],
      ]);
      const result = await writable.runScript(statements, { transaction: true, maxRows: 10 });
      expect(result.rows.map((row) => Number(row[0]))).toEqual([1, 2]);
      const few = await writable.runScript(statements.slice(2), { transaction: false, maxRows: 1 });
      expect(few.rows).toHaveLength(1);
    });

    it('refuses writes without DML, other statements always, and refused functions anywhere', async () => {
      const gate = engines.readOnly.sqlGate;
      await expect(gate.checkScript('SELECT 1; DELETE FROM t1', { allowDml: false })).rejects.toThrow(
        'does not allow DML',
      );
      await expect(gate.checkScript('VACUUM', { allowDml: true })).rejects.toThrow('not allowed');
      const sleeper =
        name === 'PostgreSQL' ? 'pg_sleep(1)' : name === 'DuckDB' ? 'sleep_ms(1)' : 'load_extension(1)';
      await expect(gate.checkScript(`SELECT 1; SELECT ${sleeper}`, { allowDml: false })).rejects.toThrow(
        'is not allowed',
      );
      await expect(
        engines.writable.sqlGate.checkScript(`CREATE TABLE t2 AS SELECT ${sleeper} AS x`, { allowDml: true }),
      ).rejects.toThrow('is not allowed');
    });

    it('rolls back a failed script and names the failed statement', async () => {
      const { writable } = engines;
      const statements = await writable.sqlGate.checkScript(
        'CREATE TABLE t3 (a INTEGER); INSERT INTO t3 VALUES (1); SELECT * FROM missing_table',
        { allowDml: true },
      );
      const failure = await writable
        .runScript(statements, { transaction: true, maxRows: 10 })
        .catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(ScriptStatementError);
      expect((failure as ScriptStatementError).index).toBe(2);
      await expect(writable.run('SELECT * FROM t3')).rejects.toThrow();
    });
  });
}

scriptSuite('DuckDB', async () => {
  const engine = await openEngine('duckdb:///:memory:', { allowDml: true });
  return { readOnly: engine, writable: engine, close: () => engine.close() };
});

scriptSuite('SQLite', async () => {
  const engine = await openEngine('sqlite://', { allowDml: true });
  return { readOnly: engine, writable: engine, close: () => engine.close() };
});

let server: PostgresTestServer;
scriptSuite('PostgreSQL', async () => {
  server = await startPostgresServer();
  const url = await server.createDatabase('scripts');
  const writable = await openEngine(url, { allowDml: true });
  const readOnly = await openEngine(url);
  return {
    readOnly,
    writable,
    async close() {
      await writable.close();
      await readOnly.close();
      await server.stop();
    },
  };
});

describe('DuckDB script timeout', () => {
  it('interrupts a long statement', async () => {
    const engine = await openEngine('duckdb:///:memory:');
    try {
      const statements = await engine.sqlGate.checkScript('SELECT count(*) FROM range(100000000000) a', {
        allowDml: false,
      });
      await expect(
        engine.runScript(statements, { transaction: false, maxRows: 10, timeoutMs: 200 }),
      ).rejects.toBeInstanceOf(QueryTimeoutError);
    } finally {
      await engine.close();
    }
  });
});
