import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../engine.js';
import { openEngine } from '../openEngine.js';
import { QueryCompileError } from '../sql/queryCompileError.js';
import { startPostgresServer, type PostgresTestServer } from '../testing/postgresServer.js';
import type { SqlText } from './sqlGate.js';

/**
 * The SQL gate of every engine, each with its real engine: the same hostile texts are refused
 * everywhere, and ordinary analyst SQL passes.
 */

const expression = (text: string, place: SqlText['place'] = 'where'): SqlText => ({
  kind: 'expression',
  place,
  text,
});
const select = (text: string): SqlText => ({ kind: 'select', place: 'dataset', text });

/** The shape that smuggled statements past the old check: dollar quotes read differently. */
const DOLLAR_SMUGGLE =
  "$q$a$$ || ' $q$ IS NOT NULL ) ; CREATE TABLE smuggled AS SELECT 1 ; SELECT 1 WHERE ( $q$ ' || $q$ IS NOT NULL";

const REFUSED_EVERYWHERE: [string, SqlText][] = [
  ['a second statement', expression('1 = 1); DROP TABLE t; SELECT (1')],
  ['a clause escaping its parentheses', expression('1) AS __expr FROM __sightline_check UNION SELECT (2')],
  ['a sub-query', expression('region IN (SELECT name FROM secrets)')],
  ['a comment hiding the rest', expression('1 = 1 -- ')],
  ['an empty text', expression('   ')],
  ['a huge text', expression(Array.from({ length: 50_000 }, () => '1').join(' + '))],
  ['several statements as a dataset', select('SELECT 1; SELECT 2')],
  ['a write as a dataset', select('DELETE FROM t')],
  ['an ATTACH as a dataset', select("ATTACH '/tmp/x.db' AS x")],
  ['a dollar-quote smuggle', expression(DOLLAR_SMUGGLE)],
];

interface EngineCase {
  name: string;
  open: () => Promise<Engine>;
  passes: SqlText[];
  refused: [string, SqlText][];
}

let postgres: PostgresTestServer | undefined;

const CASES: EngineCase[] = [
  {
    name: 'DuckDB',
    open: () => openEngine('duckdb:///:memory:'),
    passes: [
      expression("date_trunc('month', ds) > DATE '2024-01-01'"),
      expression('SUM(amount) * 2', 'metric'),
      expression("CASE WHEN region = 'north' THEN 1 ELSE 0 END", 'column'),
      expression("$$a;b$$ || region || ';'"),
      expression('row_number() OVER (PARTITION BY region ORDER BY ds)', 'column'),
      select('WITH a AS (SELECT 1 AS x) SELECT x FROM a;'),
      select('SELECT range AS n FROM range(10)'),
    ],
    refused: [
      ['a file read', expression("length(read_text('/etc/hostname')) > 0")],
      ['a file read as a dataset', select("SELECT content FROM read_text('secret.key')")],
      ['a CSV read as a dataset', select("SELECT * FROM read_csv_auto('/etc/passwd')")],
      ['a sleep', expression('sleep_ms(60000) IS NULL')],
      ['a sleep through its PostgreSQL name', expression('pg_sleep(60) IS NULL')],
      ['a setting read', expression("current_setting('temp_directory') <> ''")],
      ['SQL run from a string', select("SELECT * FROM query('SELECT 1')")],
      ['a COPY', select("COPY (SELECT 1) TO '/tmp/out.csv'")],
      ['an INSTALL', select('INSTALL httpfs')],
    ],
  },
  {
    name: 'PostgreSQL',
    open: async () => {
      postgres = await startPostgresServer();
      return openEngine(await postgres.createDatabase('gate'));
    },
    passes: [
      expression("date_trunc('month', ds) > DATE '2024-01-01'"),
      expression('SUM(amount) * 2', 'metric'),
      expression("$$a;b$$ || region || ';'"),
      // An escaped quote inside an E'' string, read as PostgreSQL reads it: one comparison.
      expression("E'\\' ) OR (1=1 ' = 'x'"),
      select('WITH a AS (SELECT 1 AS x) SELECT x FROM a;'),
      select('SELECT n FROM generate_series(1, 10) AS n'),
    ],
    refused: [
      ['a file read', expression("length(pg_read_file('/etc/hostname')) > 0")],
      ['a sleep', expression('pg_sleep(60) IS NULL')],
      ['a schema-qualified sleep', expression('pg_catalog.pg_sleep(60) IS NULL')],
      ['a setting change', expression("set_config('work_mem', '1GB', false) <> ''")],
      ['SQL run from a string', select("SELECT query_to_xml('SELECT 1', true, true, '')")],
      ['rows locked', select('SELECT 1 AS x FROM pg_class FOR UPDATE')],
      ['a data-modifying WITH', select('WITH d AS (DELETE FROM t RETURNING *) SELECT * FROM d')],
      ['SELECT INTO', select('SELECT 1 AS x INTO copied')],
    ],
  },
  {
    name: 'SQLite',
    open: () => openEngine('sqlite://'),
    passes: [
      expression("strftime('%Y', ds) = '2024'"),
      expression('SUM(amount) * 2', 'metric'),
      expression("'a;b' || \"region\" || ';'"),
      select('WITH a AS (SELECT 1 AS x) SELECT x FROM a;'),
    ],
    refused: [
      ['an extension load', expression("load_extension('/tmp/evil.so') IS NULL")],
      ['a bracket-quoted smuggle', expression("[x'] = 1 ) OR ( 1 = 1 OR [']")],
      ['a table-valued pragma', select("SELECT * FROM pragma_table_info('t')")],
    ],
  },
];

describe.each(CASES)('the SQL gate of $name (its real engine)', (engineCase) => {
  let engine: Engine;

  beforeAll(async () => {
    engine = await engineCase.open();
  });

  afterAll(async () => {
    await engine?.close();
    if (engineCase.name === 'PostgreSQL') await postgres?.stop();
  });

  it.each(engineCase.passes.map((text) => [text.text, text] as const))('passes %s', async (_, text) => {
    await expect(engine.sqlGate.check(text)).resolves.toBe(text.text.trim().replace(/;$/, ''));
  });

  it.each([...REFUSED_EVERYWHERE, ...engineCase.refused])('refuses %s', async (_, text) => {
    const verdict = engine.sqlGate.check(text);
    await expect(verdict).rejects.toBeInstanceOf(QueryCompileError);
    await expect(verdict).rejects.toMatchObject({ errorType: 'INVALID_SQL_ERROR' });
  });

  it('names the refused function and the place in its message', async () => {
    const name = engineCase.name === 'SQLite' ? 'load_extension' : 'pg_sleep';
    await expect(engine.sqlGate.check(expression(`${name}(1) IS NULL`))).rejects.toThrow(
      new RegExp(`^Invalid WHERE clause: the function ${name} is not allowed`),
    );
  });
});
