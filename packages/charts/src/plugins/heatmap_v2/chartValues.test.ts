import { describe, expect, it } from 'vitest';
import type { ChartDatasource } from '../../sdk/chartPlugin.js';
import { getTimeFormatter } from '../../sdk/format/timeFormat.js';
import {
  columnVerboseName,
  escapeHtml,
  formatCategory,
  metricFormatter,
  parseBound,
  toNumber,
  toScalar,
} from './chartValues.js';

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
    ]).toEqual([3, 12.5, null, null, null, null]);
    expect([toScalar(undefined), toScalar(true), toScalar([1, 2])]).toEqual([null, true, '[1,2]']);
    expect([parseBound(''), parseBound('7'), parseBound(null)]).toEqual([null, 7, null]);
  });

  it('formats categories: times with the time format, missing values as <NULL>', () => {
    const formatter = getTimeFormatter('%Y-%m');
    expect(formatCategory(1735689600000, true, formatter)).toBe('2025-01');
    expect(formatCategory(1735689600000, false, formatter)).toBe('1735689600000');
    expect(formatCategory(null, false, formatter)).toBe('<NULL>');
    expect(formatCategory(false, false, formatter)).toBe('false');
  });

  it("uses the saved metric's format unless the chart sets one, and the chart's currency", () => {
    expect(metricFormatter('SMART_NUMBER', 'sum__sales', datasource)(1234.5)).toBe('$1,234.50');
    expect(metricFormatter(',.0f', 'sum__sales', datasource)(1234.5)).toBe('1,235');
    expect(
      metricFormatter(',.0f', 'count', datasource, { symbol: 'EUR', symbolPosition: 'suffix' })(1234.5),
    ).toBe('1,235 €');
  });

  it('names columns and metrics by their verbose names and escapes tooltip text', () => {
    expect(columnVerboseName('deal_size', datasource)).toBe('Deal size');
    expect(columnVerboseName('sum__sales', datasource)).toBe('SUM(sales)');
    expect(columnVerboseName('other', datasource)).toBe('other');
    expect(escapeHtml('<b>"A&B"</b>')).toBe('&#60;b&#62;&#34;A&#38;B&#34;&#60;/b&#62;');
  });
});
