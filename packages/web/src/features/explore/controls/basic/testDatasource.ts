import type { ExploreDatasource } from '@sightline/core';

/** A small dataset for control tests: two numeric columns, a text column and one saved metric. Tests only. */
export const TEST_DATASOURCE = {
  id: 1,
  uid: '1__table',
  type: 'table',
  datasource_name: 'places',
  name: 'places',
  table_name: 'places',
  schema: null,
  sql: null,
  database: { id: 1, database_name: 'db', backend: 'sqlite' },
  owners: [],
  columns: [
    { column_name: 'lat', type: 'FLOAT', type_generic: 0 },
    { column_name: 'lon', type: 'FLOAT', type_generic: 0 },
    { column_name: 'geohash', type: 'VARCHAR', type_generic: 1 },
  ],
  metrics: [{ metric_name: 'count', expression: 'COUNT(*)' }],
  main_dttm_col: null,
  time_grain_sqla: [],
  granularity_sqla: [],
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
} satisfies ExploreDatasource;
