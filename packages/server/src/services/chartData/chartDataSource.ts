import { sql, type Kysely } from 'kysely';
import { isSqlDialectName } from '@sightline/query-engine';
import { isPostgresDb } from '../../metadata/openMetadataDb.js';
import type { MetadataSchema } from '../../repos/schema.js';
import { notFound } from '../../apiError.js';
import { ChartDataError } from './chartDataErrors.js';
import { storeChangeMarkOf, type StoreChangeMark } from './storeChangeMark.js';
import type { DatasetDescriptor, SqlDialectName } from './queryFunctions.js';

/**
 * What the pipeline needs to know about a datasource: the compiler's DatasetDescriptor plus the database
 * it lives in and the cache timeouts. Read with three narrow queries (no owners or audit users) because
 * it runs on every chart-data request, cached ones included.
 */
export interface ChartDataSource {
  descriptor: DatasetDescriptor;
  databaseId: number;
  /** The database's name, for schema grants (`[<database>].[<schema>]`). */
  databaseName: string;
  backend: SqlDialectName;
  datasetCacheTimeout: number | null;
  databaseCacheTimeout: number | null;
  /** For the columns result type: dtype and verbose names. */
  columnDetails: { column_name: string; verbose_name: string | null; type: string | null }[];
}

export const SUPPORTED_DATASOURCE_TYPES = new Set(['table', 'dataset', 'sl_table', 'view']);

interface KnownSource {
  version: string;
  source: ChartDataSource;
  /** The store's change mark when `version` was last found current (null: the store has none). */
  mark: string | null;
}

interface StoreSources {
  /** The store's change mark (storeChangeMark.ts); always null on PostgreSQL. */
  changeMark: StoreChangeMark;
  sources: Map<number, KnownSource>;
}

/**
 * Datasources already read, per metadata store, with the version they were read at. Every chart-data
 * request needs its datasource, cached answers included, and checking one version row costs a third
 * of reading it again. The version covers the dataset row (its change time and the fields that
 * decide the SQL), its database row and its columns and metrics (count and latest change), so an edit
 * is seen by the very next request. On SQLite, the store's change mark spares even the version check
 * while nothing at all was written (storeChangeMark.ts).
 */
const readSources = new WeakMap<Kysely<MetadataSchema>, StoreSources>();

function sourcesOf(db: Kysely<MetadataSchema>): StoreSources {
  let store = readSources.get(db);
  if (!store) {
    store = { changeMark: storeChangeMarkOf(db, isPostgresDb(db)), sources: new Map() };
    readSources.set(db, store);
  }
  return store;
}

async function datasourceVersion(db: Kysely<MetadataSchema>, id: number): Promise<string | null> {
  const { rows } = await sql<{ version: string }>`
    select t.changed_on || '|' || d.changed_on || '|' || coalesce(cast(t.cache_timeout as text), '') || '|' ||
      coalesce(cast(d.cache_timeout as text), '') || '|' || d.backend || '|' || d.database_name || '|' ||
      t.table_name || '|' ||
      coalesce(t.schema, '') || '|' || coalesce(t.main_dttm_col, '') || '|' || coalesce(t.sql, '') || '|' ||
      (select cast(count(*) as text) || ':' || coalesce(max(c.changed_on), '')
         from table_columns c where c.table_id = t.id) || '|' ||
      (select cast(count(*) as text) || ':' || coalesce(max(m.changed_on), '')
         from sql_metrics m where m.table_id = t.id) as version
    from tables t join dbs d on d.id = t.database_id
    where t.id = ${id}`.execute(db);
  return rows[0]?.version ?? null;
}

export async function loadChartDataSource(db: Kysely<MetadataSchema>, id: number): Promise<ChartDataSource> {
  const store = sourcesOf(db);
  const known = store.sources;
  // Taken before the version and the rows are read, so a change made meanwhile only costs a recheck.
  const mark = await store.changeMark();
  const seen = known.get(id);
  if (seen && mark !== null && seen.mark === mark) return seen.source;
  const version = await datasourceVersion(db, id);
  if (version === null) {
    known.delete(id);
    throw notFound();
  }
  if (seen && seen.version === version) {
    seen.mark = mark;
    return seen.source;
  }
  const source = await readChartDataSource(db, id);
  known.set(id, { version, source, mark });
  return source;
}

async function readChartDataSource(db: Kysely<MetadataSchema>, id: number): Promise<ChartDataSource> {
  const row = await db
    .selectFrom('tables')
    .innerJoin('dbs', 'dbs.id', 'tables.database_id')
    .select([
      'tables.id',
      'tables.table_name',
      'tables.schema',
      'tables.sql',
      'tables.main_dttm_col',
      'tables.cache_timeout',
      'tables.database_id',
      'dbs.backend',
      'dbs.database_name',
      'dbs.cache_timeout as db_cache_timeout',
    ])
    .where('tables.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound();
  const [columns, metrics] = await Promise.all([
    db
      .selectFrom('table_columns')
      .select(['column_name', 'verbose_name', 'type', 'type_generic', 'is_dttm', 'expression'])
      .where('table_id', '=', id)
      .where('is_active', '=', 1)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('sql_metrics')
      .select(['metric_name', 'expression', 'verbose_name'])
      .where('table_id', '=', id)
      .orderBy('id')
      .execute(),
  ]);
  if (!isSqlDialectName(row.backend)) {
    throw new ChartDataError(
      400,
      'GENERIC_BACKEND_ERROR',
      `Charts are not supported on ${row.backend} databases`,
    );
  }
  return {
    descriptor: {
      id: row.id,
      tableName: row.table_name,
      schema: row.schema,
      sql: row.sql && row.sql.trim() ? row.sql : null,
      mainDttmCol: row.main_dttm_col,
      columns: columns.map((c) => ({
        column_name: c.column_name,
        type: c.type,
        type_generic: c.type_generic,
        is_dttm: c.is_dttm === 1,
        expression: c.expression && c.expression.trim() ? c.expression : null,
      })),
      metrics: metrics.map((m) => ({
        metric_name: m.metric_name,
        expression: m.expression,
        verbose_name: m.verbose_name,
      })),
    },
    databaseId: row.database_id,
    databaseName: row.database_name,
    backend: row.backend,
    datasetCacheTimeout: row.cache_timeout,
    databaseCacheTimeout: row.db_cache_timeout,
    columnDetails: columns.map((c) => ({
      column_name: c.column_name,
      verbose_name: c.verbose_name,
      type: c.type,
    })),
  };
}
