/**
 * The dataset as the chart-building screen reads it: what `GET
 * /api/v1/explore/`, `GET /datasource/get/{type}/{id}/` and `POST /datasource/save/` answer, in Superset's
 * shape. Certification and warnings, stored in each column's and metric's `extra` JSON, are lifted into
 * plain fields so the panel does not parse JSON.
 */

import { parseJsonObject } from '../isRecord.js';

export interface ExploreOwner {
  id: number;
  first_name: string;
  last_name: string;
  username: string;
}

export interface ExploreColumn {
  id?: number;
  column_name: string;
  verbose_name?: string | null;
  description?: string | null;
  /** The database type name, e.g. VARCHAR, BIGINT, TIMESTAMP. */
  type?: string | null;
  /** 0 numeric, 1 string, 2 temporal, 3 boolean (Superset's GenericDataType). */
  type_generic?: number | null;
  is_dttm?: boolean;
  /** A calculated column's SQL expression. */
  expression?: string | null;
  filterable?: boolean;
  groupby?: boolean;
  python_date_format?: string | null;
  advanced_data_type?: string | null;
  certified_by?: string | null;
  certification_details?: string | null;
  warning_markdown?: string | null;
  /** The raw `extra` JSON text as stored. */
  extra?: string | null;
}

export interface ExploreMetric {
  id?: number;
  metric_name: string;
  verbose_name?: string | null;
  description?: string | null;
  expression: string;
  metric_type?: string | null;
  d3format?: string | null;
  currency?: { symbol: string; symbolPosition?: 'prefix' | 'suffix' } | null;
  warning_text?: string | null;
  certified_by?: string | null;
  certification_details?: string | null;
  warning_markdown?: string | null;
  is_certified?: boolean;
  extra?: string | null;
}

export interface ExploreDatasource {
  id: number;
  /** `{id}__{type}`, the form data's `datasource` value. */
  uid: string;
  type: 'table';
  datasource_name: string;
  name: string;
  table_name: string;
  schema: string | null;
  /** A virtual dataset's SELECT; null for physical tables. */
  sql: string | null;
  description?: string | null;
  database: { id: number; database_name: string; backend: string };
  owners: ExploreOwner[];
  columns: ExploreColumn[];
  metrics: ExploreMetric[];
  main_dttm_col: string | null;
  /** Time grains the database offers, as [value, label] pairs. */
  time_grain_sqla: [string, string][];
  /** Temporal columns as [name, label] pairs. */
  granularity_sqla: [string, string][];
  /** Column and metric names → their verbose names (the name itself when none). */
  verbose_map: Record<string, string>;
  cache_timeout: number | null;
  offset: number;
  filter_select: boolean;
  /** Dataset `extra` JSON text; may carry `disallow_adhoc_metrics` and `warning_markdown`. */
  extra: string | null;
  health_check_message: string | null;
  is_managed_externally: boolean;
  is_sqllab_view: boolean;
  /** The legacy editor's page for this dataset. */
  edit_url: string;
  /** Explore on this dataset. */
  url: string;
  template_params?: string | null;
  normalize_columns?: boolean;
  always_filter_main_dttm?: boolean;
}

/** A saved chart as `GET /api/v1/explore/` answers it under `slice`. */
export interface ExploreSlice {
  slice_id: number;
  slice_name: string;
  description: string | null;
  cache_timeout: number | null;
  certified_by: string | null;
  certification_details: string | null;
  is_managed_externally: boolean;
  viz_type: string;
  datasource: string;
  form_data: Record<string, unknown>;
  owners: number[];
  dashboards: { id: number; dashboard_title: string }[];
  changed_on: string | null;
  query_context?: string | null;
}

/** `GET /api/v1/explore/` (ExploreContextSchema). `dataset` is null when the chart's dataset is gone. */
export interface ExploreContext {
  dataset: ExploreDatasource | null;
  form_data: Record<string, unknown>;
  slice: ExploreSlice | null;
  message?: string | null;
}

/** `POST /api/v1/explore/permalink` body and the state `GET /api/v1/explore/permalink/{key}` answers. */
export interface ExplorePermalinkState {
  formData: Record<string, unknown>;
  urlParams?: [string, string][] | null;
}

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
