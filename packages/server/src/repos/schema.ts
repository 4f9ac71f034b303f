import type { Generated } from 'kysely';

/**
 * Row types of the metadata store. They stay inside `repos/` (and migrations): services and routes work
 * with the domain types from `@sightline/core`.
 *
 * Portable conventions, identical on SQLite and PostgreSQL:
 * - timestamps are ISO-8601 UTC text (`2026-01-02T03:04:05.000Z`), so they sort as text;
 * - booleans are integers 0/1;
 * - JSON documents are text.
 */

interface Audited {
  created_on: string;
  changed_on: string;
  created_by_fk: number | null;
  changed_by_fk: number | null;
}

export interface UserRow {
  id: Generated<number>;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  password_hash: string;
  active: number;
  created_on: string;
  changed_on: string;
  last_login: string | null;
  login_count: number;
}

export interface RoleRow {
  id: Generated<number>;
  name: string;
}

export interface UserRoleRow {
  user_id: number;
  role_id: number;
}

/** A (permission, view) pair such as ('can_write', 'Dashboard'). */
export interface PermissionViewRow {
  id: Generated<number>;
  permission: string;
  view_menu: string;
}

export interface PermissionViewRoleRow {
  permission_view_id: number;
  role_id: number;
}

export interface DatabaseRow extends Audited {
  id: Generated<number>;
  uuid: string;
  database_name: string;
  /** The URI with the password replaced by XXXXXXXXXX; the password lives in `password_encrypted`. */
  sqlalchemy_uri: string;
  password_encrypted: string | null;
  backend: string;
  expose_in_sqllab: number;
  allow_run_async: number;
  allow_dml: number;
  allow_file_upload: number;
  allow_ctas: number;
  allow_cvas: number;
  cache_timeout: number | null;
  extra: string;
  is_managed_externally: number;
  external_url: string | null;
}

export interface DatasetRow extends Audited {
  id: Generated<number>;
  uuid: string;
  database_id: number;
  schema: string | null;
  table_name: string;
  sql: string | null;
  description: string | null;
  main_dttm_col: string | null;
  default_endpoint: string | null;
  offset: number;
  cache_timeout: number | null;
  is_sqllab_view: number;
  template_params: string | null;
  extra: string | null;
  filter_select_enabled: number;
  normalize_columns: number;
  always_filter_main_dttm: number;
  is_managed_externally: number;
  external_url: string | null;
}

export interface DatasetColumnRow {
  id: Generated<number>;
  uuid: string;
  table_id: number;
  column_name: string;
  verbose_name: string | null;
  type: string | null;
  /** 0 numeric, 1 string, 2 temporal, 3 boolean (Superset's GenericDataType). */
  type_generic: number | null;
  is_dttm: number;
  groupby: number;
  filterable: number;
  is_active: number;
  expression: string | null;
  description: string | null;
  python_date_format: string | null;
  advanced_data_type: string | null;
  extra: string | null;
  created_on: string;
  changed_on: string;
}

export interface DatasetMetricRow {
  id: Generated<number>;
  uuid: string;
  table_id: number;
  metric_name: string;
  verbose_name: string | null;
  metric_type: string | null;
  expression: string;
  description: string | null;
  d3format: string | null;
  currency: string | null;
  warning_text: string | null;
  extra: string | null;
  created_on: string;
  changed_on: string;
}

export interface ChartRow extends Audited {
  id: Generated<number>;
  uuid: string;
  slice_name: string;
  datasource_id: number | null;
  datasource_type: string | null;
  viz_type: string;
  params: string | null;
  query_context: string | null;
  description: string | null;
  cache_timeout: number | null;
  certified_by: string | null;
  certification_details: string | null;
  is_managed_externally: number;
  external_url: string | null;
  last_saved_at: string | null;
  last_saved_by_fk: number | null;
}

export interface DashboardRow extends Audited {
  id: Generated<number>;
  uuid: string;
  dashboard_title: string;
  slug: string | null;
  position_json: string | null;
  json_metadata: string | null;
  css: string | null;
  description: string | null;
  published: number;
  certified_by: string | null;
  certification_details: string | null;
  is_managed_externally: number;
  external_url: string | null;
}

export interface DashboardChartRow {
  dashboard_id: number;
  slice_id: number;
}

export interface SavedQueryRow extends Audited {
  id: Generated<number>;
  uuid: string;
  db_id: number;
  schema: string | null;
  catalog: string | null;
  label: string;
  description: string | null;
  sql: string;
  template_parameters: string | null;
  extra_json: string | null;
  rows: number | null;
  last_run: string | null;
}

/** Ownership of charts ('slice'), dashboards ('dashboard'), datasets ('dataset') and databases. */
export interface OwnerRow {
  resource_type: OwnedResourceType;
  resource_id: number;
  user_id: number;
}
export type OwnedResourceType = 'slice' | 'dashboard' | 'dataset';

/** Favorites, with Superset's class names ('slice', 'Dashboard'). */
export interface FavStarRow {
  id: Generated<number>;
  user_id: number;
  class_name: string;
  obj_id: number;
  dttm: string;
}

export interface KeyValueRow {
  id: Generated<number>;
  uuid: string;
  resource: string;
  value: string;
  created_on: string;
  created_by_fk: number | null;
  changed_on: string | null;
  changed_by_fk: number | null;
  expires_on: string | null;
}

export interface LogRow {
  id: Generated<number>;
  action: string;
  user_id: number | null;
  json: string | null;
  dttm: string;
  dashboard_id: number | null;
  slice_id: number | null;
  duration_ms: number | null;
  referrer: string | null;
}

/** A chart type loaded at run time from `bundle_url`; `key` is the viz_type it provides. */
export interface DynamicPluginRow extends Audited {
  id: Generated<number>;
  name: string;
  key: string;
  bundle_url: string;
}

/** A dashboard's saved filter state: owner_type 'Dashboard' (owner_id = dashboard_id) or 'User'. */
export interface FilterSetRow extends Audited {
  id: Generated<number>;
  name: string;
  description: string | null;
  json_metadata: string;
  owner_type: 'Dashboard' | 'User';
  owner_id: number;
  dashboard_id: number;
}

/**
 * A server-side session: a browser cookie ('cookie') or an API client's refresh token and the access
 * tokens issued from it ('refresh'). It authenticates while unexpired and not revoked.
 */
export interface SessionRow {
  id: string;
  user_id: number;
  kind: 'cookie' | 'refresh';
  created_on: string;
  expires_on: string;
  revoked_on: string | null;
}

/** A query run in SQL Lab; times are epoch milliseconds, `changed_on` ISO text like every table's. */
export interface QueryRow {
  id: Generated<number>;
  client_id: string;
  database_id: number;
  user_id: number;
  tab_name: string | null;
  sql_editor_id: string | null;
  schema: string | null;
  sql: string;
  executed_sql: string | null;
  select_sql: string | null;
  limit: number | null;
  limiting_factor: string;
  select_as_cta: number;
  select_as_cta_used: number;
  ctas_method: string | null;
  tmp_table_name: string | null;
  tmp_schema_name: string | null;
  status: string;
  error_message: string | null;
  rows: number | null;
  progress: number;
  start_time: number | null;
  start_running_time: number | null;
  end_time: number | null;
  end_result_backend_time: number | null;
  results_key: string | null;
  extra_json: string | null;
  changed_on: string;
}

/** A SQL Lab editor tab of one user. */
export interface TabStateRow {
  id: Generated<number>;
  user_id: number;
  label: string;
  active: number;
  database_id: number | null;
  schema: string | null;
  sql: string;
  query_limit: number | null;
  latest_query_id: string | null;
  saved_query_id: number | null;
  hide_left_bar: number;
  autorun: number;
  extra_json: string;
  created_on: string;
  changed_on: string;
}

export interface MetadataSchema {
  ab_user: UserRow;
  ab_role: RoleRow;
  ab_user_role: UserRoleRow;
  ab_permission_view: PermissionViewRow;
  ab_permission_view_role: PermissionViewRoleRow;
  dbs: DatabaseRow;
  tables: DatasetRow;
  table_columns: DatasetColumnRow;
  sql_metrics: DatasetMetricRow;
  slices: ChartRow;
  dashboards: DashboardRow;
  dashboard_slices: DashboardChartRow;
  saved_query: SavedQueryRow;
  owners: OwnerRow;
  favstar: FavStarRow;
  key_value: KeyValueRow;
  logs: LogRow;
  dynamic_plugin: DynamicPluginRow;
  filter_sets: FilterSetRow;
  sessions: SessionRow;
  query: QueryRow;
  tab_state: TabStateRow;
}
