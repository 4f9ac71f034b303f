import { z } from 'zod';
import { rowIdSchema } from './listQuery.js';

/**
 * Request bodies of the resource endpoints (POST creates, PUT partial updates), following the Superset
 * 3.1 schemas (`ChartRestApi.post`, `DashboardRestApi.put`, ...). Unknown fields are dropped, as the web
 * client sends whole form states. No field has a default: update schemas are `.partial()` of the create
 * ones and a default there would overwrite stored values.
 */

const ownerIds = z.array(rowIdSchema);
const optionalText = z.string().nullable().optional();
const cacheTimeout = z.number().int().min(0).nullable().optional();

export const chartCreateSchema = z.object({
  slice_name: z.string().trim().min(1).max(250),
  viz_type: z.string().trim().min(1).max(250),
  datasource_id: rowIdSchema,
  datasource_type: z.enum(['table', 'query', 'saved_query', 'view']).optional(),
  params: optionalText,
  query_context: optionalText,
  description: optionalText,
  cache_timeout: cacheTimeout,
  certified_by: optionalText,
  certification_details: optionalText,
  owners: ownerIds.optional(),
  dashboards: z.array(rowIdSchema).optional(),
});
export const chartUpdateSchema = chartCreateSchema.partial();

export const dashboardCreateSchema = z.object({
  dashboard_title: z.string().trim().max(500).optional(),
  slug: z.string().trim().max(255).nullable().optional(),
  position_json: optionalText,
  json_metadata: optionalText,
  css: optionalText,
  published: z.boolean().optional(),
  certified_by: optionalText,
  certification_details: optionalText,
  owners: ownerIds.optional(),
});
export const dashboardUpdateSchema = dashboardCreateSchema.partial();

export const datasetCreateSchema = z.object({
  database: rowIdSchema,
  schema: z.string().nullable().optional(),
  table_name: z.string().trim().min(1).max(250),
  sql: optionalText,
  owners: ownerIds.optional(),
  normalize_columns: z.boolean().optional(),
  always_filter_main_dttm: z.boolean().optional(),
});

export const datasetColumnSchema = z.object({
  column_name: z.string().trim().min(1),
  verbose_name: optionalText,
  type: optionalText,
  type_generic: z.number().int().min(0).max(3).nullable().optional(),
  is_dttm: z.boolean().optional(),
  groupby: z.boolean().optional(),
  filterable: z.boolean().optional(),
  is_active: z.boolean().optional(),
  expression: optionalText,
  description: optionalText,
  python_date_format: optionalText,
  advanced_data_type: optionalText,
  extra: optionalText,
});
export type DatasetColumnBody = z.infer<typeof datasetColumnSchema>;

export const datasetMetricSchema = z.object({
  metric_name: z.string().trim().min(1),
  expression: z.string().trim().min(1),
  verbose_name: optionalText,
  metric_type: optionalText,
  description: optionalText,
  d3format: optionalText,
  currency: optionalText,
  warning_text: optionalText,
  extra: optionalText,
});
export type DatasetMetricBody = z.infer<typeof datasetMetricSchema>;

export const datasetUpdateSchema = z.object({
  table_name: z.string().trim().min(1).max(250).optional(),
  schema: z.string().nullable().optional(),
  sql: optionalText,
  description: optionalText,
  main_dttm_col: optionalText,
  default_endpoint: optionalText,
  offset: z.number().int().optional(),
  cache_timeout: cacheTimeout,
  filter_select_enabled: z.boolean().optional(),
  normalize_columns: z.boolean().optional(),
  always_filter_main_dttm: z.boolean().optional(),
  template_params: optionalText,
  extra: optionalText,
  owners: ownerIds.optional(),
  /** When given, replaces the dataset's columns (matched by column_name). */
  columns: z.array(datasetColumnSchema).optional(),
  /** When given, replaces the dataset's metrics (matched by metric_name). */
  metrics: z.array(datasetMetricSchema).optional(),
});

const databaseFlags = {
  expose_in_sqllab: z.boolean().optional(),
  allow_run_async: z.boolean().optional(),
  allow_dml: z.boolean().optional(),
  allow_file_upload: z.boolean().optional(),
  allow_ctas: z.boolean().optional(),
  allow_cvas: z.boolean().optional(),
  cache_timeout: cacheTimeout,
  extra: optionalText,
};

export const databaseCreateSchema = z.object({
  database_name: z.string().trim().min(1).max(250),
  sqlalchemy_uri: z.string().trim().min(1),
  ...databaseFlags,
});
export const databaseUpdateSchema = databaseCreateSchema.partial();

export const databaseTestConnectionSchema = z.object({
  sqlalchemy_uri: z.string().trim().min(1),
  database_name: z.string().optional(),
});

export const savedQueryCreateSchema = z.object({
  db_id: rowIdSchema,
  label: z.string().trim().min(1).max(256),
  sql: z.string(),
  schema: z.string().nullable().optional(),
  catalog: z.string().nullable().optional(),
  description: optionalText,
  template_parameters: optionalText,
  extra_json: optionalText,
});
export const savedQueryUpdateSchema = savedQueryCreateSchema.partial();
