import { buildExploreDatasource } from '../../../../features/shared/testing/exploreFixtures';

/** A small dataset for control tests: two numeric columns, a text column and one saved metric. Tests only. */
export const TEST_DATASOURCE = buildExploreDatasource({
  id: 1,
  table_name: 'places',
  columns: [
    { column_name: 'lat', type: 'FLOAT', type_generic: 0 },
    { column_name: 'lon', type: 'FLOAT', type_generic: 0 },
    { column_name: 'geohash', type: 'VARCHAR', type_generic: 1 },
  ],
  metrics: [{ metric_name: 'count', expression: 'COUNT(*)' }],
});
