import type { SavedChartFields } from '@sightline/core';
import type { MetadataDb } from './metadataDb.js';

/** What the chart-data pipeline reads of saved charts and of the dashboards that show them. */

/** A saved chart's query context and cache timeout. */
export interface SavedChartRow {
  id: number;
  query_context: string | null;
  cache_timeout: number | null;
}

export async function loadSavedChart(db: MetadataDb, id: number): Promise<SavedChartRow | undefined> {
  return db
    .selectFrom('slices')
    .select(['id', 'query_context', 'cache_timeout'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** A saved chart's query context with what its form data is made from, for GET /chart/{pk}/data/. */
export type SavedChartDataRow = SavedChartRow & SavedChartFields;

export async function loadSavedChartData(db: MetadataDb, id: number): Promise<SavedChartDataRow | undefined> {
  return db
    .selectFrom('slices')
    .select([
      'id',
      'query_context',
      'cache_timeout',
      'viz_type',
      'params',
      'datasource_id',
      'datasource_type',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** A saved chart's cache_timeout; null when the chart has none or does not exist. */
export async function savedChartCacheTimeout(db: MetadataDb, id: number): Promise<number | null> {
  return (await loadSavedChart(db, id))?.cache_timeout ?? null;
}

/** The saved query contexts of several charts (annotation layers' source charts); missing ids are left out. */
export async function loadSavedCharts(db: MetadataDb, ids: readonly number[]): Promise<SavedChartRow[]> {
  return db
    .selectFrom('slices')
    .select(['id', 'query_context', 'cache_timeout'])
    .where('id', 'in', ids)
    .execute();
}

/** A chart on a dashboard with its saved query. */
export interface DashboardChartQuery {
  id: number;
  slice_name: string;
  viz_type: string;
  query_context: string | null;
  cache_timeout: number | null;
}

/** The charts of a dashboard with their saved queries, by chart id. */
export function dashboardChartQueries(db: MetadataDb, dashboardId: number): Promise<DashboardChartQuery[]> {
  return db
    .selectFrom('dashboard_slices')
    .innerJoin('slices', 'slices.id', 'dashboard_slices.slice_id')
    .select([
      'slices.id as id',
      'slices.slice_name as slice_name',
      'slices.viz_type as viz_type',
      'slices.query_context as query_context',
      'slices.cache_timeout as cache_timeout',
    ])
    .where('dashboard_slices.dashboard_id', '=', dashboardId)
    .orderBy('slices.id')
    .execute();
}

/** A dashboard's layout and metadata as stored (JSON texts); undefined when it does not exist. */
export function loadDashboardLayout(
  db: MetadataDb,
  dashboardId: number,
): Promise<{ position_json: string | null; json_metadata: string | null } | undefined> {
  return db
    .selectFrom('dashboards')
    .select(['position_json', 'json_metadata'])
    .where('id', '=', dashboardId)
    .executeTakeFirst();
}
