import type { ChartDatasource } from '../chartPlugin.js';

/** Test data: the example `orders` dataset as charts see it (verbose names, saved metric formats). */
export const ORDERS_DATASOURCE: ChartDatasource = {
  id: 2,
  type: 'table',
  columns: [
    { column_name: 'product_line', verbose_name: 'Product line' },
    { column_name: 'deal_size', verbose_name: 'Deal size' },
    { column_name: 'region', verbose_name: 'Region' },
    { column_name: 'order_date', verbose_name: 'Order date', is_dttm: true },
    { column_name: 'customer', verbose_name: 'Customer' },
    { column_name: 'status', verbose_name: 'Status' },
    { column_name: 'sales', verbose_name: 'Sales' },
  ],
  metrics: [
    { metric_name: 'count', verbose_name: 'COUNT(*)', d3format: ',d' },
    { metric_name: 'sum__sales', verbose_name: 'SUM(sales)', d3format: '$,.2f' },
  ],
};
