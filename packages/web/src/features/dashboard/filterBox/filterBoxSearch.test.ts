import { describe, expect, it } from 'vitest';
import { filterBoxSearchRequest, searchOptionsOf } from './filterBoxSearch';

const formData = {
  datasource: '4__table',
  filter_configs: [{ column: 'name', metric: 'sum__num', asc: false }],
};

describe('filterBoxSearchRequest', () => {
  it("asks the box's dataset for the column values matching the text, by the field's metric, 1000 at most", () => {
    expect(filterBoxSearchRequest(formData, 'name', 'am')).toMatchObject({
      datasource: { id: 4, type: 'table' },
      queries: [
        {
          columns: ['name'],
          metrics: ['sum__num'],
          orderby: [['sum__num', false]],
          filters: [{ col: 'name', op: 'ILIKE', val: '%am%' }],
          row_limit: 1000,
        },
      ],
    });
  });

  it('counts rows for a field without a metric, and needs a dataset', () => {
    expect(filterBoxSearchRequest({ datasource: '4__table' }, 'x', 'a')!.queries[0]!.metrics).toEqual([
      expect.objectContaining({ label: 'count' }),
    ]);
    expect(filterBoxSearchRequest({}, 'x', 'a')).toBeNull();
  });

  it('turns rows into options with their metric', () => {
    const result = { data: [{ name: 'Amy', count: 3 }, { name: 'Pam' }] } as never;
    expect(searchOptionsOf(result, 'name', 'count')).toEqual([
      { id: 'Amy', text: 'Amy', metric: 3 },
      { id: 'Pam', text: 'Pam' },
    ]);
  });
});
