import type { ControlConfig, ControlValues } from '@sightline/charts';
import { buildExploreDatasource } from '../../../../../features/shared/testing/exploreFixtures';

/** A small dataset for the complex controls' tests: one column of each kind and two saved metrics. */
export const fixtureDatasource = buildExploreDatasource({
  id: 7,
  table_name: 'orders',
  columns: [
    { column_name: 'country', type: 'VARCHAR', type_generic: 1, verbose_name: 'Country' },
    { column_name: 'amount', type: 'DOUBLE', type_generic: 0 },
    { column_name: 'quantity', type: 'BIGINT', type_generic: 0 },
    { column_name: 'order_date', type: 'TIMESTAMP', type_generic: 2, is_dttm: true },
    { column_name: 'is_paid', type: 'BOOLEAN', type_generic: 3 },
  ],
  metrics: [
    { metric_name: 'count', expression: 'COUNT(*)', verbose_name: 'Orders' },
    { metric_name: 'revenue', expression: 'SUM(amount)' },
  ],
  main_dttm_col: 'order_date',
  verbose_map: { country: 'Country', count: 'Orders', amount: 'amount', revenue: 'revenue' },
  filter_select: true,
  edit_url: '/dataset/edit/7',
  url: '/explore/?datasource_type=table&datasource_id=7',
});

/** The props the control container passes, with the value and config a test needs. */
export function controlProps<V>(
  config: Partial<ControlConfig> & Pick<ControlConfig, 'type'>,
  value: V | undefined,
  formData: ControlValues = {},
) {
  return {
    name: 'test_control',
    config: { label: 'Test', affects: 'render' as const, ...config },
    value,
    formData,
    datasource: fixtureDatasource,
    errors: [] as string[],
  };
}
