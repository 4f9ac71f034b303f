import { describe, expect, it } from 'vitest';
import type { ChartDatasource } from '../chartPlugin.js';
import { formatPercent, metricFormatter } from './metricFormatter.js';

const datasource: ChartDatasource = {
  id: 2,
  type: 'table',
  columns: [],
  metrics: [
    {
      metric_name: 'sum__sales',
      d3format: '$,.2f',
      currency: { symbol: 'EUR', symbolPosition: 'suffix' },
    },
    { metric_name: 'count', d3format: ',d' },
  ],
};

describe('metricFormatter', () => {
  it("uses the chart's format with the chart's currency, else the saved metric's currency", () => {
    expect(metricFormatter(',.0f', 'sum__sales', datasource)(1234.5)).toBe('1,235 €');
    expect(
      metricFormatter(',.0f', 'count', datasource, { symbol: 'USD', symbolPosition: 'prefix' })(1234.5),
    ).toBe('$ 1,235');
    expect(metricFormatter('SMART_NUMBER', 'count', datasource)(1234.5)).toBe('1.23k');
    expect(metricFormatter(',d', undefined, datasource)(1234)).toBe('1,234');
  });

  it("prefers the saved metric's format over the adaptive default when asked", () => {
    const options = { preferSavedFormat: true };
    expect(metricFormatter('SMART_NUMBER', 'count', datasource, null, options)(1234.5)).toBe('1,235');
    expect(metricFormatter(undefined, 'count', datasource, null, options)(1234.5)).toBe('1,235');
    expect(metricFormatter(',.1f', 'count', datasource, null, options)(1234.5)).toBe('1,234.5');
    expect(
      metricFormatter(
        ',.0f',
        'other',
        datasource,
        { symbol: 'EUR', symbolPosition: 'suffix' },
        options,
      )(1234.5),
    ).toBe('1,235 €');
  });

  it('formats shares with two decimals', () => {
    expect(formatPercent(0.48361)).toBe('48.36%');
  });
});
