import {
  canAccessWholeDatabase,
  canAccessWholeSchema,
  schemaPermissionView,
  type DatabaseTable,
  type TableMetadataResponse,
} from '@sightline/core';
import { getSqlDialect, isSqlDialectName, type Engine, type TableRef } from '@sightline/query-engine';
import type { AppDeps, AuthUser } from '../appDeps.js';
import { ApiError, notFound } from '../apiError.js';
import { datasetTablesOf, loadBrowsableDatabase } from '../repos/browsableDatabases.js';
import { assertPermission, dataAccessOf } from './access.js';

/**
 * Browsing a database's schemas, tables and columns (SQL Lab's left panel, dataset pickers): only what
 * the user's data access covers. A database, or one schema of it, granted whole shows everything in it;
 * a dataset grant shows that dataset's own table.
 */

/** Rows the table preview's SELECT asks for. */
export const SELECT_STAR_LIMIT = 100;

type BrowsedDatabase = NonNullable<Awaited<ReturnType<typeof loadBrowsableDatabase>>>;

interface Browse {
  database: BrowsedDatabase;
  whole: boolean;
  /** Schemas granted whole, when the database is not. */
  wholeSchemas: Set<string>;
  /** The tables of granted datasets, by schema ('' for none). */
  datasetTables: Map<string, Set<string>>;
}

const noAccess = (name: string) =>
  new ApiError(403, {
    message: `You may not read database ${name}: ask an admin for access to it, one of its schemas or a dataset on it.`,
  });

async function browse(deps: AppDeps, user: AuthUser | null, databaseId: number): Promise<Browse> {
  const reader = assertPermission(user, 'can_read', 'Database');
  const database = await loadBrowsableDatabase(deps.db, databaseId);
  if (!database) throw notFound();
  const grants = dataAccessOf(reader);
  const ref = { id: database.id, name: database.database_name };
  const whole = canAccessWholeDatabase(grants, ref);
  const prefix = schemaPermissionView(database.database_name, '');
  const wholeSchemas = new Set(
    [...grants.schemas]
      .filter((view) => view.startsWith(prefix.slice(0, -1)))
      .map((view) => view.slice(prefix.length - 1, -1))
      .filter((schema) => canAccessWholeSchema(grants, ref, schema)),
  );
  const datasetTables = new Map<string, Set<string>>();
  for (const { schema, table_name } of whole
    ? []
    : await datasetTablesOf(deps.db, database.id, grants.datasetIds)) {
    const tables = datasetTables.get(schema ?? '') ?? new Set<string>();
    tables.add(table_name);
    datasetTables.set(schema ?? '', tables);
  }
  if (!whole && wholeSchemas.size === 0 && datasetTables.size === 0) throw noAccess(database.database_name);
  return { database, whole, wholeSchemas, datasetTables };
}

/** The database's engine; a failure to reach it is the database's error, said so (422). */
async function engineOf(deps: AppDeps, database: BrowsedDatabase): Promise<Engine> {
  return deps.engines.forDatabase(database.id).catch((error: unknown) => {
    throw engineUnreachable(database.database_name, error);
  });
}

function engineUnreachable(name: string, error: unknown): ApiError {
  const reason = error instanceof Error ? error.message : String(error);
  return new ApiError(422, { message: `Could not read database ${name}: ${reason}` });
}

const schemaOpen = (scope: Browse, schema: string) => scope.whole || scope.wholeSchemas.has(schema);

export async function listSchemas(
  deps: AppDeps,
  user: AuthUser | null,
  databaseId: number,
): Promise<string[]> {
  const scope = await browse(deps, user, databaseId);
  const engine = await engineOf(deps, scope.database);
  const schemas = await engine.listSchemas().catch((error: unknown) => {
    throw engineUnreachable(scope.database.database_name, error);
  });
  return schemas.filter((schema) => schemaOpen(scope, schema) || scope.datasetTables.has(schema)).sort();
}

export async function listTables(
  deps: AppDeps,
  user: AuthUser | null,
  databaseId: number,
  schema: string,
): Promise<DatabaseTable[]> {
  const scope = await browse(deps, user, databaseId);
  const granted = scope.datasetTables.get(schema);
  if (!schemaOpen(scope, schema) && !granted) throw noAccess(`${scope.database.database_name}.${schema}`);
  const engine = await engineOf(deps, scope.database);
  const tables = await engine.listTables(schema).catch((error: unknown) => {
    throw engineUnreachable(scope.database.database_name, error);
  });
  return tables
    .filter((table) => schemaOpen(scope, schema) || granted?.has(table.table))
    .map((table) => ({ value: table.table, type: 'table' as const, extra: null }))
    .sort((a, b) => a.value.localeCompare(b.value));
}

/** 403 unless the table's schema is open to the user or a dataset of theirs is over that table. */
async function openTable(deps: AppDeps, user: AuthUser | null, databaseId: number, table: TableRef) {
  const scope = await browse(deps, user, databaseId);
  const schema = table.schema ?? '';
  if (!schemaOpen(scope, schema) && !scope.datasetTables.get(schema)?.has(table.table))
    throw noAccess(`${scope.database.database_name}.${schema}.${table.table}`);
  return scope.database;
}

function selectStarSql(database: BrowsedDatabase, table: TableRef): string {
  const dialect = getSqlDialect(isSqlDialectName(database.backend) ? database.backend : 'duckdb');
  const name = [table.schema, table.table]
    .filter((part): part is string => part !== null && part !== '')
    .map((part) => dialect.quoteIdentifier(part))
    .join('.');
  return `SELECT *\nFROM ${name}\n${dialect.limitOffset(SELECT_STAR_LIMIT, 0).trim()}`;
}

export async function tableMetadata(
  deps: AppDeps,
  user: AuthUser | null,
  databaseId: number,
  table: TableRef,
): Promise<TableMetadataResponse> {
  const database = await openTable(deps, user, databaseId, table);
  const engine = await engineOf(deps, database);
  const columns = await engine.describeTable(table).catch((error: unknown) => {
    throw new ApiError(404, {
      message: `Table ${table.schema ? `${table.schema}.` : ''}${table.table} was not found: ${error instanceof Error ? error.message : String(error)}`,
    });
  });
  return {
    name: table.table,
    columns: columns.map((column) => ({
      name: column.name,
      type: column.type,
      longType: column.type,
      keys: [],
    })),
    selectStar: selectStarSql(database, table),
    primaryKey: { constrained_columns: null, name: null },
    foreignKeys: [],
    indexes: [],
  };
}

export async function selectStar(
  deps: AppDeps,
  user: AuthUser | null,
  databaseId: number,
  table: TableRef,
): Promise<string> {
  return selectStarSql(await openTable(deps, user, databaseId, table), table);
}
