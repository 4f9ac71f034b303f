import { sql, type Kysely, type SqlBool } from 'kysely';
import type { ChartListItem } from '@sightline/core';
import type { ChartRow, MetadataSchema } from './schema.js';
import type { ListDeclaration } from './listQuery/listDeclaration.js';
import {
  anyTextFilter,
  asNumber,
  certifiedFilter,
  favoriteFilter,
  numberColumnFilters,
  ownersFilter,
  textColumnFilters,
} from './listQuery/filterBuilders.js';
import { auditFilters, userFullNameOf } from './listQuery/auditColumns.js';
import { loadOwners, deleteOwnership } from './owners.js';
import { deleteFavoritesOf } from './favorites.js';
import { bool } from './timestamps.js';
import { qualifiedTableName } from './qualifiedTableName.js';
import { loadAudit, loadInIdOrder } from './resourceItems.js';
import { deleteResourceRows, insertResourceRow, updateResourceRow } from './resourceRows.js';
import { deleteDashboardSliceLinks, replaceDashboardSliceLinks } from './dashboardSlices.js';

const datasourceName = sql`(select coalesce(t.schema || '.', '') || t.table_name from tables t where t.id = slices.datasource_id)`;

export const chartListDeclaration: ListDeclaration = {
  table: 'slices',
  filters: {
    id: {
      ...numberColumnFilters('slices.id'),
      chart_is_favorite: favoriteFilter('slices.id', 'slice'),
      chart_is_certified: certifiedFilter('slices.certified_by'),
    },
    slice_name: {
      ...textColumnFilters('slices.slice_name'),
      chart_all_text: anyTextFilter([
        sql.ref('slices.slice_name'),
        sql.ref('slices.description'),
        sql.ref('slices.viz_type'),
        datasourceName,
      ]),
    },
    viz_type: textColumnFilters('slices.viz_type'),
    description: textColumnFilters('slices.description'),
    datasource_id: numberColumnFilters('slices.datasource_id'),
    datasource_type: textColumnFilters('slices.datasource_type'),
    certified_by: textColumnFilters('slices.certified_by'),
    ...auditFilters('slices'),
    owners: { rel_m_m: ownersFilter('slices.id', 'slice') },
    dashboards: {
      rel_m_m: (v) =>
        sql<SqlBool>`slices.id in (select ds.slice_id from dashboard_slices ds where ds.dashboard_id = ${asNumber(v)})`,
    },
  },
  orderColumns: {
    id: sql.ref('slices.id'),
    slice_name: sql.ref('slices.slice_name'),
    viz_type: sql.ref('slices.viz_type'),
    description: sql.ref('slices.description'),
    cache_timeout: sql.ref('slices.cache_timeout'),
    datasource_id: sql.ref('slices.datasource_id'),
    datasource_name: datasourceName,
    changed_on: sql.ref('slices.changed_on'),
    changed_on_delta_humanized: sql.ref('slices.changed_on'),
    last_saved_at: sql.ref('slices.last_saved_at'),
    changed_by: userFullNameOf('slices.changed_by_fk'),
    'changed_by.first_name': userFullNameOf('slices.changed_by_fk'),
    created_by: userFullNameOf('slices.created_by_fk'),
  },
  defaultOrder: { column: 'changed_on', direction: 'desc' },
};

export const CHART_LIST_COLUMNS = [
  'id',
  'slice_name',
  'viz_type',
  'description',
  'description_markeddown',
  'params',
  'cache_timeout',
  'certified_by',
  'certification_details',
  'is_managed_externally',
  'datasource_id',
  'datasource_type',
  'datasource_name_text',
  'datasource_url',
  'url',
  'slice_url',
  'edit_url',
  'thumbnail_url',
  'owners',
  'dashboards',
  'created_by',
  'created_by_name',
  'changed_by',
  'changed_by_name',
  'changed_on_utc',
  'changed_on_dttm',
  'changed_on_delta_humanized',
  'created_on_delta_humanized',
  'last_saved_at',
  'last_saved_by',
];

/** The item the API answers (its contract is in core). */
export type ChartItem = ChartListItem;

export const chartExploreUrl = (id: number) => `/explore/?slice_id=${id}`;
export const datasetExploreUrl = (id: number) => `/explore/?datasource_type=table&datasource_id=${id}`;

/** Charts with owners, dashboards and user references, in the order of `ids`. */
export function loadCharts(db: Kysely<MetadataSchema>, ids: readonly number[]): Promise<ChartItem[]> {
  return loadInIdOrder(ids, async (wanted) => {
    const rows = await db
      .selectFrom('slices')
      .leftJoin('tables', 'tables.id', 'slices.datasource_id')
      .selectAll('slices')
      .select(['tables.table_name as ds_table', 'tables.schema as ds_schema'])
      .where('slices.id', 'in', wanted)
      .execute();
    // Independent of each other: one round trip's wait instead of three.
    const [owners, audit, links] = await Promise.all([
      loadOwners(db, 'slice', wanted),
      loadAudit(db, rows, (r) => [r.last_saved_by_fk]),
      db
        .selectFrom('dashboard_slices')
        .innerJoin('dashboards', 'dashboards.id', 'dashboard_slices.dashboard_id')
        .select(['dashboard_slices.slice_id', 'dashboards.id', 'dashboards.dashboard_title'])
        .where('dashboard_slices.slice_id', 'in', wanted)
        .orderBy('dashboards.id')
        .execute(),
    ]);
    return rows.map((row) => {
      const a = audit.of(row);
      return {
        id: row.id,
        uuid: row.uuid,
        slice_name: row.slice_name,
        viz_type: row.viz_type,
        description: row.description,
        description_markeddown: row.description ?? '',
        params: row.params,
        query_context: row.query_context,
        cache_timeout: row.cache_timeout,
        certified_by: row.certified_by,
        certification_details: row.certification_details,
        is_managed_externally: bool(row.is_managed_externally),
        datasource_id: row.datasource_id,
        datasource_type: row.datasource_type,
        datasource_name_text: row.ds_table ? qualifiedTableName(row.ds_schema, row.ds_table) : null,
        datasource_url: row.datasource_id !== null ? datasetExploreUrl(row.datasource_id) : null,
        url: chartExploreUrl(row.id),
        slice_url: chartExploreUrl(row.id),
        edit_url: `/chart/edit/${row.id}`,
        thumbnail_url: `/api/v1/chart/${row.id}/thumbnail/${a.changed_on_dttm.toString(16)}/`,
        owners: owners.get(row.id) ?? [],
        dashboards: links
          .filter((l) => l.slice_id === row.id)
          .map((l) => ({ id: l.id, dashboard_title: l.dashboard_title })),
        created_by: a.created_by,
        created_by_name: a.created_by_name,
        changed_by: a.changed_by,
        changed_by_name: a.changed_by_name,
        last_saved_at: row.last_saved_at,
        last_saved_by: audit.user(row.last_saved_by_fk),
        changed_on_utc: a.changed_on_utc,
        changed_on_dttm: a.changed_on_dttm,
        changed_on_delta_humanized: a.changed_on_delta_humanized,
        created_on_delta_humanized: a.created_on_delta_humanized,
      };
    });
  });
}

export type ChartValues = Omit<ChartRow, 'id'>;
export type ChartChanges = Partial<ChartValues>;

export const insertChart = (trx: Kysely<MetadataSchema>, values: ChartValues) =>
  insertResourceRow(trx, 'slices', values);

export const updateChartRow = (trx: Kysely<MetadataSchema>, id: number, changes: ChartChanges) =>
  updateResourceRow(trx, 'slices', id, changes);

/** Replaces the dashboards a chart belongs to. */
export const replaceChartDashboards = (
  trx: Kysely<MetadataSchema>,
  chartId: number,
  dashboardIds: readonly number[],
) => replaceDashboardSliceLinks(trx, 'slice_id', chartId, dashboardIds);

export async function deleteCharts(trx: Kysely<MetadataSchema>, ids: readonly number[]): Promise<void> {
  await deleteDashboardSliceLinks(trx, 'slice_id', ids);
  await deleteOwnership(trx, 'slice', ids);
  await deleteFavoritesOf(trx, 'slice', ids);
  await deleteResourceRows(trx, 'slices', ids);
}
