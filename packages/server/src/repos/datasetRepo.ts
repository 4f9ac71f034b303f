import { sql, type Kysely, type Selectable, type SqlBool } from 'kysely';
import type { UserRef } from '@sightline/core';
import type { DatasetColumnRow, DatasetMetricRow, DatasetRow, MetadataSchema } from './schema.js';
import type { ListDeclaration } from './listQuery/listDeclaration.js';
import {
  asBoolean,
  numberColumnFilters,
  ownersFilter,
  relatedOneFilters,
  textColumnFilters,
  timestampColumnFilters,
} from './listQuery/filterBuilders.js';
import { deleteOwnership, loadOwners } from './owners.js';
import { fullName, loadUserRefs, userRef } from './userRefs.js';
import { auditTimes, bool, inIdOrder } from './timestamps.js';
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
    changed_on: timestampColumnFilters('tables.changed_on'),
    created_by: relatedOneFilters('tables.created_by_fk'),
    changed_by: relatedOneFilters('tables.changed_by_fk'),
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
    changed_by: sql`(select u.first_name || ' ' || u.last_name from ab_user u where u.id = tables.changed_by_fk)`,
    'changed_by.first_name': sql`(select u.first_name || ' ' || u.last_name from ab_user u where u.id = tables.changed_by_fk)`,
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

export interface DatasetColumnItem {
  id: number;
  column_name: string;
  verbose_name: string | null;
  type: string | null;
  type_generic: number | null;
  is_dttm: boolean;
  groupby: boolean;
  filterable: boolean;
  is_active: boolean;
  expression: string | null;
  description: string | null;
  python_date_format: string | null;
  advanced_data_type: string | null;
  extra: string | null;
}

export interface DatasetMetricItem {
  id: number;
  metric_name: string;
  verbose_name: string | null;
  metric_type: string | null;
  expression: string;
  description: string | null;
  d3format: string | null;
  currency: string | null;
  warning_text: string | null;
  extra: string | null;
}

export interface DatasetItem {
  id: number;
  uuid: string;
  table_name: string;
  schema: string | null;
  sql: string | null;
  kind: 'physical' | 'virtual';
  datasource_type: 'table';
  database: { id: number; database_name: string; backend: string };
  description: string | null;
  main_dttm_col: string | null;
  default_endpoint: string | null;
  offset: number;
  cache_timeout: number | null;
  extra: string | null;
  template_params: string | null;
  filter_select_enabled: boolean;
  normalize_columns: boolean;
  always_filter_main_dttm: boolean;
  is_sqllab_view: boolean;
  is_managed_externally: boolean;
  explore_url: string;
  url: string;
  owners: UserRef[];
  created_by: UserRef | null;
  changed_by: UserRef | null;
  changed_by_name: string | null;
  changed_on_utc: string;
  changed_on_delta_humanized: string;
  created_on_delta_humanized: string;
  columns: DatasetColumnItem[];
  metrics: DatasetMetricItem[];
}

/** Datasets in the order of `ids`; columns and metrics only when asked (get, not list). */
export async function loadDatasets(
  db: Kysely<MetadataSchema>,
  ids: readonly number[],
  options: { withColumns: boolean },
): Promise<DatasetItem[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('tables')
    .innerJoin('dbs', 'dbs.id', 'tables.database_id')
    .selectAll('tables')
    .select(['dbs.database_name', 'dbs.backend'])
    .where('tables.id', 'in', [...ids])
    .execute();
  const owners = await loadOwners(db, 'dataset', ids);
  const users = await loadUserRefs(
    db,
    rows.flatMap((r) => [r.created_by_fk, r.changed_by_fk]),
  );
  const columns = options.withColumns
    ? await db
        .selectFrom('table_columns')
        .selectAll()
        .where('table_id', 'in', [...ids])
        .orderBy('id')
        .execute()
    : [];
  const metrics = options.withColumns
    ? await db
        .selectFrom('sql_metrics')
        .selectAll()
        .where('table_id', 'in', [...ids])
        .orderBy('id')
        .execute()
    : [];
  return inIdOrder(
    ids,
    rows.map((row) => {
      const changedBy = userRef(users, row.changed_by_fk);
      const times = auditTimes(row);
      return {
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
        created_by: userRef(users, row.created_by_fk),
        changed_by: changedBy,
        changed_by_name: fullName(changedBy),
        changed_on_utc: times.changed_on_utc,
        changed_on_delta_humanized: times.changed_on_delta_humanized,
        created_on_delta_humanized: times.created_on_delta_humanized,
        columns: columns.filter((c) => c.table_id === row.id).map(toColumnItem),
        metrics: metrics.filter((m) => m.table_id === row.id).map(toMetricItem),
      };
    }),
  );
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

/** The id of the dataset for (database, schema, table), NULL schemas compared as equal. */
export async function findDatasetId(
  db: Kysely<MetadataSchema>,
  key: { databaseId: number; schema: string | null; tableName: string },
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

export async function findDatasetIdByUuid(db: Kysely<MetadataSchema>, uuid: string): Promise<number | null> {
  const row = await db.selectFrom('tables').select('id').where('uuid', '=', uuid).executeTakeFirst();
  return row?.id ?? null;
}

export type DatasetValues = Omit<DatasetRow, 'id'>;
export type DatasetColumnValues = Omit<DatasetColumnRow, 'id' | 'table_id' | 'uuid'> & { uuid?: string };
export type DatasetMetricValues = Omit<DatasetMetricRow, 'id' | 'table_id' | 'uuid'> & { uuid?: string };

export async function insertDataset(trx: Kysely<MetadataSchema>, values: DatasetValues): Promise<number> {
  const row = await trx.insertInto('tables').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateDatasetRow(
  trx: Kysely<MetadataSchema>,
  id: number,
  changes: Partial<DatasetValues>,
) {
  if (Object.keys(changes).length === 0) return;
  await trx.updateTable('tables').set(changes).where('id', '=', id).execute();
}

/** True when `next` would change a stored row (timestamps and identity aside). */
function differs(stored: Record<string, unknown>, next: Record<string, unknown>): boolean {
  return Object.entries(next).some(
    ([key, value]) => key !== 'created_on' && key !== 'changed_on' && stored[key] !== value,
  );
}

/**
 * Makes the dataset's columns exactly `columns`: existing ones (same column_name) are updated in place so
 * their ids and uuids survive (and only when something changed, so changed_on stays meaningful), missing
 * ones are deleted, new ones inserted.
 */
export async function replaceDatasetColumns(
  trx: Kysely<MetadataSchema>,
  tableId: number,
  columns: DatasetColumnValues[],
) {
  const existing = await trx
    .selectFrom('table_columns')
    .selectAll()
    .where('table_id', '=', tableId)
    .execute();
  const byName = new Map(existing.map((c) => [c.column_name, c]));
  const keep = new Set(columns.map((c) => c.column_name));
  const stale = existing.filter((c) => !keep.has(c.column_name)).map((c) => c.id);
  if (stale.length > 0) await trx.deleteFrom('table_columns').where('id', 'in', stale).execute();
  for (const { uuid, created_on: _created, ...column } of columns) {
    const stored = byName.get(column.column_name);
    if (!stored) {
      await trx
        .insertInto('table_columns')
        .values({
          ...column,
          created_on: column.changed_on,
          table_id: tableId,
          uuid: uuid ?? crypto.randomUUID(),
        })
        .execute();
    } else if (differs(stored, column)) {
      await trx.updateTable('table_columns').set(column).where('id', '=', stored.id).execute();
    }
  }
}

/** Same as replaceDatasetColumns, for metrics (matched by metric_name). */
export async function replaceDatasetMetrics(
  trx: Kysely<MetadataSchema>,
  tableId: number,
  metrics: DatasetMetricValues[],
) {
  const existing = await trx.selectFrom('sql_metrics').selectAll().where('table_id', '=', tableId).execute();
  const byName = new Map(existing.map((m) => [m.metric_name, m]));
  const keep = new Set(metrics.map((m) => m.metric_name));
  const stale = existing.filter((m) => !keep.has(m.metric_name)).map((m) => m.id);
  if (stale.length > 0) await trx.deleteFrom('sql_metrics').where('id', 'in', stale).execute();
  for (const { uuid, created_on: _created, ...metric } of metrics) {
    const stored = byName.get(metric.metric_name);
    if (!stored) {
      await trx
        .insertInto('sql_metrics')
        .values({
          ...metric,
          created_on: metric.changed_on,
          table_id: tableId,
          uuid: uuid ?? crypto.randomUUID(),
        })
        .execute();
    } else if (differs(stored, metric)) {
      await trx.updateTable('sql_metrics').set(metric).where('id', '=', stored.id).execute();
    }
  }
}

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
  await trx
    .deleteFrom('tables')
    .where('id', 'in', [...ids])
    .execute();
}
