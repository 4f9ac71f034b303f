import { z } from 'zod';
import { exploreCurrencySchema, exploreDatasourceSchema } from '../explore/exploreDatasource.js';
import { chartListItemSchema } from './resourceItems.js';

/** What a dashboard page loads besides the dashboard itself: its charts and the datasets they read. */

/** A chart of `GET /api/v1/dashboard/{id_or_slug}/charts`, with its saved form data. */
export const dashboardChartSchema = chartListItemSchema
  .pick({
    id: true,
    slice_name: true,
    viz_type: true,
    description: true,
    description_markeddown: true,
    cache_timeout: true,
    certified_by: true,
    certification_details: true,
    query_context: true,
    datasource_id: true,
    datasource_type: true,
    datasource_name_text: true,
    datasource_url: true,
    slice_url: true,
    url: true,
    owners: true,
    changed_on_delta_humanized: true,
    is_managed_externally: true,
  })
  .extend({
    form_data: z.record(z.string(), z.unknown()),
    changed_on: z.string(),
    modified: z.string(),
  });
export type DashboardChart = z.infer<typeof dashboardChartSchema>;
export const dashboardChartsResponseSchema = z.object({ result: z.array(dashboardChartSchema) });
export type DashboardChartsResponse = z.infer<typeof dashboardChartsResponseSchema>;

/** A dataset of `GET /api/v1/dashboard/{id_or_slug}/datasets`: the explore view of it and Superset's additions. */
export const dashboardDatasetSchema = exploreDatasourceSchema.extend({
  database: z.object({ id: z.number().int(), name: z.string(), backend: z.string() }),
  filter_select_enabled: z.boolean(),
  /** Metric names → their d3 format, for the metrics that have one. */
  column_formats: z.record(z.string(), z.string()),
  /** Metric names → their currency, for the metrics that have one. */
  currency_formats: z.record(z.string(), exploreCurrencySchema),
  column_types: z.array(z.number().int().nullable()),
  order_by_choices: z.array(z.tuple([z.string(), z.string()])),
  default_endpoint: z.string().nullable(),
  perm: z.string(),
  params: z.null(),
  fetch_values_predicate: z.null(),
  select_star: z.null(),
});
export type DashboardDataset = z.infer<typeof dashboardDatasetSchema>;
export const dashboardDatasetsResponseSchema = z.object({ result: z.array(dashboardDatasetSchema) });
export type DashboardDatasetsResponse = z.infer<typeof dashboardDatasetsResponseSchema>;
