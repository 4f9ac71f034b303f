import { describe, expect, it } from 'vitest';
import { ALL, computePivot, METRIC_KEY, type AxisOptions, type PivotInput } from './pivotData.js';

const records = [
  { region: 'EMEA', size: 'L', sales: 10, orders: 1 },
  { region: 'EMEA', size: 'S', sales: 30, orders: 3 },
  { region: 'APAC', size: 'L', sales: 5, orders: 2 },
  { region: 'APAC', size: 'M', sales: null, orders: 4 },
  { region: 'AMER', size: 'S', sales: '40', orders: 1 },
];

const axis = (attrs: string[], extra: Partial<AxisOptions> = {}): AxisOptions => ({
  attrs,
  order: 'key_a_to_z',
  subtotals: false,
  subtotalsFirst: false,
  totals: false,
  ...extra,
});
const pivot = (input: Partial<PivotInput>) =>
  computePivot({
    records,
    metrics: ['sales'],
    aggregateFunction: 'Sum',
    rows: axis(['region']),
    cols: axis([METRIC_KEY, 'size']),
    ...input,
  });
const keys = (entries: { key: readonly unknown[]; kind: string }[]) =>
  entries.map((e) => [e.kind, ...e.key.map((part) => (part === ALL ? '*' : part))].join(' '));
const grid = (data: ReturnType<typeof pivot>) =>
  data.rowEntries.map((row) => data.colEntries.map((col) => data.value(row, col)));

describe('pivot computation', () => {
  it('lays keys out in natural order and aggregates each cell', () => {
    const data = pivot({});
    expect(keys(data.rowEntries)).toEqual(['data AMER', 'data APAC', 'data EMEA']);
    expect(keys(data.colEntries)).toEqual(['data sales L', 'data sales S']);
    expect(grid(data)).toEqual([
      [null, 40],
      [5, null],
      [10, 30],
    ]);
  });

  it('adds row totals per metric and a totals row, never summing two metrics', () => {
    const data = pivot({
      metrics: ['sales', 'orders'],
      rows: axis(['region'], { totals: true }),
      cols: axis([METRIC_KEY, 'size'], { totals: true }),
    });
    expect(keys(data.colEntries)).toEqual(
      [
        'data sales L',
        'data sales S',
        'total sales * ',
        'data orders L',
        'data orders M',
        'data orders S',
        'total orders * ',
      ].map((k) => k.trim()),
    );
    expect(keys(data.rowEntries)).toEqual(['data AMER', 'data APAC', 'data EMEA', 'total *']);
    expect(grid(data)).toEqual([
      [null, 40, 40, null, null, 1, 1],
      [5, null, 5, 2, 4, null, 6],
      [10, 30, 40, 1, null, 3, 4],
      [15, 70, 85, 3, 4, 4, 11],
    ]);
    expect(data.metricOf(data.rowEntries[3]!, data.colEntries[4]!)).toBe('orders');
  });

  it('adds subtotals after or before each group, split by metric when metrics come later', () => {
    const rows = axis(['region', 'size', METRIC_KEY], { subtotals: true, totals: true });
    const data = pivot({ metrics: ['sales', 'orders'], rows, cols: axis([]) });
    expect(keys(data.rowEntries).slice(0, 6)).toEqual([
      'data AMER S sales',
      'data AMER S orders',
      'subtotal AMER * sales',
      'subtotal AMER * orders',
      'data APAC L sales',
      'data APAC L orders',
    ]);
    expect(keys(data.rowEntries).slice(-2)).toEqual(['total * * sales', 'total * * orders']);
    expect(grid(data).slice(-2)).toEqual([[85], [11]]);
    const first = pivot({ metrics: ['sales'], rows: { ...rows, subtotalsFirst: true }, cols: axis([]) });
    expect(keys(first.rowEntries).slice(0, 3)).toEqual([
      'subtotal AMER * sales',
      'data AMER S sales',
      'subtotal APAC * sales',
    ]);
  });

  it('sorts keys by value or in reverse; metrics keep their picked order', () => {
    expect(keys(pivot({ rows: axis(['region'], { order: 'value_z_to_a' }) }).rowEntries)).toEqual([
      'data AMER',
      'data EMEA',
      'data APAC',
    ]);
    expect(keys(pivot({ rows: axis(['region'], { order: 'value_a_to_z' }) }).rowEntries)).toEqual([
      'data APAC',
      'data AMER',
      'data EMEA',
    ]);
    expect(keys(pivot({ rows: axis(['region'], { order: 'key_z_to_a' }) }).rowEntries)).toEqual([
      'data EMEA',
      'data APAC',
      'data AMER',
    ]);
    const metricsFirst = pivot({
      metrics: ['sales', 'orders'],
      cols: axis([METRIC_KEY], { order: 'key_z_to_a' }),
    });
    expect(keys(metricsFirst.colEntries)).toEqual(['data sales', 'data orders']);
  });

  it('computes fractions of the total, of rows and of columns', () => {
    const rows = axis(['region']);
    const cols = axis([METRIC_KEY, 'size']);
    expect(grid(pivot({ aggregateFunction: 'Sum as Fraction of Total', rows, cols }))).toEqual([
      [null, 40 / 85],
      [5 / 85, null],
      [10 / 85, 30 / 85],
    ]);
    expect(grid(pivot({ aggregateFunction: 'Sum as Fraction of Rows', rows, cols }))[2]).toEqual([
      0.25, 0.75,
    ]);
    expect(grid(pivot({ aggregateFunction: 'Sum as Fraction of Columns', rows, cols }))[2]).toEqual([
      1 / 1.5,
      30 / 70,
    ]);
    expect(grid(pivot({ aggregateFunction: 'Count as Fraction of Total', rows, cols }))[0]).toEqual([
      null,
      0.25,
    ]);
  });

  it('counts values, not rows, and skips null metrics', () => {
    const data = pivot({
      aggregateFunction: 'Count',
      metrics: ['sales'],
      rows: axis([], { totals: true }),
      cols: axis([METRIC_KEY]),
    });
    expect(keys(data.rowEntries)).toEqual(['data']);
    expect(grid(data)).toEqual([[4]]);
  });

  it('keeps null dimension values as their own key, sorted last', () => {
    const data = pivot({ records: [...records, { region: null, size: 'L', sales: 1, orders: 0 }] });
    expect(keys(data.rowEntries)).toEqual(['data AMER', 'data APAC', 'data EMEA', 'data ']);
    expect(data.rowEntries[3]!.key).toEqual([null]);
  });
});
