import { dashboardChartIds, dashboardDatasetIds } from '../repos/dashboardRepo.js';
import { loadCharts } from '../repos/chartRepo.js';
import { loadDatasets } from '../repos/datasetRepo.js';
import { parseJsonObject } from '../repos/jsonText.js';
import { qualifiedTableName } from '../repos/qualifiedTableName.js';
import { assertPermission } from './access.js';
import type { ServiceContext } from './resourceService.js';

/**
 * What a dashboard page loads besides the dashboard itself: its charts (with form data) and the
 * datasets they read. Basic shapes; the dashboard feature extends them.
 */

export async function dashboardCharts(ctx: ServiceContext, dashboardId: number) {
  assertPermission(ctx.user, 'can_read', 'Dashboard');
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
    form_data: { ...parseJsonObject(chart.params), slice_id: chart.id },
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

export async function dashboardDatasets(ctx: ServiceContext, dashboardId: number) {
  assertPermission(ctx.user, 'can_read', 'Dashboard');
  // Only the dataset ids are needed from the charts, not the whole chart items.
  const datasetIds = await dashboardDatasetIds(ctx.deps.db, dashboardId);
  const datasets = await loadDatasets(ctx.deps.db, datasetIds, { withColumns: true });
  return datasets.map((dataset) => ({
    ...dataset,
    uid: `${dataset.id}__table`,
    type: 'table',
    name: qualifiedTableName(dataset.schema, dataset.table_name),
    datasource_name: dataset.table_name,
  }));
}
