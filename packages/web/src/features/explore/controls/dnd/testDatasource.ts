import type { ExploreColumn, ExploreDatasource, ExploreMetric } from '@sightline/core';
import { buildExploreDatasource } from '../../../../features/shared/testing/exploreFixtures';

/** A small dataset for the drop zone and popover tests. */
export const TEST_COLUMNS: ExploreColumn[] = [
  { column_name: 'num', verbose_name: 'Number', type: 'BIGINT', type_generic: 0 },
  { column_name: 'name', type: 'VARCHAR', type_generic: 1 },
  { column_name: 'ds', type: 'TIMESTAMP', type_generic: 2, is_dttm: true },
  { column_name: 'num_x2', type: 'BIGINT', type_generic: 0, expression: 'num * 2' },
];

export const TEST_METRICS: ExploreMetric[] = [
  { metric_name: 'count', verbose_name: 'COUNT(*)', expression: 'COUNT(*)' },
  {
    metric_name: 'total',
    expression: 'SUM(num)',
    certified_by: 'Data team',
    certification_details: 'Checked',
    is_certified: true,
  },
];

export function testDatasource(overrides: Partial<ExploreDatasource> = {}): ExploreDatasource {
  return buildExploreDatasource(
    { id: 1, table_name: 'birth_names', columns: TEST_COLUMNS, metrics: TEST_METRICS, main_dttm_col: 'ds' },
    overrides,
  );
}
