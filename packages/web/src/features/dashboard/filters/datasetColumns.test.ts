import { describe, expect, it } from 'vitest';
import { datasetColumns } from './datasetColumns';

describe('datasetColumns', () => {
  it('reads the named columns of a loaded dataset, temporal or not, with their types', () => {
    const dataset = {
      columns: [
        { column_name: 'order_date', is_dttm: true, type: 'DATE' },
        { column_name: 'country' },
        { verbose_name: 'x' },
        'junk',
      ],
    };
    expect(datasetColumns(dataset)).toEqual([
      { column_name: 'order_date', is_dttm: true, type: 'DATE' },
      { column_name: 'country', is_dttm: false, type: null },
    ]);
  });

  it('is undefined while the dataset is not loaded', () => {
    expect(datasetColumns(undefined)).toBeUndefined();
    expect(datasetColumns({ table_name: 'sales' })).toBeUndefined();
  });
});
