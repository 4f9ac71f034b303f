import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../engine.js';
import { openEngine } from '../openEngine.js';

/**
 * The direct vector reads (duckdbVectorReads.ts) against the driver's own values: `run` reads rows
 * through `getItem`, `runColumns` through the direct reads where a type has one, and both must give
 * the same cells, NULLs and edge values included, over several chunks (2048 rows each).
 */
describe('DuckDB direct vector reads (real DuckDB)', () => {
  let dir: string;
  let engine: Engine;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'sightline-duckdb-vectors-'));
    engine = await openEngine(`duckdb:///${join(dir, 'test.duckdb')}`, { allowDml: true });
  });

  afterAll(async () => {
    await engine.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const sameAsRows = async (sql: string, params: number[] = []) => {
    for (const temporalAs of ['iso', 'epochMs'] as const) {
      const byRows = await engine.run(sql, { params, temporalAs });
      const byColumns = await engine.runColumns!(sql, { params, temporalAs });
      expect(byColumns.columns).toEqual(byRows.columns);
      expect(byColumns.length).toBe(byRows.rows.length);
      byColumns.columns.forEach((column, i) =>
        expect({ column: column.name, cells: byColumns.values[i] }).toEqual({
          column: column.name,
          cells: byRows.rows.map((row) => row[i]),
        }),
      );
    }
  };

  it('reads every fixed-width type, with NULLs at every bit of the validity mask', async () => {
    // NULL where range % 7 = 3: every bit position of the mask's bytes over the chunks.
    const cell = (expression: string) => `CASE WHEN range % 7 = 3 THEN NULL ELSE ${expression} END`;
    await sameAsRows(
      `SELECT ${cell('range % 2 = 0')} AS b,
         ${cell('(range % 250 - 125)::TINYINT')} AS i8, ${cell('(range % 250)::UTINYINT')} AS u8,
         ${cell('(range * 7 - 30000)::SMALLINT')} AS i16, ${cell('(range * 13)::USMALLINT')} AS u16,
         ${cell('(range * 800000 - 2000000000)::INTEGER')} AS i32, ${cell('(range * 800000)::UINTEGER')} AS u32,
         ${cell('(range / 3)::FLOAT')} AS f32, ${cell('range / 7 - 300')} AS f64,
         ${cell('(range * 123456789012 - 300000000000000)::BIGINT')} AS i64
       FROM range(?) ORDER BY range`,
      [5000],
    );
  });

  it('gives BIGINTs past 2^53 as text and those up to it as numbers, as the driver does', async () => {
    await sameAsRows(`SELECT v FROM (VALUES
        (9007199254740991::BIGINT), (-9007199254740991::BIGINT), (9007199254740992::BIGINT),
        (-9007199254740992::BIGINT), (9223372036854775807::BIGINT), (-9223372036854775807::BIGINT - 1),
        (4294967295::BIGINT), (4294967296::BIGINT), (-4294967296::BIGINT), (-1::BIGINT), (0::BIGINT),
        (2251799813685247::BIGINT), (2251799813685248::BIGINT), (-2251799813685249::BIGINT), (NULL)) t(v)`);
    const { values } = await engine.runColumns!(
      'SELECT 9007199254740993::BIGINT AS a, -4294967297::BIGINT AS b, 4294967295::BIGINT AS c',
    );
    expect(values).toEqual([['9007199254740993'], [-4294967297], [4294967295]]);
  });

  it('reads timestamps before 1970, far off and infinite like the driver, truncated toward zero', async () => {
    await sameAsRows(`SELECT t, t::TIMESTAMPTZ AS tz FROM (VALUES
        (TIMESTAMP '1969-12-31 23:59:59.9985'), (TIMESTAMP '1970-01-01 00:00:00.0005'),
        (TIMESTAMP '1677-09-21 00:12:43.145225'), (TIMESTAMP '2262-04-11 23:47:16.854775'),
        (TIMESTAMP '0001-01-01 00:00:00'), (TIMESTAMP '9999-12-31 23:59:59.999999'),
        (TIMESTAMP '1684-01-01 00:00:00'), (TIMESTAMP '2255-06-05 23:47:34.740992'),
        ('infinity'::TIMESTAMP), ('-infinity'::TIMESTAMP), (NULL)) v(t)`);
    await sameAsRows(
      `SELECT TIMESTAMP '1969-12-31 23:59:59' + INTERVAL (range * 37) MILLISECOND AS t FROM range(?)`,
      [5000],
    );
    const { values } = await engine.runColumns!(`SELECT TIMESTAMP '1969-12-31 23:59:59.9985' AS t`, {
      temporalAs: 'epochMs',
    });
    expect(values).toEqual([[-1]]);
  });

  it('reads strings inline (up to 12 bytes) and out of line, non-ASCII and empty, through the cache', async () => {
    await sameAsRows(
      `SELECT CASE WHEN range % 11 = 5 THEN NULL ELSE repeat('é', range % 9) || repeat('x', range % 16) END AS s,
         ['', 'a', 'twelve bytes', 'thirteen byte', '€uro', 'naïve café', 'Ω'][range % 7 + 1] AS few,
         range::VARCHAR || '-' || (range % 97)::VARCHAR AS many
       FROM range(?) ORDER BY range`,
      [7000],
    );
    const { values } = await engine.runColumns!(
      `SELECT s FROM (VALUES ('twelve bytes'), ('thirteen byte'), ('twelve bytes'), (''), ('é')) t(s)`,
    );
    expect(values).toEqual([['twelve bytes', 'thirteen byte', 'twelve bytes', '', 'é']]);
  });

  it('gives two different short strings their own text even when they share a cache slot', async () => {
    // 20,000 distinct short strings in 1,024 slots: many share one, and each must read as itself.
    const { values, length } = await engine.runColumns!(
      `SELECT 'k' || range::VARCHAR AS s FROM range(?) ORDER BY range`,
      { params: [20000] },
    );
    expect(length).toBe(20000);
    expect(values[0]!.every((cell, i) => cell === `k${i}`)).toBe(true);
  });

  it('leaves the types it has no read for to the driver: DECIMAL, DATE, HUGEINT, ENUM, LIST', async () => {
    await engine.run(`CREATE TYPE mood AS ENUM ('sad', 'ok', 'happy')`);
    await sameAsRows(
      `SELECT (range * 0.25)::DECIMAL(12,2) AS d, DATE '1969-12-25' + range::INT AS day,
         range::HUGEINT * 170141183460469231731687303715884 AS h,
         (['sad', 'ok', 'happy'][range % 3 + 1])::mood AS m, [range, range + 1] AS l
       FROM range(?) ORDER BY range`,
      [3000],
    );
  });
});
