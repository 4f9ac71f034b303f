import { describe, expect, it } from 'vitest';
import { fixtureDatasource } from '../testing/fixtures';
import { collectionKeysOf, formattableColumnsOf } from './collectionKeys';

const adhocMetric = {
  expressionType: 'SIMPLE',
  aggregate: 'MAX',
  column: { column_name: 'amount' },
  label: 'MAX(amount)',
};

describe('collectionKeysOf', () => {
  it("keys the radar's metrics by their labels", () => {
    expect(collectionKeysOf('metrics', { metrics: ['count', adhocMetric] }, fixtureDatasource)).toEqual([
      { key: 'count', label: 'Orders', kind: 'numeric' },
      { key: 'MAX(amount)', label: 'MAX(amount)', kind: 'numeric' },
    ]);
    expect(collectionKeysOf('metrics', { metrics: 'revenue' }, fixtureDatasource)).toEqual([
      { key: 'revenue', label: 'revenue', kind: 'numeric' },
    ]);
    expect(collectionKeysOf('metrics', {}, fixtureDatasource)).toEqual([]);
  });

  it("keys an aggregate table by dimensions, metrics and percent metrics, as its result's columns", () => {
    const formData = {
      query_mode: 'aggregate',
      groupby: ['country', 'order_date', { sqlExpression: 'amount > 10', label: 'big' }],
      metrics: ['count'],
      percent_metrics: ['revenue', 'count'],
    };
    expect(collectionKeysOf('column', formData, fixtureDatasource)).toEqual([
      { key: 'country', label: 'Country', kind: 'string' },
      { key: 'order_date', label: 'order_date', kind: 'temporal' },
      { key: 'big', label: 'big', kind: 'unknown' },
      { key: 'count', label: 'Orders', kind: 'numeric' },
      { key: '%revenue', label: '%revenue', kind: 'numeric' },
      { key: '%count', label: '%Orders', kind: 'numeric' },
    ]);
  });

  it('keys a raw table by its raw columns (raw when all_columns is set and no mode is saved)', () => {
    const formData = { all_columns: ['amount', 'is_paid', 'amount'], groupby: ['country'] };
    expect(collectionKeysOf('column', formData, fixtureDatasource)).toEqual([
      { key: 'amount', label: 'amount', kind: 'numeric' },
      { key: 'is_paid', label: 'is_paid', kind: 'boolean' },
    ]);
  });
});

describe('formattableColumnsOf', () => {
  it("offers the chosen metrics for columns: 'metrics' (pivot table)", () => {
    expect(
      formattableColumnsOf('metrics', { metrics: ['count'] }, fixtureDatasource).map((c) => c.key),
    ).toEqual(['count']);
  });

  it('offers the numeric (or unknown) result columns of a table otherwise', () => {
    const formData = { groupby: ['country', { sqlExpression: 'x', label: 'x' }], metrics: ['revenue'] };
    expect(formattableColumnsOf(undefined, formData, fixtureDatasource).map((c) => c.key)).toEqual([
      'x',
      'revenue',
    ]);
  });

  it('takes a fixed list of names or [value, label] pairs', () => {
    expect(formattableColumnsOf(['a', ['b', 'Bee']], {}, null)).toEqual([
      { key: 'a', label: 'a', kind: 'numeric' },
      { key: 'b', label: 'Bee', kind: 'numeric' },
    ]);
  });
});
