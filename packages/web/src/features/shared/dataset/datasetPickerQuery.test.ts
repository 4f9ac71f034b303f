import { describe, expect, it } from 'vitest';
import { datasetPickerQuery } from './datasetPickerQuery';

describe('datasetPickerQuery', () => {
  it('asks for a page newest first, without a filter when the search is blank', () => {
    expect(datasetPickerQuery(0, '  ')).toEqual({
      page: 0,
      page_size: 25,
      order_column: 'changed_on_delta_humanized',
      order_direction: 'desc',
      filters: [],
    });
  });

  it("filters on table_name with 'contains' (ct)", () => {
    expect(datasetPickerQuery(2, ' ord ').filters).toEqual([{ col: 'table_name', opr: 'ct', value: 'ord' }]);
    expect(datasetPickerQuery(2, 'ord').page).toBe(2);
  });
});
