import { sql, type Kysely } from 'kysely';
import type { DatabaseListItem } from '@sightline/core';
import { containsText } from './listQuery/filterBuilders.js';
import type { DatabaseRow, MetadataSchema } from './schema.js';
import type { ListDeclaration } from './listQuery/listDeclaration.js';
import { booleanColumnFilters, numberColumnFilters, textColumnFilters } from './listQuery/filterBuilders.js';
import { auditFilters, userFullNameOf } from './listQuery/auditColumns.js';
import { bool } from './timestamps.js';
import { loadAudit, loadInIdOrder } from './resourceItems.js';
import { deleteResourceRows, insertResourceRow, updateResourceRow } from './resourceRows.js';
import { renameDatabaseSchemaViews, syncDataPermissionViews } from './permissionViewRepo.js';

export const databaseListDeclaration: ListDeclaration = {
  table: 'dbs',
  filters: {
    id: numberColumnFilters('dbs.id'),
    database_name: textColumnFilters('dbs.database_name'),
    backend: textColumnFilters('dbs.backend'),
    expose_in_sqllab: booleanColumnFilters('dbs.expose_in_sqllab'),
    allow_run_async: booleanColumnFilters('dbs.allow_run_async'),
    allow_dml: booleanColumnFilters('dbs.allow_dml'),
    allow_file_upload: booleanColumnFilters('dbs.allow_file_upload'),
    ...auditFilters('dbs'),
  },
  orderColumns: {
    id: sql.ref('dbs.id'),
    database_name: sql.ref('dbs.database_name'),
    backend: sql.ref('dbs.backend'),
    allow_run_async: sql.ref('dbs.allow_run_async'),
    allow_dml: sql.ref('dbs.allow_dml'),
    allow_file_upload: sql.ref('dbs.allow_file_upload'),
    expose_in_sqllab: sql.ref('dbs.expose_in_sqllab'),
    changed_on: sql.ref('dbs.changed_on'),
    changed_on_delta_humanized: sql.ref('dbs.changed_on'),
    created_by: userFullNameOf('dbs.created_by_fk'),
  },
  defaultOrder: { column: 'changed_on', direction: 'desc' },
};

export const DATABASE_LIST_COLUMNS = [
  'id',
  'uuid',
  'database_name',
  'backend',
  'expose_in_sqllab',
  'allow_run_async',
  'allow_dml',
  'allow_file_upload',
  'allow_ctas',
  'allow_cvas',
  'allows_subquery',
  'allows_cost_estimate',
  'allows_virtual_table_explore',
  'disable_data_preview',
  'explore_database_id',
  'extra',
  'force_ctas_schema',
  'created_by',
  'changed_by',
  'changed_on',
  'changed_on_delta_humanized',
];

/** The item the API answers (its contract is in core). */
export type DatabaseItem = DatabaseListItem;

export function loadDatabases(db: Kysely<MetadataSchema>, ids: readonly number[]): Promise<DatabaseItem[]> {
  return loadInIdOrder(ids, async (wanted) => {
    const rows = await db.selectFrom('dbs').selectAll().where('id', 'in', wanted).execute();
    const audit = await loadAudit(db, rows);
    return rows.map((row) => {
      const a = audit.of(row);
      return {
        id: row.id,
        uuid: row.uuid,
        database_name: row.database_name,
        sqlalchemy_uri: row.sqlalchemy_uri,
        backend: row.backend,
        expose_in_sqllab: bool(row.expose_in_sqllab),
        allow_run_async: bool(row.allow_run_async),
        allow_dml: bool(row.allow_dml),
        allow_file_upload: bool(row.allow_file_upload),
        allow_ctas: bool(row.allow_ctas),
        allow_cvas: bool(row.allow_cvas),
        allows_subquery: true,
        allows_cost_estimate: false,
        allows_virtual_table_explore: true,
        disable_data_preview: false,
        explore_database_id: row.id,
        force_ctas_schema: null,
        cache_timeout: row.cache_timeout,
        extra: row.extra,
        is_managed_externally: bool(row.is_managed_externally),
        created_by: a.created_by,
        changed_by: a.changed_by,
        changed_on: a.changed_on,
        changed_on_delta_humanized: a.changed_on_delta_humanized,
      };
    });
  });
}

/** The stored connection: masked URI and the sealed password (only services unseal it). */
export async function loadDatabaseConnection(db: Kysely<MetadataSchema>, id: number) {
  return db
    .selectFrom('dbs')
    .select(['id', 'sqlalchemy_uri', 'password_encrypted', 'backend', 'allow_dml'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function findDatabaseIdByName(
  db: Kysely<MetadataSchema>,
  name: string,
  exceptId: number | null = null,
) {
  let query = db.selectFrom('dbs').select('id').where('database_name', '=', name);
  if (exceptId !== null) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst())?.id ?? null;
}

export type DatabaseValues = Omit<DatabaseRow, 'id'>;

/** The settings a new database starts with, whoever creates it (the API or the examples). */
export const NEW_DATABASE_SETTINGS = {
  expose_in_sqllab: 1,
  allow_run_async: 0,
  allow_dml: 0,
  allow_file_upload: 0,
  allow_ctas: 0,
  allow_cvas: 0,
  cache_timeout: null,
  extra: '{}',
  is_managed_externally: 0,
  external_url: null,
} as const satisfies Partial<DatabaseValues>;

/** Inserts a database and its `database_access` view, so grants can name it. */
export async function insertDatabase(trx: Kysely<MetadataSchema>, values: DatabaseValues): Promise<number> {
  const id = await insertResourceRow(trx, 'dbs', values);
  await syncDataPermissionViews(trx);
  return id;
}

/** Updates a database; a rename renames its permission views and keeps their grants. */
export async function updateDatabaseRow(
  trx: Kysely<MetadataSchema>,
  id: number,
  changes: Partial<DatabaseValues>,
): Promise<void> {
  const renamed = changes.database_name;
  const before =
    renamed === undefined
      ? undefined
      : await trx.selectFrom('dbs').select('database_name').where('id', '=', id).executeTakeFirst();
  await updateResourceRow(trx, 'dbs', id, changes);
  if (renamed !== undefined && before) {
    await renameDatabaseSchemaViews(trx, before.database_name, renamed);
    await syncDataPermissionViews(trx);
  }
}

/** Names of datasets that use the given databases (they block deletion). */
export async function datasetNamesOfDatabases(
  db: Kysely<MetadataSchema>,
  ids: readonly number[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('tables')
    .select('table_name')
    .where('database_id', 'in', [...ids])
    .orderBy('table_name')
    .execute();
  return rows.map((r) => r.table_name);
}

export async function deleteDatabases(trx: Kysely<MetadataSchema>, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await trx
    .deleteFrom('saved_query')
    .where('db_id', 'in', [...ids])
    .execute();
  await deleteResourceRows(trx, 'dbs', ids);
  await syncDataPermissionViews(trx);
}

/** `related/database` of datasets and saved queries: databases whose name contains the text. */
export async function searchDatabases(
  db: Kysely<MetadataSchema>,
  options: { filter: string; page: number; pageSize: number },
): Promise<{ count: number; result: { value: number; text: string }[] }> {
  let query = db.selectFrom('dbs');
  if (options.filter !== '') query = query.where(containsText(sql.ref('database_name'), options.filter));
  const count = await query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirst();
  const rows = await query
    .select(['id', 'database_name'])
    .orderBy('database_name')
    .orderBy('id')
    .limit(options.pageSize)
    .offset(options.page * options.pageSize)
    .execute();
  return {
    count: Number(count?.count ?? 0),
    result: rows.map((r) => ({ value: r.id, text: r.database_name })),
  };
}
