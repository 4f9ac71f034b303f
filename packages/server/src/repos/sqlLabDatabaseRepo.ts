import type { Kysely } from 'kysely';
import type { SqlLabDatabase } from '@sightline/core';
import type { MetadataSchema } from './schema.js';

/** Databases as SQL Lab uses them: what may run there, and the picker's fields. */

const COLUMNS = [
  'id',
  'database_name',
  'backend',
  'expose_in_sqllab',
  'allow_run_async',
  'allow_dml',
  'allow_ctas',
  'allow_cvas',
  'allow_file_upload',
] as const;

/** The databases with these ids (every one when `ids` is null), by name. */
export async function loadSqlLabDatabases(
  db: Kysely<MetadataSchema>,
  ids: readonly number[] | null,
): Promise<SqlLabDatabase[]> {
  if (ids !== null && ids.length === 0) return [];
  let query = db.selectFrom('dbs').select([...COLUMNS]);
  if (ids !== null) query = query.where('id', 'in', [...ids]);
  const rows = await query.orderBy('database_name').execute();
  return rows.map((row) => ({
    id: row.id,
    database_name: row.database_name,
    backend: row.backend,
    expose_in_sqllab: row.expose_in_sqllab === 1,
    allow_run_async: row.allow_run_async === 1,
    allow_dml: row.allow_dml === 1,
    allow_ctas: row.allow_ctas === 1,
    allow_cvas: row.allow_cvas === 1,
    allows_cost_estimate: row.backend === 'postgresql' || row.backend === 'duckdb',
    allows_subquery: true,
    allow_file_upload: row.allow_file_upload === 1,
    disable_data_preview: false,
  }));
}
