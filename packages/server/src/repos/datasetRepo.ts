import { sql, type Generated, type Kysely, type Selectable, type SqlBool } from 'kysely';
import type { DatasetColumnItem, DatasetListItem, DatasetMetricItem } from '@sightline/core';
import type { DatasetColumnRow, DatasetMetricRow, DatasetRow, MetadataSchema } from './schema.js';
import type { ListDeclaration } from './listQuery/listDeclaration.js';
import {
  asBoolean,
  numberColumnFilters,
  ownersFilter,
  relatedOneFilters,
  textColumnFilters,
} from './listQuery/filterBuilders.js';
import { auditFilters, userFullNameOf } from './listQuery/auditColumns.js';
import { deleteOwnership, loadOwners } from './owners.js';
import { bool } from './timestamps.js';
import { changedBySummary, loadAudit, loadInIdOrder } from './resourceItems.js';
import { deleteResourceRows, insertResourceRow, updateResourceRow } from './resourceRows.js';
import { datasetExploreUrl } from './chartRepo.js';

/** Certification lives in `extra` JSON as Superset stores it: `{"certification": {"certified_by": ...}}`. */
const isCertified = sql<SqlBool>`(tables.extra is not null and tables.extra like '%"certified_by"%')`;

export const datasetListDeclaration: ListDeclaration = {
  table: 'tables',
  filters: {
    id: {
      ...numberColumnFilters('tables.id'),
      dataset_is_certified: (v) => (asBoolean(v) ? isCertified : sql<SqlBool>`not ${isCertified}`),
    },
    table_name: textColumnFilters('tables.table_name'),
    schema: textColumnFilters('tables.schema'),
    sql: {
      // Superset's DatasetIsNullOrEmptyFilter: true = physical (no SQL), false = virtual.
      dataset_is_null_or_empty: (v) =>
        asBoolean(v)
          ? sql<SqlBool>`(tables.sql is null or tables.sql = '')`
          : sql<SqlBool>`(tables.sql is not null and tables.sql <> '')`,
    },
    database: relatedOneFilters('tables.database_id'),
    ...auditFilters('tables'),
    owners: { rel_m_m: ownersFilter('tables.id', 'dataset') },
  },
  orderColumns: {
    id: sql.ref('tables.id'),
    table_name: sql.ref('tables.table_name'),
    schema: sql.ref('tables.schema'),
    sql: sql.ref('tables.sql'),
    kind: sql`(case when tables.sql is null or tables.sql = '' then 0 else 1 end)`,
    'database.database_name': sql`(select d.database_name from dbs d where d.id = tables.database_id)`,
    changed_on: sql.ref('tables.changed_on'),
    changed_on_delta_humanized: sql.ref('tables.changed_on'),
    changed_by: userFullNameOf('tables.changed_by_fk'),
    'changed_by.first_name': userFullNameOf('tables.changed_by_fk'),
  },
  defaultOrder: { column: 'changed_on', direction: 'desc' },
};

export const DATASET_LIST_COLUMNS = [
  'id',
  'table_name',
  'schema',
  'sql',
  'kind',
  'datasource_type',
  'database',
  'description',
  'explore_url',
  'default_endpoint',
  'extra',
  'owners',
  'changed_by',
  'changed_by_name',
  'changed_on_utc',
  'changed_on_delta_humanized',
];

export type { DatasetColumnItem, DatasetMetricItem };

/** The item the API answers (its contract is in core). */
export type DatasetItem = DatasetListItem;

/** Datasets in the order of `ids`; columns and metrics only when asked (get, not list). */
export function loadDatasets(
  db: Kysely<MetadataSchema>,
  ids: readonly number[],
  options: { withColumns: boolean },
): Promise<DatasetItem[]> {
  return loadInIdOrder(ids, async (wanted) => {
    const rows = await db
      .selectFrom('tables')
      .innerJoin('dbs', 'dbs.id', 'tables.database_id')
      .selectAll('tables')
      .select(['dbs.database_name', 'dbs.backend'])
      .where('tables.id', 'in', wanted)
      .execute();
    // Independent of each other: one round trip's wait instead of up to four.
    const [owners, audit, columns, metrics] = await Promise.all([
      loadOwners(db, 'dataset', wanted),
      loadAudit(db, rows),
      options.withColumns
        ? db.selectFrom('table_columns').selectAll().where('table_id', 'in', wanted).orderBy('id').execute()
        : [],
      options.withColumns
        ? db.selectFrom('sql_metrics').selectAll().where('table_id', 'in', wanted).orderBy('id').execute()
        : [],
    ]);
    return rows.map((row) => ({
      id: row.id,
      uuid: row.uuid,
      table_name: row.table_name,
      schema: row.schema,
      sql: row.sql,
      kind: row.sql ? 'virtual' : 'physical',
      datasource_type: 'table',
      database: { id: row.database_id, database_name: row.database_name, backend: row.backend },
      description: row.description,
      main_dttm_col: row.main_dttm_col,
      default_endpoint: row.default_endpoint,
      offset: row.offset,
      cache_timeout: row.cache_timeout,
      extra: row.extra,
      template_params: row.template_params,
      filter_select_enabled: bool(row.filter_select_enabled),
      normalize_columns: bool(row.normalize_columns),
      always_filter_main_dttm: bool(row.always_filter_main_dttm),
      is_sqllab_view: bool(row.is_sqllab_view),
      is_managed_externally: bool(row.is_managed_externally),
      explore_url: datasetExploreUrl(row.id),
      url: `/tablemodelview/edit/${row.id}`,
      owners: owners.get(row.id) ?? [],
      ...changedBySummary(audit.of(row)),
      columns: columns.filter((c) => c.table_id === row.id).map(toColumnItem),
      metrics: metrics.filter((m) => m.table_id === row.id).map(toMetricItem),
    }));
  });
}

function toColumnItem(c: Selectable<DatasetColumnRow>): DatasetColumnItem {
  return {
    id: c.id,
    column_name: c.column_name,
    verbose_name: c.verbose_name,
    type: c.type,
    type_generic: c.type_generic,
    is_dttm: bool(c.is_dttm),
    groupby: bool(c.groupby),
    filterable: bool(c.filterable),
    is_active: bool(c.is_active),
    expression: c.expression,
    description: c.description,
    python_date_format: c.python_date_format,
    advanced_data_type: c.advanced_data_type,
    extra: c.extra,
  };
}

function toMetricItem(m: Selectable<DatasetMetricRow>): DatasetMetricItem {
  return {
    id: m.id,
    metric_name: m.metric_name,
    verbose_name: m.verbose_name,
    metric_type: m.metric_type,
    expression: m.expression,
    description: m.description,
    d3format: m.d3format,
    currency: m.currency,
    warning_text: m.warning_text,
    extra: m.extra,
  };
}

/** What names a dataset uniquely: its database, schema and table. */
export interface DatasetKey {
  databaseId: number;
  schema: string | null;
  tableName: string;
}

/** The key of dataset `id` (null when there is no such dataset). */
export async function loadDatasetKey(db: Kysely<MetadataSchema>, id: number): Promise<DatasetKey | null> {
  const row = await db
    .selectFrom('tables')
    .select(['database_id', 'schema', 'table_name'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? { databaseId: row.database_id, schema: row.schema, tableName: row.table_name } : null;
}

/** The id of the dataset for (database, schema, table), NULL schemas compared as equal. */
export async function findDatasetId(
  db: Kysely<MetadataSchema>,
  key: DatasetKey,
  exceptId: number | null = null,
): Promise<number | null> {
  let query = db
    .selectFrom('tables')
    .select('id')
    .where('database_id', '=', key.databaseId)
    .where('table_name', '=', key.tableName)
    .where((eb) => (key.schema === null ? eb('schema', 'is', null) : eb('schema', '=', key.schema)));
  if (exceptId !== null) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst())?.id ?? null;
}

export type DatasetValues = Omit<DatasetRow, 'id'>;
export type DatasetColumnValues = Omit<DatasetColumnRow, 'id' | 'table_id' | 'uuid'> & { uuid?: string };
export type DatasetMetricValues = Omit<DatasetMetricRow, 'id' | 'table_id' | 'uuid'> & { uuid?: string };

/** The settings a new dataset starts with, whoever creates it (the API or the examples). */
export const NEW_DATASET_SETTINGS = {
  description: null,
  default_endpoint: null,
  offset: 0,
  cache_timeout: null,
  is_sqllab_view: 0,
  template_params: null,
  extra: null,
  filter_select_enabled: 1,
  normalize_columns: 0,
  always_filter_main_dttm: 0,
  is_managed_externally: 0,
  external_url: null,
} as const satisfies Partial<DatasetValues>;

export const insertDataset = (trx: Kysely<MetadataSchema>, values: DatasetValues) =>
  insertResourceRow(trx, 'tables', values);

export const updateDatasetRow = (trx: Kysely<MetadataSchema>, id: number, changes: Partial<DatasetValues>) =>
  updateResourceRow(trx, 'tables', id, changes);

/** True when `next` would change a stored row (timestamps and identity aside). */
function differs(stored: Record<string, unknown>, next: Record<string, unknown>): boolean {
  return Object.entries(next).some(
    ([key, value]) => key !== 'created_on' && key !== 'changed_on' && stored[key] !== value,
  );
}

/** A dataset's child rows and the column that names them (unique within the dataset). */
const DATASET_CHILDREN = { table_columns: 'column_name', sql_metrics: 'metric_name' } as const;

/** What columns and metrics rows have in common, for queries on either table. */
interface DatasetChildRow {
  id: Generated<number>;
  table_id: number;
  uuid: string;
  created_on: string;
  changed_on: string;
}

type DatasetChildValues = { uuid?: string; created_on: string; changed_on: string } & Record<string, unknown>;

/**
 * Makes the dataset's columns (or metrics) exactly `children`: existing ones with the same name are updated
 * in place so their ids and uuids survive (and only when something changed, so changed_on stays
 * meaningful), missing ones are deleted, new ones inserted.
 */
async function replaceDatasetChildren(
  trx: Kysely<MetadataSchema>,
  table: keyof typeof DATASET_CHILDREN,
  tableId: number,
  children: readonly DatasetChildValues[],
) {
  const nameColumn = DATASET_CHILDREN[table];
  // Kysely cannot check columns against a table chosen at run time; the exported functions' types do.
  const db = trx as unknown as Kysely<Record<string, DatasetChildRow>>;
  const existing = (await db
    .selectFrom(table as string)
    .selectAll()
    .where('table_id', '=', tableId)
    .execute()) as (Selectable<DatasetChildRow> & Record<string, unknown>)[];
  const byName = new Map(existing.map((c) => [c[nameColumn], c]));
  const keep = new Set(children.map((c) => c[nameColumn]));
  const stale = existing.filter((c) => !keep.has(c[nameColumn])).map((c) => c.id);
  if (stale.length > 0) await db.deleteFrom(table).where('id', 'in', stale).execute();
  for (const { uuid, created_on: _created, ...child } of children) {
    const stored = byName.get(child[nameColumn]);
    if (!stored) {
      await db
        .insertInto(table)
        .values({
          ...child,
          created_on: child.changed_on,
          table_id: tableId,
          uuid: uuid ?? crypto.randomUUID(),
        })
        .execute();
    } else if (differs(stored, child)) {
      await db.updateTable(table).set(child).where('id', '=', stored.id).execute();
    }
  }
}

/** Makes the dataset's columns exactly `columns` (matched by column_name). */
export const replaceDatasetColumns = (
  trx: Kysely<MetadataSchema>,
  tableId: number,
  columns: readonly DatasetColumnValues[],
) => replaceDatasetChildren(trx, 'table_columns', tableId, columns);

/** Makes the dataset's metrics exactly `metrics` (matched by metric_name). */
export const replaceDatasetMetrics = (
  trx: Kysely<MetadataSchema>,
  tableId: number,
  metrics: readonly DatasetMetricValues[],
) => replaceDatasetChildren(trx, 'sql_metrics', tableId, metrics);

export async function deleteDatasets(trx: Kysely<MetadataSchema>, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await trx
    .deleteFrom('table_columns')
    .where('table_id', 'in', [...ids])
    .execute();
  await trx
    .deleteFrom('sql_metrics')
    .where('table_id', 'in', [...ids])
    .execute();
  await deleteOwnership(trx, 'dataset', ids);
  await deleteResourceRows(trx, 'tables', ids);
}
