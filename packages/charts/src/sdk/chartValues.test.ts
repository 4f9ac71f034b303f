import { describe, expect, it } from 'vitest';
import type { ChartDatasource } from './chartPlugin.js';
import {
  columnVerboseName,
  formatCategory,
  isTemporalColumn,
  parseBound,
  temporalColumns,
  toNumber,
  toScalar,
} from './chartValues.js';
import { getTimeFormatter } from './format/timeFormat.js';

const datasource: ChartDatasource = {
  id: 2,
  type: 'table',
  columns: [{ column_name: 'deal_size', verbose_name: 'Deal size' }],
  metrics: [{ metric_name: 'sum__sales', verbose_name: 'SUM(sales)', d3format: '$,.2f' }],
};

describe('chart values', () => {
  it('reads numbers, numeric text and nothing else as numbers', () => {
    expect([
      toNumber(3),
      toNumber('12.5'),
      toNumber(''),
      toNumber('n/a'),
      toNumber(null),
      toNumber(NaN),
      toNumber(Infinity),
      toNumber(true),
      toNumber(5n),
    ]).toEqual([3, 12.5, null, null, null, null, null, null, 5]);
    expect([toScalar(undefined), toScalar(true), toScalar([1, 2])]).toEqual([null, true, '[1,2]']);
  });

  it('reads bounds from numbers and text; empty or invalid is open', () => {
    expect([parseBound(5), parseBound('7.5'), parseBound(''), parseBound('abc'), parseBound(null)]).toEqual([
      5,
      7.5,
      null,
      null,
      null,
    ]);
  });

  it('formats categories: times with the time format, missing values as <NULL>', () => {
    const formatter = getTimeFormatter('%Y-%m');
    expect(formatCategory(1735689600000, true, formatter)).toBe('2025-01');
    expect(formatCategory(1735689600000, false, formatter)).toBe('1735689600000');
    expect(formatCategory(null, false, formatter)).toBe('<NULL>');
    expect(formatCategory(undefined, true, formatter)).toBe('<NULL>');
    expect(formatCategory(false, false, formatter)).toBe('false');
  });

  it('finds the temporal columns of a result', () => {
    const result = { colnames: ['ds', 'gender', 'num'], coltypes: [2, 1, 0], data: [], rowcount: 0 };
    expect([...temporalColumns(result)]).toEqual(['ds']);
    expect([isTemporalColumn(result, 'ds'), isTemporalColumn(result, 'num')]).toEqual([true, false]);
    expect([isTemporalColumn(result, 'other'), isTemporalColumn(undefined, 'ds')]).toEqual([false, false]);
  });

  it('names columns and metrics by their verbose names', () => {
    expect(columnVerboseName('deal_size', datasource)).toBe('Deal size');
    expect(columnVerboseName('sum__sales', datasource)).toBe('SUM(sales)');
    expect(columnVerboseName('other', datasource)).toBe('other');
  });
});
