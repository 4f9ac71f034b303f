import { describe, expect, it } from 'vitest';
import { ORDERS_DATASOURCE } from '../../sdk/testing/ordersDatasource.js';
import { timeTableFormDataSchema } from './formData.js';
import { QUARTERLY_METRICS, YEARLY_BY_DEAL_SIZE } from './testing/fixtures.js';
import { transformProps, type NumberCell, type SparkCell } from './transformProps.js';

const col = (key: string, colType: string, extra: Record<string, unknown> = {}) => ({
  key,
  label: key,
  tooltip: '',
  colType,
  width: '',
  height: '',
  timeLag: '',
  timeRatio: '',
  comparisonType: '',
  showYAxis: false,
  yAxisBounds: [null, null],
  bounds: [null, null],
  d3format: '',
  dateFormat: '',
  ...extra,
});

const props = (formData: Record<string, unknown>, queriesData = YEARLY_BY_DEAL_SIZE) =>
  transformProps({
    formData: timeTableFormDataSchema.parse({
      datasource: '2__table',
      viz_type: 'time_table',
      granularity_sqla: 'order_date',
      ...formData,
    }),
    queriesData,
    width: 900,
    height: 300,
    datasource: ORDERS_DATASOURCE,
    hooks: {},
  });
const texts = (cells: readonly (NumberCell | SparkCell)[]) =>
  cells.map((cell) => (cell.kind === 'value' ? cell.text : cell.values.length));

describe('time-series table transformProps: grouped (real yearly revenue by deal size)', () => {
  const result = props({
    time_grain_sqla: 'P1Y',
    metrics: ['sum__sales'],
    groupby: ['deal_size'],
    column_collection: [
      col('trend', 'spark', { dateFormat: '%Y', d3format: '$.3s' }),
      col('share', 'contrib', { d3format: '.1%' }),
      col('yoy', 'time', {
        timeLag: 1,
        comparisonType: 'perc_change',
        d3format: '+.1%',
        bounds: [-0.1, 0.1],
      }),
      col('2y', 'time', { timeLag: '2', comparisonType: 'diff', d3format: '$,.0f' }),
    ],
    url: '/dashboard/1/?deal={{ metric.label }}',
  });

  it('makes one row per series, labelled by the grouping column', () => {
    expect(result.rowHeader).toBe('Deal size');
    expect(result.rows.map((row) => row.label)).toEqual(['Medium', 'Large', 'Small']);
    expect(result.rows.map((row) => row.href)).toEqual([
      '/dashboard/1/?deal=Medium',
      '/dashboard/1/?deal=Large',
      '/dashboard/1/?deal=Small',
    ]);
    expect(result.defaultSort).toEqual({ column: 1, desc: true });
  });

  it('computes shares, changes and differences against the latest year', () => {
    expect(result.rows.slice(0, 2).map((row) => texts(row.cells))).toEqual([
      [4, '69.8%', '+9.8%', '$209,102,133'],
      [4, '17.7%', '+35.4%', '$119,743,041'],
    ]);
    // Small shrank a little: 167,895,487 / 168,615,780 - 1
    expect((result.rows[2]!.cells[2] as NumberCell).value).toBeCloseTo(-0.004272, 6);
    expect((result.rows[2]!.cells[3] as NumberCell).text).toBe('$6,484,383');
  });

  it('colors by the bounds: clearly up is blue, flat is grey-ish', () => {
    const yoy = result.rows.map((row) => (row.cells[2] as NumberCell).color);
    expect(yoy).toEqual(['rgb(7, 113, 175)', 'rgb(5, 113, 176)', 'rgb(131, 123, 124)']);
  });

  it('draws the sparkline over the years in time order, with tooltips', () => {
    const spark = result.rows[1]!.cells[0] as SparkCell;
    expect(spark.values).toEqual([64860780.15999998, 118287868.68, 175827985.97999978, 238030909.73000056]);
    expect(spark.tooltips.map((t) => `${t.time} ${t.value}`)).toEqual([
      '2022 $64.9M',
      '2023 $118M',
      '2024 $176M',
      '2025 $238M',
    ]);
    expect(spark.axisLabels).toEqual({ min: '$64.9M', max: '$238M' });
    expect(result.columns[0]).toMatchObject({ kind: 'spark', width: 300, height: 50 });
  });
});

describe('time-series table transformProps: metrics (real quarterly counts)', () => {
  const result = props(
    {
      time_grain_sqla: 'P3M',
      metrics: ['count', 'avg__sales'],
      column_collection: [
        col('lag4', 'time', { timeLag: 4 }),
        col('first', 'time', { timeLag: -1, comparisonType: 'value', d3format: ',d' }),
        col('avg', 'avg', { timeLag: 2, d3format: ',.1f' }),
        col('ratio', 'spark', {
          timeRatio: 1,
          width: '120',
          height: 30,
          showYAxis: true,
          yAxisBounds: [0, null],
          d3format: '.2f',
          dateFormat: '%Y-%m',
        }),
      ],
      url: '/explore/?metric={{ metric.metric_name }}',
    },
    QUARTERLY_METRICS,
  );

  it('makes one row per metric with its verbose name', () => {
    expect(result.rowHeader).toBe('Metric');
    expect(result.rows.map((row) => [row.label, row.href])).toEqual([
      ['COUNT(*)', '/explore/?metric=count'],
      ['avg__sales', '/explore/?metric=avg__sales'], // no verbose name in this datasource
    ]);
    expect(result.defaultSort).toBeNull();
  });

  it("shows Superset's message for a lag as long as the data, the first quarter and averages", () => {
    expect(result.rows.map((row) => texts(row.cells))).toEqual([
      [
        'The time lag set at 4 is too large for the length of data at 4. No data available.',
        '70,164',
        '79,862.5',
        3,
      ],
      [
        'The time lag set at 4 is too large for the length of data at 4. No data available.',
        '4,320',
        '4,311.3',
        3,
      ],
    ]);
  });

  it('draws ratio sparklines from the second quarter on', () => {
    const spark = result.rows[0]!.cells[3] as SparkCell;
    expect(spark.values.map((v) => Number(v!.toFixed(4)))).toEqual([0.69, 1.135, 1.9067]);
    expect(spark.tooltips.map((t) => `${t.time} ${t.value}`)).toEqual([
      '2024-04 0.69',
      '2024-07 1.14',
      '2024-10 1.91',
    ]);
    expect(spark.axisLabels).toEqual({ min: '0.00', max: '1.91' });
    expect(result.columns[3]).toMatchObject({
      width: 120,
      height: 30,
      showYAxis: true,
      yAxisBounds: [0, null],
    });
  });
});

describe('time-series table transformProps: awkward input', () => {
  it('reads ISO times and text numbers, and cuts long labels', () => {
    const long = 'x'.repeat(50);
    const result = props(
      { metrics: [long], column_collection: [col('v', 'time', { comparisonType: 'value' })] },
      [
        {
          colnames: ['order_date', long],
          coltypes: [2, 0],
          data: [
            { order_date: '2024-02-01T00:00:00Z', [long]: '7' },
            { order_date: '2024-01-01T00:00:00Z', [long]: '3' },
          ],
          rowcount: 2,
        },
      ],
    );
    expect(result.rows[0]!.label).toBe(`${'x'.repeat(40)}...`);
    expect(result.rows[0]!.title).toBe(long);
    expect(texts(result.rows[0]!.cells)).toEqual(['7']);
  });

  it('shows no rows for no data', () => {
    expect(props({ metrics: [], groupby: ['deal_size'] }, []).rows).toEqual([]);
  });
});
