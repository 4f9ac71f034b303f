/**
 * The dataset as the chart-building screen reads it: what `GET
 * /api/v1/explore/`, `GET /datasource/get/{type}/{id}/` and `POST /datasource/save/` answer, in Superset's
 * shape. Certification and warnings, stored in each column's and metric's `extra` JSON, are lifted into
 * plain fields so the panel does not parse JSON.
 */

import { z } from 'zod';
import { parseJsonObject } from '../isRecord.js';

const nullableText = z.string().nullable();

export const exploreOwnerSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  username: z.string(),
});
export type ExploreOwner = z.infer<typeof exploreOwnerSchema>;

export const exploreColumnSchema = z.object({
  id: z.number().int().optional(),
  column_name: z.string(),
  verbose_name: nullableText.optional(),
  description: nullableText.optional(),
  /** The database type name, e.g. VARCHAR, BIGINT, TIMESTAMP. */
  type: nullableText.optional(),
  /** 0 numeric, 1 string, 2 temporal, 3 boolean (Superset's GenericDataType). */
  type_generic: z.number().int().nullable().optional(),
  is_dttm: z.boolean().optional(),
  /** A calculated column's SQL expression. */
  expression: nullableText.optional(),
  filterable: z.boolean().optional(),
  groupby: z.boolean().optional(),
  python_date_format: nullableText.optional(),
  advanced_data_type: nullableText.optional(),
  certified_by: nullableText.optional(),
  certification_details: nullableText.optional(),
  warning_markdown: nullableText.optional(),
  /** The raw `extra` JSON text as stored. */
  extra: nullableText.optional(),
});
export type ExploreColumn = z.infer<typeof exploreColumnSchema>;

/** A metric's currency: its symbol and on which side of the number it goes. */
export const exploreCurrencySchema = z.object({
  symbol: z.string(),
  symbolPosition: z.enum(['prefix', 'suffix']).optional(),
});

export const exploreMetricSchema = z.object({
  id: z.number().int().optional(),
  metric_name: z.string(),
  verbose_name: nullableText.optional(),
  description: nullableText.optional(),
  expression: z.string(),
  metric_type: nullableText.optional(),
  d3format: nullableText.optional(),
  currency: exploreCurrencySchema.nullable().optional(),
  warning_text: nullableText.optional(),
  certified_by: nullableText.optional(),
  certification_details: nullableText.optional(),
  warning_markdown: nullableText.optional(),
  is_certified: z.boolean().optional(),
  extra: nullableText.optional(),
});
export type ExploreMetric = z.infer<typeof exploreMetricSchema>;

/** A [value, label] pair of a choice list. */
const choiceSchema = z.tuple([z.string(), z.string()]);

export const exploreDatasourceSchema = z.object({
  id: z.number().int(),
  /** `{id}__{type}`, the form data's `datasource` value. */
  uid: z.string(),
  type: z.literal('table'),
  datasource_name: z.string(),
  name: z.string(),
  table_name: z.string(),
  schema: nullableText,
  /** A virtual dataset's SELECT; null for physical tables. */
  sql: nullableText,
  description: nullableText.optional(),
  database: z.object({ id: z.number().int(), database_name: z.string(), backend: z.string() }),
  owners: z.array(exploreOwnerSchema),
  columns: z.array(exploreColumnSchema),
  metrics: z.array(exploreMetricSchema),
  main_dttm_col: nullableText,
  /** Time grains the database offers, as [value, label] pairs. */
  time_grain_sqla: z.array(choiceSchema),
  /** Temporal columns as [name, label] pairs. */
  granularity_sqla: z.array(choiceSchema),
  /** Column and metric names → their verbose names (the name itself when none). */
  verbose_map: z.record(z.string(), z.string()),
  cache_timeout: z.number().nullable(),
  offset: z.number(),
  filter_select: z.boolean(),
  /** Dataset `extra` JSON text; may carry `disallow_adhoc_metrics` and `warning_markdown`. */
  extra: nullableText,
  health_check_message: nullableText,
  is_managed_externally: z.boolean(),
  is_sqllab_view: z.boolean(),
  /** The legacy editor's page for this dataset. */
  edit_url: z.string(),
  /** Explore on this dataset. */
  url: z.string(),
  template_params: nullableText.optional(),
  normalize_columns: z.boolean().optional(),
  always_filter_main_dttm: z.boolean().optional(),
});
export type ExploreDatasource = z.infer<typeof exploreDatasourceSchema>;

/** A saved chart as `GET /api/v1/explore/` answers it under `slice`. */
export const exploreSliceSchema = z.object({
  slice_id: z.number().int(),
  slice_name: z.string(),
  description: nullableText,
  cache_timeout: z.number().nullable(),
  certified_by: nullableText,
  certification_details: nullableText,
  is_managed_externally: z.boolean(),
  viz_type: z.string(),
  datasource: z.string(),
  form_data: z.record(z.string(), z.unknown()),
  owners: z.array(z.number().int()),
  dashboards: z.array(z.object({ id: z.number().int(), dashboard_title: z.string() })),
  changed_on: nullableText,
  query_context: nullableText.optional(),
});
export type ExploreSlice = z.infer<typeof exploreSliceSchema>;

/** `GET /api/v1/explore/` (ExploreContextSchema). `dataset` is null when the chart's dataset is gone. */
export const exploreContextSchema = z.object({
  dataset: exploreDatasourceSchema.nullable(),
  form_data: z.record(z.string(), z.unknown()),
  slice: exploreSliceSchema.nullable(),
  message: nullableText.optional(),
});
export type ExploreContext = z.infer<typeof exploreContextSchema>;

/** `POST /api/v1/explore/permalink` body and the state `GET /api/v1/explore/permalink/{key}` answers. */
export const explorePermalinkStateSchema = z.object({
  formData: z.record(z.string(), z.unknown()),
  urlParams: z.array(choiceSchema).nullable().optional(),
});
export type ExplorePermalinkState = z.infer<typeof explorePermalinkStateSchema>;

/** Reads a JSON object out of an `extra` text; an empty object when it is missing or not an object. */
export function parseExtraJson(text: string | null | undefined): Record<string, unknown> {
  return parseJsonObject(text) ?? {};
}

/** The dataset's extra JSON can forbid ad-hoc metrics. */
export function disallowsAdhocMetrics(
  datasource: Pick<ExploreDatasource, 'extra'> | null | undefined,
): boolean {
  return parseExtraJson(datasource?.extra).disallow_adhoc_metrics === true;
}

/** The dataset's warning markdown from its extra JSON, or null. */
export function datasetWarningMarkdown(datasource: Pick<ExploreDatasource, 'extra'>): string | null {
  const warning = parseExtraJson(datasource.extra).warning_markdown;
  return typeof warning === 'string' && warning.trim() ? warning : null;
}
