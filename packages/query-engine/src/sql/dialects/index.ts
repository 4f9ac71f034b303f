import { duckdbDialect } from './duckdb.js';
import { postgresqlDialect } from './postgresql.js';
import { sqliteDialect } from './sqlite.js';
import type { SqlDialect, SqlDialectName } from './sqlDialect.js';

export type { SqlDialect, SqlDialectName } from './sqlDialect.js';

const DIALECTS: Record<SqlDialectName, SqlDialect> = {
  duckdb: duckdbDialect,
  postgresql: postgresqlDialect,
  sqlite: sqliteDialect,
};

export const SQL_DIALECT_NAMES = Object.keys(DIALECTS) as SqlDialectName[];

export function isSqlDialectName(name: string): name is SqlDialectName {
  return Object.prototype.hasOwnProperty.call(DIALECTS, name);
}

/** The dialect for an engine backend name; throws for a backend the compiler has no dialect for. */
export function getSqlDialect(name: string): SqlDialect {
  if (!isSqlDialectName(name)) throw new Error(`No SQL dialect for the ${name} engine`);
  return DIALECTS[name];
}
