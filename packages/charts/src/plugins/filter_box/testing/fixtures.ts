import type { ChartDataResult, ChartDatasource, ChartHooks } from '../../../sdk/chartPlugin.js';
import { filterBoxFormDataSchema } from '../formData.js';
import { transformProps } from '../transformProps.js';

/** A filter box over orders: a multi-select country field barred by sales, a single-select year field. */
export const FILTER_BOX_DATASOURCE: ChartDatasource = {
  id: 3,
  type: 'table',
  columns: [
    { column_name: 'country', verbose_name: 'Country' },
    { column_name: 'year_id', type: 'BIGINT' },
    { column_name: 'order_date', verbose_name: 'Order date', is_dttm: true },
  ],
  metrics: [{ metric_name: 'sum__sales' }],
};

export const COUNTRY_RESULT: ChartDataResult = {
  colnames: ['country', 'sum__sales'],
  coltypes: [1, 0],
  data: [
    { country: 'USA', sum__sales: 400 },
    { country: 'France', sum__sales: 100 },
    { country: 'Spain', sum__sales: 300 },
  ],
  rowcount: 3,
};

export const YEAR_RESULT: ChartDataResult = {
  colnames: ['year_id', 'count'],
  coltypes: [0, 0],
  data: [
    { year_id: 2003, count: 10 },
    { year_id: 2004, count: 20 },
  ],
  rowcount: 2,
};

export function filterBoxProps(
  formData: Record<string, unknown> = {},
  hooks: ChartHooks = {},
  selectedValues?: Record<string, unknown>,
  queriesData: ChartDataResult[] = [COUNTRY_RESULT, YEAR_RESULT],
) {
  return transformProps({
    formData: filterBoxFormDataSchema.parse({
      datasource: '3__table',
      viz_type: 'filter_box',
      filter_configs: [
        { column: 'country', metric: 'sum__sales', asc: false },
        { column: 'year_id', label: 'Year', multiple: false, defaultValue: '2004' },
      ],
      ...formData,
    }),
    queriesData,
    width: 300,
    height: 500,
    datasource: FILTER_BOX_DATASOURCE,
    hooks,
    ...(selectedValues ? { filterState: { selectedValues } } : {}),
  });
}
