import { describe, expect, it } from 'vitest';
import { datasetIdOf, toChartDatasource } from './chartFormData';

describe('chart form data', () => {
  it('finds the dataset id in the datasource key', () => {
    expect(datasetIdOf({ datasource: '12__table' })).toBe(12);
    expect(datasetIdOf({})).toBeNull();
  });

  it("keeps a metric's currency only when it has a symbol", () => {
    const datasource = toChartDatasource({
      id: 2,
      table_name: 'orders',
      columns: [],
      metrics: [
        { metric_name: 'sum__sales', currency: { symbol: 'USD', symbolPosition: 'prefix' } },
        { metric_name: 'count', currency: 'USD' },
      ],
    });
    expect(datasource.metrics.map((m) => m.currency)).toEqual([
      { symbol: 'USD', symbolPosition: 'prefix' },
      null,
    ]);
  });
});
