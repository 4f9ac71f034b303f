import type { DatasetDescriptor } from '../datasetDescriptor.js';

/**
 * The dataset the compiler tests use: a small names table (the cross-engine test creates it in every
 * engine) with one calculated column and two saved metrics.
 */
export const NAMES_TABLE = 'names';

export function namesDataset(overrides: Partial<DatasetDescriptor> = {}): DatasetDescriptor {
  return {
    id: 1,
    tableName: NAMES_TABLE,
    schema: null,
    sql: null,
    mainDttmCol: 'ds',
    columns: [
      { column_name: 'ds', type: 'TIMESTAMP', type_generic: 2, is_dttm: true, expression: null },
      { column_name: 'gender', type: 'VARCHAR', type_generic: 1, is_dttm: false, expression: null },
      { column_name: 'name', type: 'VARCHAR', type_generic: 1, is_dttm: false, expression: null },
      { column_name: 'state', type: 'VARCHAR', type_generic: 1, is_dttm: false, expression: null },
      { column_name: 'num', type: 'INTEGER', type_generic: 0, is_dttm: false, expression: null },
      { column_name: 'flag', type: 'BOOLEAN', type_generic: 3, is_dttm: false, expression: null },
      {
        column_name: 'num_doubled',
        type: 'INTEGER',
        type_generic: 0,
        is_dttm: false,
        expression: 'num * 2',
      },
    ],
    metrics: [
      { metric_name: 'count', expression: 'COUNT(*)', verbose_name: 'COUNT(*)' },
      { metric_name: 'sum__num', expression: 'SUM(num)', verbose_name: null },
    ],
    ...overrides,
  };
}
