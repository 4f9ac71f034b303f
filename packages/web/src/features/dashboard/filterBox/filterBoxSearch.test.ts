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

  it("searches within the box's own ad-hoc filters and time range, as its listed choices are", () => {
    const query = filterBoxSearchRequest(
      {
        ...formData,
        granularity_sqla: 'ds',
        time_range: 'Last year',
        adhoc_filters: [
          {
            expressionType: 'SIMPLE',
            clause: 'WHERE',
            subject: 'state',
            operator: '==',
            comparator: 'CA',
          },
        ],
      },
      'name',
      'am',
    )!.queries[0]!;
    expect(query).toMatchObject({ time_range: 'Last year', granularity: 'ds' });
    expect(query.filters).toEqual([
      expect.objectContaining({ col: 'state', op: '==', val: 'CA' }),
      { col: 'name', op: 'ILIKE', val: '%am%' },
    ]);
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
