import type { ExploreColumn, ExploreMetric } from '@sightline/core';
import { describe, expect, it } from 'vitest';
import { columnKind } from './columnType';
import { needsNameTooltip, searchColumns, searchMetrics } from './datasourceSearch';

describe('dataset name tooltip', () => {
  it('appears only when the name is longer than 25 characters', () => {
    expect(needsNameTooltip('a'.repeat(25))).toBe(false);
    expect(needsNameTooltip('a'.repeat(26))).toBe(true);
    expect(needsNameTooltip('')).toBe(false);
  });
});

const columns: ExploreColumn[] = [
  { column_name: 'order_date', description: 'When the order was placed' },
  { column_name: 'country', verbose_name: 'Country name' },
  { column_name: 'customer_country_code' },
  { column_name: 'amount_eur', expression: 'amount\n  *  fx_rate' },
  { column_name: 'Country' },
];
const names = (items: ExploreColumn[]) => items.map((item) => item.column_name);

describe('searchColumns', () => {
  it('keeps every column in the dataset order for an empty or blank search', () => {
    expect(names(searchColumns(columns, ''))).toEqual(names(columns));
    expect(names(searchColumns(columns, '   '))).toEqual(names(columns));
  });

  it('matches names and verbose names ignoring case, best matches first', () => {
    // Exact names (country, Country) first, then a prefix, then a match inside a name.
    expect(names(searchColumns(columns, 'COUNTRY'))).toEqual(['country', 'Country', 'customer_country_code']);
    expect(names(searchColumns(columns, 'country n'))).toEqual(['country']);
  });

  it('matches descriptions and expressions with underscores and whitespace runs read as spaces', () => {
    expect(names(searchColumns(columns, 'placed'))).toEqual(['order_date']);
    expect(names(searchColumns(columns, 'amount * fx rate'))).toEqual(['amount_eur']);
  });

  it('returns nothing when nothing matches', () => {
    expect(searchColumns(columns, 'zzz')).toEqual([]);
  });
});

describe('searchMetrics', () => {
  const metrics: ExploreMetric[] = [
    { metric_name: 'count', verbose_name: 'Row count', expression: 'COUNT(*)' },
    { metric_name: 'revenue', verbose_name: 'Revenue', expression: 'SUM(amount)' },
    { metric_name: 'avg_amount', expression: 'AVG(amount)', description: 'Average order' },
  ];
  it('matches metric names, verbose names, expressions and descriptions', () => {
    const found = (search: string) => searchMetrics(metrics, search).map((metric) => metric.metric_name);
    expect(found('row')).toEqual(['count']);
    expect(found('amount')).toEqual(['avg_amount', 'revenue']);
    expect(found('average')).toEqual(['avg_amount']);
    expect(found('')).toEqual(['count', 'revenue', 'avg_amount']);
  });
});

describe('columnKind', () => {
  it('reads the generic type, and is_dttm marks a column temporal', () => {
    expect(columnKind({ type_generic: 0 })).toBe('numeric');
    expect(columnKind({ type_generic: 1 })).toBe('string');
    expect(columnKind({ type_generic: 2 })).toBe('temporal');
    expect(columnKind({ type_generic: 3 })).toBe('boolean');
    expect(columnKind({ type_generic: 1, is_dttm: true })).toBe('temporal');
    expect(columnKind({ type_generic: null })).toBeNull();
    expect(columnKind({})).toBeNull();
  });
});
