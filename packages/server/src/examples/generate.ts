import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { openEngine, type Engine } from '@sightline/query-engine';
import { EXAMPLE_TABLES, type ExampleSizes, type ExampleTable } from './tables/index.js';

export interface GeneratedTable {
  name: string;
  rows: number;
  /** False when the table was already there with the right version and row count. */
  generated: boolean;
  durationMs: number;
}

/** The table comment that marks a generated table, so a changed generator regenerates it. */
function versionComment(table: ExampleTable): string {
  return `sightline example ${table.name} v${table.version}`;
}

async function isCurrent(engine: Engine, table: ExampleTable, sizes: ExampleSizes): Promise<boolean> {
  const { rows } = await engine.run(
    `SELECT comment FROM duckdb_tables() WHERE database_name = current_database() AND schema_name = 'main' AND table_name = ?`,
    { params: [table.name] },
  );
  if (rows[0]?.[0] !== versionComment(table)) return false;
  const count = await engine.run(`SELECT count(*) FROM "${table.name}"`);
  return count.rows[0]?.[0] === table.rowCount(sizes);
}

/**
 * Creates (or refreshes) the example tables in the DuckDB file at `path`. Each table is one
 * `CREATE OR REPLACE TABLE ... AS SELECT`, so a crash leaves the previous table intact. Whether the
 * tables are current is read with the file opened read-only, as running servers hold it: loading
 * examples whose data is current works while a server runs; regenerating needs the file to itself.
 */
export async function generateExampleData(
  path: string,
  sizes: ExampleSizes,
  options: { force?: boolean } = {},
): Promise<GeneratedTable[]> {
  await mkdir(dirname(path), { recursive: true });
  const current = options.force ? new Set<string>() : await currentTables(path, sizes);
  if (current.size === EXAMPLE_TABLES.length) {
    return EXAMPLE_TABLES.map((table) => ({
      name: table.name,
      rows: table.rowCount(sizes),
      generated: false,
      durationMs: 0,
    }));
  }
  const engine = await openWritable(path);
  try {
    const results: GeneratedTable[] = [];
    for (const table of EXAMPLE_TABLES) {
      const started = performance.now();
      const generated = !current.has(table.name);
      if (generated) {
        await engine.run(table.createSql(sizes));
        await engine.run(`COMMENT ON TABLE "${table.name}" IS '${versionComment(table)}'`);
      }
      results.push({
        name: table.name,
        rows: table.rowCount(sizes),
        generated,
        durationMs: Math.round(performance.now() - started),
      });
    }
    return results;
  } finally {
    await engine.close();
  }
}

/** The example tables already in the file at the right version and size (none when there is no file). */
async function currentTables(path: string, sizes: ExampleSizes): Promise<Set<string>> {
  if (!existsSync(path)) return new Set();
  const engine = await openEngine(`duckdb:///${path}`);
  try {
    const current = new Set<string>();
    for (const table of EXAMPLE_TABLES) if (await isCurrent(engine, table, sizes)) current.add(table.name);
    return current;
  } finally {
    await engine.close();
  }
}

async function openWritable(path: string): Promise<Engine> {
  try {
    return await openEngine(`duckdb:///${path}`, { allowDml: true });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (!/lock/i.test(reason)) throw error;
    throw new Error(
      `The example data in ${path} needs regenerating, and a running Sightline server has the file open: stop the server, then load the examples again.`,
    );
  }
}

/** An order-independent fingerprint of a table's contents (used to check determinism). */
export async function tableChecksum(engine: Engine, table: string): Promise<string> {
  const { rows } = await engine.run(
    `SELECT count(*)::VARCHAR || ':' || sum(hash(t))::VARCHAR FROM "${table}" t`,
  );
  return String(rows[0]?.[0]);
}
