import { describe, expect, it } from 'vitest';
import { datasetIdOf, savedChartFormData, toChartDatasource } from './chartFormData';

describe('chart form data', () => {
  it("joins a saved chart's params with its viz type, id and datasource", () => {
    const formData = savedChartFormData({
      id: 9,
      slice_name: 'Births',
      viz_type: 'pie',
      params: '{"metric":"count","viz_type":"table","datasource":"1__table"}',
      datasource_id: 4,
      datasource_type: 'table',
    });
    expect(formData).toEqual({ metric: 'count', viz_type: 'pie', slice_id: 9, datasource: '4__table' });
  });

  it('survives unreadable params', () => {
    const formData = savedChartFormData({
      id: 1,
      slice_name: 'x',
      viz_type: 'table',
      params: '{not json',
      datasource_id: 2,
      datasource_type: 'table',
    });
    expect(formData).toEqual({ viz_type: 'table', slice_id: 1, datasource: '2__table' });
  });

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
