import { describe, expect, it } from 'vitest';
import { savedChartDatasourceKey, savedChartFormData } from './savedChartFormData.js';

describe('savedChartFormData', () => {
  it("joins a saved chart's params with its viz type, id and datasource, which win over the params'", () => {
    const formData = savedChartFormData({
      id: 9,
      viz_type: 'pie',
      params: '{"metric":"count","viz_type":"table","slice_id":3,"datasource":"1__table"}',
      datasource_id: 4,
      datasource_type: 'table',
    });
    expect(formData).toEqual({ metric: 'count', viz_type: 'pie', slice_id: 9, datasource: '4__table' });
  });

  it('survives unreadable params and keeps the params’ datasource when the chart has none', () => {
    expect(
      savedChartFormData({
        id: 1,
        viz_type: 'table',
        params: '{not json',
        datasource_id: 2,
        datasource_type: 'table',
      }),
    ).toEqual({ viz_type: 'table', slice_id: 1, datasource: '2__table' });
    expect(
      savedChartFormData({
        id: 1,
        viz_type: 'table',
        params: '{"datasource":"5__table"}',
        datasource_id: null,
        datasource_type: null,
      }),
    ).toEqual({ viz_type: 'table', slice_id: 1, datasource: '5__table' });
  });

  it('names the datasource `{id}__{type}`, a table when no type is saved, and null without an id', () => {
    expect(savedChartDatasourceKey({ datasource_id: 3, datasource_type: null })).toBe('3__table');
    expect(savedChartDatasourceKey({ datasource_id: 3, datasource_type: 'query' })).toBe('3__query');
    expect(savedChartDatasourceKey({ datasource_id: null, datasource_type: 'table' })).toBeNull();
  });
});
