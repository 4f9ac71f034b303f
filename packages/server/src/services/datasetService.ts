import type { ColumnInfo } from '@sightline/query-engine';
import {
  datasetCreateSchema,
  datasetUpdateSchema,
  type DatasetColumnBody,
  type DatasetMetricBody,
} from '@sightline/core';
import {
  DATASET_LIST_COLUMNS,
  datasetListDeclaration,
  deleteDatasets,
  findDatasetId,
  insertDataset,
  loadDatasetKey,
  NEW_DATASET_SETTINGS,
  loadDatasets,
  replaceDatasetColumns,
  replaceDatasetMetrics,
  updateDatasetRow,
  type DatasetColumnValues,
  type DatasetItem,
  type DatasetKey,
  type DatasetMetricValues,
  type DatasetValues,
} from '../repos/datasetRepo.js';
import { replaceOwners } from '../repos/owners.js';
import { flagColumns, nowIso } from '../repos/timestamps.js';
import { qualifiedTableName } from '../repos/qualifiedTableName.js';
import { accessibleDatasetCondition } from '../repos/dataAccessScope.js';
import { syncDataPermissionViews } from '../repos/permissionViewRepo.js';
import { visibleIds } from '../repos/visibleIds.js';
import { assertPermission, dataAccessOf } from './access.js';
import { assertDatasetSqlPasses } from './datasetSqlGate.js';
import { notFound, parseBody, unprocessable } from '../apiError.js';
import {
  assertCanModifyOwned,
  assertReferencesExist,
  oneOrNotFound,
  OWNED_RESOURCE_RELATED_COLUMNS,
  resolveOwnerChange,
  resolveOwners,
  type ResourceService,
  type ServiceContext,
} from './resourceService.js';

/** Column rows for what the engine reports. */
export function columnsFromEngine(columns: readonly ColumnInfo[], now: string): DatasetColumnValues[] {
  return columns.map((c) => ({
    column_name: c.name,
    verbose_name: null,
    type: c.type,
    type_generic: c.typeGeneric,
    is_dttm: c.isDttm ? 1 : 0,
    groupby: 1,
    filterable: 1,
    is_active: 1,
    expression: null,
    description: null,
    python_date_format: null,
    advanced_data_type: null,
    extra: null,
    created_on: now,
    changed_on: now,
  }));
}

function columnsFromBody(columns: readonly DatasetColumnBody[], now: string): DatasetColumnValues[] {
  return columns.map((c) => ({
    column_name: c.column_name,
    verbose_name: c.verbose_name ?? null,
    type: c.type ?? null,
    type_generic: c.type_generic ?? null,
    is_dttm: c.is_dttm ? 1 : 0,
    groupby: c.groupby === false ? 0 : 1,
    filterable: c.filterable === false ? 0 : 1,
    is_active: c.is_active === false ? 0 : 1,
    expression: c.expression ?? null,
    description: c.description ?? null,
    python_date_format: c.python_date_format ?? null,
    advanced_data_type: c.advanced_data_type ?? null,
    extra: c.extra ?? null,
    created_on: now,
    changed_on: now,
  }));
}

function metricsFromBody(metrics: readonly DatasetMetricBody[], now: string): DatasetMetricValues[] {
  return metrics.map((m) => ({
    metric_name: m.metric_name,
    expression: m.expression,
    verbose_name: m.verbose_name ?? null,
    metric_type: m.metric_type ?? null,
    description: m.description ?? null,
    d3format: m.d3format ?? null,
    currency: m.currency ?? null,
    warning_text: m.warning_text ?? null,
    extra: m.extra ?? null,
    created_on: now,
    changed_on: now,
  }));
}

/** 422 when a column (or metric) name is given twice. */
function assertNoDuplicates(field: 'columns' | 'metrics', names: readonly string[] = []) {
  const duplicated = names.filter((n, i) => names.indexOf(n) !== i);
  if (duplicated.length > 0)
    throw unprocessable({ [field]: [`One or more ${field} are duplicated: ${duplicated.join(', ')}`] });
}

/** 422 when another dataset already has this database, schema and table. */
async function assertDatasetKeyFree(ctx: ServiceContext, key: DatasetKey, exceptId: number | null = null) {
  if ((await findDatasetId(ctx.deps.db, key, exceptId)) !== null) {
    throw unprocessable({
      table_name: [`Dataset ${qualifiedTableName(key.schema, key.tableName)} already exists`],
    });
  }
}

/** Reads the columns of a physical table or of a virtual dataset's SELECT; 422 with the reason otherwise. */
async function describe(
  ctx: ServiceContext,
  databaseId: number,
  schema: string | null,
  table: string,
  sqlText: string | null,
) {
  try {
    const engine = await ctx.deps.engines.forDatabase(databaseId);
    if (!sqlText) return await engine.describeTable({ schema, table });
    // A virtual dataset's SQL is a person's text: it passes the engine's SQL gate before the engine sees it.
    return await engine.describeQuery(
      await engine.sqlGate.check({ kind: 'select', place: 'dataset', text: sqlText }),
    );
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (sqlText) throw unprocessable({ sql: [reason] });
    throw unprocessable({
      table_name: [
        `Table [${qualifiedTableName(schema, table)}] could not be found, please double check your database connection, schema, and table name`,
      ],
    });
  }
}

export const datasetService: ResourceService<DatasetItem> = {
  resource: 'dataset',
  view: 'Dataset',
  listTitle: 'List Sqla Table',
  singular: 'dataset',
  plural: 'datasets',
  table: 'tables',
  listDeclaration: datasetListDeclaration,
  listColumns: DATASET_LIST_COLUMNS,
  relatedColumns: { ...OWNED_RESOURCE_RELATED_COLUMNS, database: 'databases' },
  distinctColumns: { schema: 'tables.schema', table_name: 'tables.table_name' },
  loadListItems: (db, ids) => loadDatasets(db, ids, { withColumns: false }),
  // Datasets the user may not read are neither listed nor found: their columns and SQL are their data.
  accessScope: (user) => accessibleDatasetCondition(dataAccessOf(user)),

  async get(ctx, id) {
    const user = assertPermission(ctx.user, 'can_read', 'Dataset');
    const scope = accessibleDatasetCondition(dataAccessOf(user));
    if (scope && (await visibleIds(ctx.deps.db, 'tables', [id], scope)).length === 0) throw notFound();
    return oneOrNotFound(loadDatasets(ctx.deps.db, [id], { withColumns: true }));
  },

  async create(ctx, body) {
    const user = assertPermission(ctx.user, 'can_write', 'Dataset');
    const input = parseBody(datasetCreateSchema, body);
    const db = ctx.deps.db;
    await assertReferencesExist(db, 'dbs', input.database, 'database', 'Database does not exist');
    const schema = input.schema || null;
    await assertDatasetKeyFree(ctx, { databaseId: input.database, schema, tableName: input.table_name });
    const owners = await resolveOwners(db, user, input.owners);
    const sqlText = input.sql?.trim() ? input.sql : null;
    const described = await describe(ctx, input.database, schema, input.table_name, sqlText);
    const now = nowIso();
    const mainDttm = described.find((c) => c.isDttm)?.name ?? null;
    return db.transaction().execute(async (trx) => {
      const id = await insertDataset(trx, {
        uuid: crypto.randomUUID(),
        database_id: input.database,
        schema,
        table_name: input.table_name,
        sql: sqlText,
        ...NEW_DATASET_SETTINGS,
        main_dttm_col: mainDttm,
        ...flagColumns(input, ['normalize_columns', 'always_filter_main_dttm']),
        created_on: now,
        changed_on: now,
        created_by_fk: user.id,
        changed_by_fk: user.id,
      });
      await replaceDatasetColumns(trx, id, columnsFromEngine(described, now));
      await replaceOwners(trx, 'dataset', id, owners);
      // Its datasource_access (and schema_access) views, so grants can name it.
      await syncDataPermissionViews(trx);
      return id;
    });
  },

  async update(ctx, id, body) {
    const user = await assertCanModifyOwned(ctx, 'Dataset', 'tables', 'dataset', [id]);
    const input = parseBody(datasetUpdateSchema, body);
    const db = ctx.deps.db;
    assertNoDuplicates(
      'columns',
      input.columns?.map((c) => c.column_name),
    );
    assertNoDuplicates(
      'metrics',
      input.metrics?.map((m) => m.metric_name),
    );
    if (input.table_name !== undefined || input.schema !== undefined) {
      // assertCanModifyOwned has answered 404 for a missing dataset.
      const current = (await loadDatasetKey(db, id))!;
      const key = {
        databaseId: current.databaseId,
        schema: input.schema === undefined ? current.schema : input.schema || null,
        tableName: input.table_name ?? current.tableName,
      };
      await assertDatasetKeyFree(ctx, key, id);
    }
    if (input.sql?.trim() || input.columns || input.metrics) {
      await assertDatasetSqlPasses(ctx.deps, (await loadDatasetKey(db, id))!.databaseId, input);
    }
    const owners = await resolveOwnerChange(db, user, input.owners);
    const now = nowIso();
    const flags = ['filter_select_enabled', 'normalize_columns', 'always_filter_main_dttm'] as const;
    const {
      owners: _o,
      columns,
      metrics,
      filter_select_enabled: _f,
      normalize_columns: _n,
      always_filter_main_dttm: _a,
      ...fields
    } = input;
    const changes: Partial<DatasetValues> = {
      ...fields,
      changed_on: now,
      changed_by_fk: user.id,
      ...flagColumns(input, flags),
    };
    await db.transaction().execute(async (trx) => {
      await updateDatasetRow(trx, id, changes);
      if (owners) await replaceOwners(trx, 'dataset', id, owners);
      if (columns) await replaceDatasetColumns(trx, id, columnsFromBody(columns, now));
      if (metrics) await replaceDatasetMetrics(trx, id, metricsFromBody(metrics, now));
      if (input.table_name !== undefined || input.schema !== undefined) await syncDataPermissionViews(trx);
    });
  },

  async deleteMany(ctx, ids) {
    await assertCanModifyOwned(ctx, 'Dataset', 'tables', 'dataset', ids);
    await ctx.deps.db.transaction().execute(async (trx) => {
      await deleteDatasets(trx, ids);
      await syncDataPermissionViews(trx);
    });
  },
};
