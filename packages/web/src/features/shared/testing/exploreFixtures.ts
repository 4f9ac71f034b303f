import type { ExploreDatasource } from '@sightline/core';
import type { BootstrapData } from '../../../platform/bootstrap';

/** What a test states about its dataset; the builder fills in the rest. */
export type TestDatasetFields = Partial<ExploreDatasource> &
  Pick<ExploreDatasource, 'id' | 'table_name' | 'columns' | 'metrics'>;

/**
 * A dataset as `GET /datasource/get/table/{id}/` answers it, for tests. The uid, names and time columns
 * are derived from `fields` as the server derives them (unless `fields` gives them); the other fields
 * take empty values. `overrides` then replace fields as given, without deriving anything again, so a
 * test can make one field disagree with the rest.
 */
export function buildExploreDatasource(
  fields: TestDatasetFields,
  overrides: Partial<ExploreDatasource> = {},
): ExploreDatasource {
  const schema = fields.schema ?? null;
  return {
    uid: `${fields.id}__table`,
    type: 'table',
    datasource_name: fields.table_name,
    name: schema ? `${schema}.${fields.table_name}` : fields.table_name,
    schema,
    sql: null,
    database: { id: 1, database_name: 'examples', backend: 'duckdb' },
    owners: [],
    main_dttm_col: null,
    time_grain_sqla: [],
    granularity_sqla: fields.columns
      .filter((column) => column.is_dttm)
      .map((column): [string, string] => [column.column_name, column.column_name]),
    verbose_map: {},
    cache_timeout: null,
    offset: 0,
    filter_select: false,
    extra: null,
    health_check_message: null,
    is_managed_externally: false,
    is_sqllab_view: false,
    edit_url: '',
    url: '',
    ...fields,
    ...overrides,
  };
}

/** The bootstrap payload of a page opened by `user` (or by nobody), for a test's store. */
export function testBootstrap(
  user: { id: number; roles: string[] } | null,
  featureFlags: Record<string, boolean> = {},
): BootstrapData {
  return {
    user: user && {
      id: user.id,
      username: `user${user.id}`,
      first_name: 'Test',
      last_name: 'User',
      email: 'u@example.com',
      roles: user.roles,
      permissions: [],
    },
    needs_setup: false,
    common: { feature_flags: featureFlags, conf: {}, flash_messages: [] },
  };
}
