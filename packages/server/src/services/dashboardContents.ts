import { savedChartFormData } from '@sightline/core';
import type { AuthUser } from '../appDeps.js';
import { dashboardChartIds, dashboardDatasetIds } from '../repos/dashboardRepo.js';
import { loadCharts } from '../repos/chartRepo.js';
import { loadDatasets, type DatasetItem } from '../repos/datasetRepo.js';
import { loadUsernames } from '../repos/userRefs.js';
import { loadChartDataSource } from './chartData/chartDataSource.js';
import { canReadDatasource } from './chartData/datasourceAccess.js';
import { toExploreDatasource } from './explore/exploreDatasource.js';
import { readableDashboard } from './dashboardAccess.js';
import type { ServiceContext } from './resourceService.js';

/**
 * What a dashboard page loads besides the dashboard itself: its charts with their form data
 * (`GET …/charts`, ChartEntityResponseSchema) and the datasets they read (`GET …/datasets`,
 * DashboardDatasetSchema).
 */

export async function dashboardCharts(ctx: ServiceContext, idOrSlug: string) {
  const { dashboardId } = await readableDashboard(ctx, idOrSlug);
  const charts = await loadCharts(ctx.deps.db, await dashboardChartIds(ctx.deps.db, dashboardId));
  return charts.map((chart) => ({
    id: chart.id,
    slice_name: chart.slice_name,
    viz_type: chart.viz_type,
    description: chart.description,
    description_markeddown: chart.description_markeddown,
    cache_timeout: chart.cache_timeout,
    certified_by: chart.certified_by,
    certification_details: chart.certification_details,
    form_data: savedChartFormData(chart),
    query_context: chart.query_context,
    datasource_id: chart.datasource_id,
    datasource_type: chart.datasource_type,
    datasource_name_text: chart.datasource_name_text,
    datasource_url: chart.datasource_url,
    slice_url: chart.slice_url,
    url: chart.url,
    owners: chart.owners,
    changed_on: chart.changed_on_utc,
    changed_on_delta_humanized: chart.changed_on_delta_humanized,
    modified: chart.changed_on_delta_humanized,
    is_managed_externally: chart.is_managed_externally,
  }));
}

/** DashboardDatasetSchema: the explore view of the dataset plus the formats and choices Superset adds. */
function toDashboardDataset(dataset: DatasetItem, usernames: ReadonlyMap<number, string>) {
  const datasource = toExploreDatasource(dataset, usernames);
  const { database, ...rest } = datasource;
  const formatted = datasource.metrics.filter((m) => m.d3format);
  const withCurrency = datasource.metrics.filter((m) => m.currency);
  const columnNames = datasource.columns.map((c) => c.column_name).sort();
  return {
    ...rest,
    database: { id: database.id, name: database.database_name, backend: database.backend },
    filter_select_enabled: datasource.filter_select,
    column_formats: Object.fromEntries(formatted.map((m) => [m.metric_name, m.d3format])),
    currency_formats: Object.fromEntries(withCurrency.map((m) => [m.metric_name, m.currency])),
    column_types: datasource.columns.map((c) => c.type_generic),
    order_by_choices: columnNames.flatMap((name) => [
      [JSON.stringify([name, true]), `${name} [asc]`],
      [JSON.stringify([name, false]), `${name} [desc]`],
    ]),
    default_endpoint: dataset.default_endpoint,
    perm: `[${database.database_name}].[${datasource.table_name}](id:${datasource.id})`,
    // Not stored by Sightline; present so clients reading Superset's shape find the keys.
    params: null,
    fetch_values_predicate: null,
    select_star: null,
  };
}

/** Whether the user may read the dataset's data: the chart-data rule (datasourceAccess.ts). */
async function canReadDataset(ctx: ServiceContext, user: AuthUser, datasetId: number): Promise<boolean> {
  return canReadDatasource(user, await loadChartDataSource(ctx.deps.chartData.datasources, datasetId));
}

/**
 * The datasets the dashboard's charts read, each once. A dataset the user may not read is left out (its
 * columns, metrics and SQL are its details); the charts on it still load and fail with the chart-data
 * API's 403, so the page shows which charts are unavailable.
 */
export async function dashboardDatasets(ctx: ServiceContext, idOrSlug: string) {
  const { user, dashboardId } = await readableDashboard(ctx, idOrSlug);
  const datasetIds = await dashboardDatasetIds(ctx.deps.db, dashboardId);
  const datasets = await loadDatasets(ctx.deps.db, datasetIds, { withColumns: true });
  const readable = [];
  for (const dataset of datasets) {
    if (await canReadDataset(ctx, user, dataset.id)) readable.push(dataset);
  }
  const usernames = await loadUsernames(
    ctx.deps.db,
    readable.flatMap((d) => d.owners.map((o) => o.id)),
  );
  return readable.map((dataset) => toDashboardDataset(dataset, usernames));
}
