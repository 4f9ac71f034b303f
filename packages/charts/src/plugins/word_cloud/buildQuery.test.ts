import { describe, expect, it } from 'vitest';
import { buildQuery } from './buildQuery.js';
import { wordCloudFormDataSchema } from './formData.js';

describe('word cloud buildQuery', () => {
  it('groups by the series with the metric, the biggest first when sorted', () => {
    const formData = wordCloudFormDataSchema.parse({
      datasource: '1__table',
      viz_type: 'word_cloud',
      series: 'name',
      metric: 'sum__num',
      row_limit: 50,
      sort_by_metric: true,
      time_range: 'Last year',
    });
    expect(buildQuery(formData).queries).toEqual([
      expect.objectContaining({
        columns: ['name'],
        metrics: ['sum__num'],
        row_limit: 50,
        orderby: [['sum__num', false]],
        time_range: 'Last year',
      }),
    ]);
    const unsorted = buildQuery({ ...formData, sort_by_metric: false, row_limit: 100 }).queries[0]!;
    expect(unsorted.orderby).toBeUndefined();
    expect(unsorted.row_limit).toBe(100);
  });
});
