import { sql, type Kysely } from 'kysely';
import type { DashboardListItem } from '@sightline/core';
import type { DashboardRow, MetadataSchema } from './schema.js';
import type { ListDeclaration } from './listQuery/listDeclaration.js';
import {
  anyTextFilter,
  booleanColumnFilters,
  certifiedFilter,
  favoriteFilter,
  numberColumnFilters,
  ownersFilter,
  textColumnFilters,
} from './listQuery/filterBuilders.js';
import { auditFilters, userFullNameOf } from './listQuery/auditColumns.js';
import { deleteOwnership, loadOwners } from './owners.js';
import { deleteFavoritesOf } from './favorites.js';
import { bool } from './timestamps.js';
import { changedBySummary, loadAudit, loadInIdOrder } from './resourceItems.js';
import { parseRowId } from '../rowId.js';
import { deleteResourceRows, insertResourceRow, updateResourceRow } from './resourceRows.js';
import { deleteDashboardSliceLinks, replaceDashboardSliceLinks } from './dashboardSlices.js';

export const dashboardListDeclaration: ListDeclaration = {
  table: 'dashboards',
  filters: {
    id: {
      ...numberColumnFilters('dashboards.id'),
      dashboard_is_favorite: favoriteFilter('dashboards.id', 'Dashboard'),
      dashboard_is_certified: certifiedFilter('dashboards.certified_by'),
    },
    dashboard_title: {
      ...textColumnFilters('dashboards.dashboard_title'),
      title_or_slug: anyTextFilter([sql.ref('dashboards.dashboard_title'), sql.ref('dashboards.slug')]),
    },
    slug: textColumnFilters('dashboards.slug'),
    published: booleanColumnFilters('dashboards.published'),
    certified_by: textColumnFilters('dashboards.certified_by'),
    ...auditFilters('dashboards'),
    owners: { rel_m_m: ownersFilter('dashboards.id', 'dashboard') },
  },
  orderColumns: {
    id: sql.ref('dashboards.id'),
    dashboard_title: sql.ref('dashboards.dashboard_title'),
    slug: sql.ref('dashboards.slug'),
    published: sql.ref('dashboards.published'),
    changed_on: sql.ref('dashboards.changed_on'),
    changed_on_delta_humanized: sql.ref('dashboards.changed_on'),
    changed_by: userFullNameOf('dashboards.changed_by_fk'),
    'changed_by.first_name': userFullNameOf('dashboards.changed_by_fk'),
    created_by: userFullNameOf('dashboards.created_by_fk'),
  },
  defaultOrder: { column: 'changed_on', direction: 'desc' },
};

export const DASHBOARD_LIST_COLUMNS = [
  'id',
  'dashboard_title',
  'slug',
  'url',
  'published',
  'status',
  'css',
  'json_metadata',
  'position_json',
  'certified_by',
  'certification_details',
  'is_managed_externally',
  'thumbnail_url',
  'owners',
  'charts',
  'created_by',
  'changed_by',
  'changed_by_name',
  'changed_on_utc',
  'changed_on_delta_humanized',
  'created_on_delta_humanized',
  'roles',
  'tags',
];

/** The item the API answers (its contract is in core). */
export type DashboardItem = DashboardListItem;

export const dashboardUrl = (row: { id: number; slug: string | null }) => `/dashboard/${row.slug || row.id}/`;

export function loadDashboards(db: Kysely<MetadataSchema>, ids: readonly number[]): Promise<DashboardItem[]> {
  return loadInIdOrder(ids, async (wanted) => {
    const rows = await db.selectFrom('dashboards').selectAll().where('id', 'in', wanted).execute();
    // Independent of each other: one round trip's wait instead of three.
    const [owners, audit, charts] = await Promise.all([
      loadOwners(db, 'dashboard', wanted),
      loadAudit(db, rows),
      db
        .selectFrom('dashboard_slices')
        .innerJoin('slices', 'slices.id', 'dashboard_slices.slice_id')
        .select(['dashboard_slices.dashboard_id', 'slices.slice_name'])
        .where('dashboard_slices.dashboard_id', 'in', wanted)
        .orderBy('slices.id')
        .execute(),
    ]);
    return rows.map((row) => {
      const a = audit.of(row);
      return {
        id: row.id,
        uuid: row.uuid,
        dashboard_title: row.dashboard_title,
        slug: row.slug,
        url: dashboardUrl(row),
        published: bool(row.published),
        status: bool(row.published) ? 'published' : 'draft',
        css: row.css,
        json_metadata: row.json_metadata,
        position_json: row.position_json,
        description: row.description,
        certified_by: row.certified_by,
        certification_details: row.certification_details,
        is_managed_externally: bool(row.is_managed_externally),
        external_url: row.external_url,
        thumbnail_url: `/api/v1/dashboard/${row.id}/thumbnail/${a.changed_on_dttm.toString(16)}/`,
        owners: owners.get(row.id) ?? [],
        charts: charts.filter((c) => c.dashboard_id === row.id).map((c) => c.slice_name),
        roles: [],
        tags: [],
        ...changedBySummary(a),
      };
    });
  });
}

/** Resolves `/dashboard/<id or slug>/` to an id, in one query; a slug wins over an id it spells. */
export async function findDashboardId(db: Kysely<MetadataSchema>, idOrSlug: string): Promise<number | null> {
  const id = parseRowId(idOrSlug);
  const rows = await db
    .selectFrom('dashboards')
    .select(['id', 'slug'])
    .where((eb) =>
      id === null ? eb('slug', '=', idOrSlug) : eb.or([eb('slug', '=', idOrSlug), eb('id', '=', id)]),
    )
    .execute();
  return (rows.find((r) => r.slug === idOrSlug) ?? rows[0])?.id ?? null;
}

export async function slugTaken(
  db: Kysely<MetadataSchema>,
  slug: string,
  exceptId: number | null,
): Promise<boolean> {
  let query = db.selectFrom('dashboards').select('id').where('slug', '=', slug);
  if (exceptId !== null) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export type DashboardValues = Omit<DashboardRow, 'id'>;

export const insertDashboard = (trx: Kysely<MetadataSchema>, values: DashboardValues) =>
  insertResourceRow(trx, 'dashboards', values);

export const updateDashboardRow = (
  trx: Kysely<MetadataSchema>,
  id: number,
  changes: Partial<DashboardValues>,
) => updateResourceRow(trx, 'dashboards', id, changes);

/** Replaces the charts a dashboard holds. */
export const replaceDashboardCharts = (
  trx: Kysely<MetadataSchema>,
  dashboardId: number,
  chartIds: readonly number[],
) => replaceDashboardSliceLinks(trx, 'dashboard_id', dashboardId, chartIds);

export async function dashboardChartIds(db: Kysely<MetadataSchema>, dashboardId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('dashboard_slices')
    .select('slice_id')
    .where('dashboard_id', '=', dashboardId)
    .orderBy('slice_id')
    .execute();
  return rows.map((r) => r.slice_id);
}

/** The datasets the dashboard's charts read (table datasources), ascending. */
export async function dashboardDatasetIds(
  db: Kysely<MetadataSchema>,
  dashboardId: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('dashboard_slices')
    .innerJoin('slices', 'slices.id', 'dashboard_slices.slice_id')
    .select('slices.datasource_id')
    .distinct()
    .where('dashboard_slices.dashboard_id', '=', dashboardId)
    .where('slices.datasource_type', '=', 'table')
    .where('slices.datasource_id', 'is not', null)
    .orderBy('slices.datasource_id')
    .execute();
  return rows.map((r) => r.datasource_id!);
}

export async function deleteDashboards(trx: Kysely<MetadataSchema>, ids: readonly number[]): Promise<void> {
  await deleteDashboardSliceLinks(trx, 'dashboard_id', ids);
  await deleteOwnership(trx, 'dashboard', ids);
  await deleteFavoritesOf(trx, 'Dashboard', ids);
  await deleteResourceRows(trx, 'dashboards', ids);
}
