import { sql } from 'kysely';
import type { DatasetDescriptor } from '@sightline/query-engine';
import type { MetadataDb } from './metadataDb.js';

/** A datasource as the chart-data pipeline reads it; `backend` is still to be checked against the dialects. */
export interface ChartDataSourceRecord {
  descriptor: DatasetDescriptor;
  databaseId: number;
  databaseName: string;
  backend: string;
  datasetCacheTimeout: number | null;
  databaseCacheTimeout: number | null;
  columnDetails: { column_name: string; verbose_name: string | null; type: string | null }[];
}

/**
 * One text that changes whenever what the pipeline reads of a datasource changes: the dataset row (its
 * change time and the fields that decide the SQL), its database row, and its columns and metrics (count
 * and latest change). Null when the dataset does not exist.
 */
export async function chartDataSourceVersion(db: MetadataDb, id: number): Promise<string | null> {
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

/** The datasource with its active columns and its metrics, in three narrow queries; null when missing. */
export async function findChartDataSource(db: MetadataDb, id: number): Promise<ChartDataSourceRecord | null> {
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
  if (!row) return null;
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
