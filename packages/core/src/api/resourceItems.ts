import { z } from 'zod';
import { userRefSchema } from './userRefs.js';

/**
 * One item per resource, as `GET /api/v1/<resource>/{id}` answers it and `GET /api/v1/<resource>/`
 * lists it (a list item holds only the columns asked for). Items may carry more fields than these.
 */

const nullableString = z.string().nullable();

/** The fields every audited resource item shows. */
const changedBy = {
  created_by: userRefSchema.nullable(),
  changed_by: userRefSchema.nullable(),
  changed_on_delta_humanized: z.string(),
};

const changedByName = {
  ...changedBy,
  changed_by_name: nullableString,
  changed_on_utc: z.string(),
  created_on_delta_humanized: z.string(),
};

export const chartListItemSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  slice_name: z.string(),
  viz_type: z.string(),
  description: nullableString,
  description_markeddown: z.string(),
  params: nullableString,
  query_context: nullableString,
  cache_timeout: z.number().int().nullable(),
  certified_by: nullableString,
  certification_details: nullableString,
  is_managed_externally: z.boolean(),
  datasource_id: z.number().int().nullable(),
  datasource_type: nullableString,
  datasource_name_text: nullableString,
  datasource_url: nullableString,
  url: z.string(),
  slice_url: z.string(),
  edit_url: z.string(),
  thumbnail_url: z.string(),
  owners: z.array(userRefSchema),
  dashboards: z.array(z.object({ id: z.number().int(), dashboard_title: z.string() })),
  ...changedByName,
  created_by_name: nullableString,
  changed_on_dttm: z.number(),
  last_saved_at: nullableString,
  last_saved_by: userRefSchema.nullable(),
});
export type ChartListItem = z.infer<typeof chartListItemSchema>;

export const dashboardListItemSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  dashboard_title: z.string(),
  slug: nullableString,
  url: z.string(),
  published: z.boolean(),
  status: z.enum(['published', 'draft']),
  css: nullableString,
  json_metadata: nullableString,
  position_json: nullableString,
  description: nullableString,
  certified_by: nullableString,
  certification_details: nullableString,
  is_managed_externally: z.boolean(),
  external_url: nullableString,
  thumbnail_url: z.string(),
  owners: z.array(userRefSchema),
  /** Slice names of the dashboard's charts (Superset's list view shows them). */
  charts: z.array(z.string()),
  roles: z.array(z.never()),
  tags: z.array(z.never()),
  ...changedByName,
});
export type DashboardListItem = z.infer<typeof dashboardListItemSchema>;

export const datasetColumnItemSchema = z.object({
  id: z.number().int(),
  column_name: z.string(),
  verbose_name: nullableString,
  type: nullableString,
  type_generic: z.number().int().nullable(),
  is_dttm: z.boolean(),
  groupby: z.boolean(),
  filterable: z.boolean(),
  is_active: z.boolean(),
  expression: nullableString,
  description: nullableString,
  python_date_format: nullableString,
  advanced_data_type: nullableString,
  extra: nullableString,
});
export type DatasetColumnItem = z.infer<typeof datasetColumnItemSchema>;

export const datasetMetricItemSchema = z.object({
  id: z.number().int(),
  metric_name: z.string(),
  verbose_name: nullableString,
  metric_type: nullableString,
  expression: z.string(),
  description: nullableString,
  d3format: nullableString,
  currency: nullableString,
  warning_text: nullableString,
  extra: nullableString,
});
export type DatasetMetricItem = z.infer<typeof datasetMetricItemSchema>;

export const datasetListItemSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  table_name: z.string(),
  schema: nullableString,
  sql: nullableString,
  kind: z.enum(['physical', 'virtual']),
  datasource_type: z.literal('table'),
  database: z.object({ id: z.number().int(), database_name: z.string(), backend: z.string() }),
  description: nullableString,
  main_dttm_col: nullableString,
  default_endpoint: nullableString,
  offset: z.number().int(),
  cache_timeout: z.number().int().nullable(),
  extra: nullableString,
  template_params: nullableString,
  filter_select_enabled: z.boolean(),
  normalize_columns: z.boolean(),
  always_filter_main_dttm: z.boolean(),
  is_sqllab_view: z.boolean(),
  is_managed_externally: z.boolean(),
  explore_url: z.string(),
  url: z.string(),
  owners: z.array(userRefSchema),
  ...changedByName,
  columns: z.array(datasetColumnItemSchema),
  metrics: z.array(datasetMetricItemSchema),
});
export type DatasetListItem = z.infer<typeof datasetListItemSchema>;

export const databaseListItemSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  database_name: z.string(),
  /** Masked: the password reads XXXXXXXXXX. */
  sqlalchemy_uri: z.string(),
  backend: z.string(),
  expose_in_sqllab: z.boolean(),
  allow_run_async: z.boolean(),
  allow_dml: z.boolean(),
  allow_file_upload: z.boolean(),
  allow_ctas: z.boolean(),
  allow_cvas: z.boolean(),
  allows_subquery: z.boolean(),
  allows_cost_estimate: z.boolean(),
  allows_virtual_table_explore: z.boolean(),
  disable_data_preview: z.boolean(),
  explore_database_id: z.number().int(),
  force_ctas_schema: nullableString,
  cache_timeout: z.number().int().nullable(),
  extra: z.string(),
  is_managed_externally: z.boolean(),
  ...changedBy,
  changed_on: z.string(),
});
export type DatabaseListItem = z.infer<typeof databaseListItemSchema>;

export const savedQueryListItemSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  label: z.string(),
  description: nullableString,
  sql: z.string(),
  schema: nullableString,
  catalog: nullableString,
  db_id: z.number().int(),
  database: z.object({ id: z.number().int(), database_name: z.string() }),
  rows: z.number().int().nullable(),
  template_parameters: nullableString,
  extra_json: nullableString,
  extra: z.record(z.string(), z.unknown()),
  sql_tables: z.array(z.never()),
  last_run: nullableString,
  last_run_delta_humanized: nullableString,
  ...changedBy,
  created_on: z.string(),
  changed_on: z.string(),
});
export type SavedQueryListItem = z.infer<typeof savedQueryListItemSchema>;
