import { describe, expect, it } from 'vitest';
import { chartNodeMetaOf, filterSavedCharts, sliceEntityOf } from './savedChartList';
import { testSavedChart as chart } from '../testing/dashboardFixtures';

const charts = [
  chart(1, {
    slice_name: 'Revenue by country',
    viz_type: 'echarts_timeseries_line',
    changed_on_utc: '2024-03-01T00:00:00+00:00',
  }),
  chart(2, { slice_name: 'Active users', viz_type: 'big_number', datasource_name_text: 'main.users' }),
  chart(3, { slice_name: 'Orders', viz_type: 'table', changed_on_utc: '2024-05-01T00:00:00+00:00' }),
];

describe('filterSavedCharts', () => {
  it('matches the name, the visualization type or the dataset, ignoring case', () => {
    expect(filterSavedCharts(charts, 'REVENUE', 'slice_name').map((c) => c.id)).toEqual([1]);
    expect(filterSavedCharts(charts, 'big_num', 'slice_name').map((c) => c.id)).toEqual([2]);
    expect(filterSavedCharts(charts, 'main.users', 'slice_name').map((c) => c.id)).toEqual([2]);
    expect(filterSavedCharts(charts, '  ', 'slice_name')).toHaveLength(3);
  });

  it('sorts by recency, name, visualization type or dataset', () => {
    expect(filterSavedCharts(charts, '', 'changed_on').map((c) => c.id)).toEqual([3, 1, 2]);
    expect(filterSavedCharts(charts, '', 'slice_name').map((c) => c.id)).toEqual([2, 3, 1]);
    expect(filterSavedCharts(charts, '', 'viz_type').map((c) => c.id)).toEqual([2, 1, 3]);
    expect(filterSavedCharts(charts, '', 'datasource_name').map((c) => c.id)).toEqual([3, 1, 2]);
  });
});

describe('a dropped saved chart', () => {
  it('becomes a CHART node 4 columns wide and 50 units high', () => {
    expect(chartNodeMetaOf(charts[0]!)).toEqual({
      chartId: 1,
      sliceName: 'Revenue by country',
      width: 4,
      height: 50,
    });
  });

  it('becomes a chart entity whose form data names the chart, its type and its dataset', () => {
    const entity = sliceEntityOf(charts[2]!);
    expect(entity).toMatchObject({
      id: 3,
      slice_name: 'Orders',
      viz_type: 'table',
      slice_url: '/explore/?slice_id=3',
    });
    expect(entity.form_data).toEqual({
      metrics: ['count'],
      viz_type: 'table',
      slice_id: 3,
      datasource: '3__table',
    });
  });

  it('survives unreadable params', () => {
    expect(sliceEntityOf(chart(9, { params: 'not json' })).form_data).toEqual({
      slice_id: 9,
      viz_type: 'table',
      datasource: '3__table',
    });
  });
});
