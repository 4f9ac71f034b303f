import type { ExploreDatasource } from '@sightline/core';
import { buildExploreDatasource } from '../../../../features/shared/testing/exploreFixtures';

/** A dataset for the dataset panel's and editor's tests. */
export function fixtureDatasource(overrides: Partial<ExploreDatasource> = {}): ExploreDatasource {
  return buildExploreDatasource(
    {
      id: 7,
      table_name: 'orders',
      schema: 'main',
      description: 'All orders',
      owners: [{ id: 2, first_name: 'Olga', last_name: 'Owner', username: 'olga' }],
      columns: [
        { id: 1, column_name: 'order_date', type: 'TIMESTAMP', type_generic: 2, is_dttm: true },
        { id: 2, column_name: 'country', verbose_name: 'Country name', type: 'VARCHAR', type_generic: 1 },
        {
          id: 3,
          column_name: 'amount',
          type: 'DOUBLE',
          type_generic: 0,
          certified_by: 'Finance',
          certification_details: 'Checked monthly',
          extra: '{"certification":{"certified_by":"Finance","details":"Checked monthly"}}',
        },
        {
          id: 4,
          column_name: 'is_paid',
          type: 'BOOLEAN',
          type_generic: 3,
          warning_markdown: 'Not **reliable**',
        },
        { id: 5, column_name: 'amount_eur', type: 'DOUBLE', type_generic: 0, expression: 'amount * 0.9' },
      ],
      metrics: [
        { id: 10, metric_name: 'count', verbose_name: 'COUNT(*)', expression: 'COUNT(*)' },
        {
          id: 11,
          metric_name: 'revenue',
          verbose_name: 'Revenue',
          expression: 'SUM(amount)',
          certified_by: 'CFO',
          is_certified: true,
        },
      ],
      main_dttm_col: 'order_date',
      filter_select: true,
      edit_url: '/tablemodelview/edit/7',
      url: '/explore/?datasource_type=table&datasource_id=7',
    },
    overrides,
  );
}
