import { parseDatasourceUid } from '@sightline/core';
import { buildChartQueryContext, type AnyChartPlugin } from '@sightline/charts';
import type { ChartSaveBody } from '../exploreApi';

/**
 * What a chart saves: its form data without the filters inherited from a dashboard (they are not the
 * chart's; the inherited-filter warning), and the query context built from it so other features
 * (annotation layers, reports) can run the chart's query without its plugin.
 */
export function saveableFormData(formData: Record<string, unknown>): Record<string, unknown> {
  const { adhoc_filters: filters, ...rest } = formData;
  const own = Array.isArray(filters)
    ? filters.filter((f) => !(f && typeof f === 'object' && (f as { isExtra?: unknown }).isExtra))
    : filters;
  return own === undefined ? rest : { ...rest, adhoc_filters: own };
}

export function chartSaveBody(
  plugin: AnyChartPlugin | undefined,
  formData: Record<string, unknown>,
  sliceName: string,
): Omit<ChartSaveBody, 'dashboards'> {
  const params = saveableFormData(formData);
  const dataset = parseDatasourceUid(params.datasource);
  const built = plugin ? buildChartQueryContext(plugin, params) : null;
  return {
    slice_name: sliceName,
    viz_type: String(params.viz_type ?? 'table'),
    datasource_id: dataset?.id ?? 0,
    datasource_type: dataset?.type ?? 'table',
    params: JSON.stringify(params),
    query_context: built && !(built instanceof Error) ? JSON.stringify(built) : null,
  };
}
