import { describe, expect, it } from 'vitest';
import { getTimeFormatter } from './format/timeFormat.js';
import { buildGroupbyMetricQuery, readGroupbyMetricRows } from './groupbyMetric.js';

const formData = {
  datasource: '2__table',
  viz_type: 'pie',
  adhoc_filters: [],
  time_range: 'No filter',
  metric: 'sum__sales',
  row_limit: 10,
  sort_by_metric: true,
};

describe('buildGroupbyMetricQuery', () => {
  it('asks for one row per group with the metrics, largest first when sorting by the metric', () => {
    const [query] = buildGroupbyMetricQuery(formData, ['region'], ['sum__sales', 'count']).queries;
    expect(query).toMatchObject({
      columns: ['region'],
      metrics: ['sum__sales', 'count'],
      row_limit: 10,
      orderby: [['sum__sales', false]],
    });
    const [unsorted] = buildGroupbyMetricQuery({ ...formData, sort_by_metric: false }, ['region']).queries;
    expect(unsorted).toMatchObject({ metrics: ['sum__sales'] });
    expect(unsorted!.orderby).toBeUndefined();
  });
});

describe('readGroupbyMetricRows', () => {
  const result = {
    colnames: ['ds', 'gender', 'sum__num'],
    coltypes: [2, 1, 0],
    rowcount: 3,
    data: [
      { ds: Date.UTC(1990, 0, 1), gender: 'boy', sum__num: '137062' },
      { ds: Date.UTC(1991, 0, 1), gender: null, sum__num: 5 },
      { ds: Date.UTC(1992, 0, 1), gender: 'girl', sum__num: null },
    ],
  };

  it('names each row by its group values and keeps the values behind each name', () => {
    const { values, points } = readGroupbyMetricRows(
      result,
      ['ds', 'gender'],
      'sum__num',
      getTimeFormatter('%Y'),
    );
    expect(values).toEqual([
      { name: '1990, boy', value: 137062 },
      { name: '1991, <NULL>', value: 5 },
    ]);
    expect(points.get('1991, <NULL>')).toEqual({
      values: [Date.UTC(1991, 0, 1), null],
      formatted: ['1991', '<NULL>'],
    });
  });

  it('names the rows by the metric without group-by columns', () => {
    expect(readGroupbyMetricRows(result, [], 'sum__num', getTimeFormatter()).values[0]).toEqual({
      name: 'sum__num',
      value: 137062,
    });
  });
});
