import { describe, expect, it } from 'vitest';
import type { ChartDatasource } from '../../../sdk/chartPlugin.js';
import { smartDateDetailed, timeAxisLabelFormatter, valueFormatters, xValueFormatter } from './formatters.js';

const datasource: ChartDatasource = {
  id: 2,
  type: 'table',
  columns: [],
  metrics: [
    { metric_name: 'sum__sales', d3format: '$,.2f' },
    { metric_name: 'avg__sales', d3format: '$,.2f', currency: { symbol: 'EUR', symbolPosition: 'suffix' } },
    { metric_name: 'count', d3format: ',d' },
  ],
};

describe('valueFormatters', () => {
  it('uses the chosen number format on the axis and in tooltips', () => {
    const f = valueFormatters({ format: ',.1f', metrics: ['sum__sales'], datasource, percent: false });
    expect([f.axis(1234.56), f.detail(1234.56)]).toEqual(['1,234.6', '1,234.6']);
  });

  it("keeps the adaptive axis but shows the metrics' shared saved format in tooltips", () => {
    const f = valueFormatters({
      format: 'SMART_NUMBER',
      metrics: ['sum__sales'],
      datasource,
      percent: false,
    });
    expect([f.axis(1234567.891), f.detail(1234567.891)]).toEqual(['1.23M', '$1,234,567.89']);
    const mixed = valueFormatters({
      format: 'SMART_NUMBER',
      metrics: ['sum__sales', 'count'],
      datasource,
      percent: false,
    });
    expect(mixed.detail(1234567.891)).toBe('1.23M');
  });

  it("adds the chart's currency, else the metrics' saved one", () => {
    const chosen = valueFormatters({
      format: ',.0f',
      currency: { symbol: 'USD', symbolPosition: 'prefix' },
      metrics: ['count'],
      datasource,
      percent: false,
    });
    expect(chosen.axis(1500)).toBe('$ 1,500');
    const saved = valueFormatters({ format: ',.0f', metrics: ['avg__sales'], datasource, percent: false });
    expect(saved.axis(1500)).toBe('1,500 €');
  });

  it('shows shares as percentages in contribution mode', () => {
    const f = valueFormatters({ format: '$,.2f', metrics: ['sum__sales'], datasource, percent: true });
    expect([f.axis(0.256), f.detail(0.256)]).toEqual(['26%', '25.6%']);
  });
});

describe('time formats', () => {
  it('details timestamps as precisely as they need', () => {
    expect(smartDateDetailed(Date.UTC(2024, 0, 1))).toBe('2024');
    expect(smartDateDetailed(Date.UTC(2024, 4, 1))).toBe('2024-05-01');
    expect(smartDateDetailed(Date.UTC(2024, 4, 7, 13, 5))).toBe('2024-05-07 13:05');
    expect(smartDateDetailed(Date.UTC(2024, 4, 7, 13, 5, 9))).toBe('2024-05-07 13:05:09');
  });

  it('formats x values by axis type and tooltip time format', () => {
    expect(xValueFormatter('time', 'smart_date')(Date.UTC(2024, 4, 7))).toBe('2024-05-07');
    expect(xValueFormatter('time', '%b %Y')(Date.UTC(2024, 4, 7))).toBe('May 2024');
    expect(xValueFormatter('category', 'smart_date')('Planes')).toBe('Planes');
  });

  it("leaves ECharts' calendar labels for the adaptive axis format", () => {
    expect(timeAxisLabelFormatter('smart_date')).toBeUndefined();
    expect(timeAxisLabelFormatter('%Y-%m')!(Date.UTC(2024, 4, 7))).toBe('2024-05');
  });
});
