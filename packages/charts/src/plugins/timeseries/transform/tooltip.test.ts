import { describe, expect, it } from 'vitest';
import { getNumberFormatter } from '../../../sdk/format/numberFormat.js';
import { buildTooltip, tooltipHtml, type TooltipOptions } from './tooltip.js';

const fmt = getNumberFormatter(',.0f');
const options = (extra: Partial<TooltipOptions> = {}): TooltipOptions => ({
  rich: true,
  sortByValue: false,
  horizontal: false,
  series: new Map([
    ['boy', { formatter: fmt, stackId: 'stack' }],
    ['girl', { formatter: fmt, stackId: 'stack' }],
  ]),
  formatX: (x) => `year ${String(x)}`,
  shadowPointer: false,
  ...extra,
});
const param = (seriesId: string, y: number | null) => ({
  seriesId,
  seriesName: seriesId === 'girl' ? '<girl>' : seriesId,
  marker: '<i></i>',
  value: [2000, y],
  axisValue: 2000,
});

describe('tooltipHtml', () => {
  it('lists every series at the x value with a total per stack, names escaped', () => {
    const html = tooltipHtml([param('boy', 1200), param('girl', 3400)] as never, options());
    expect(html).toBe(
      '<div style="font-weight:600">year 2000</div>' +
        '<div><i></i>boy: <b>1,200</b></div>' +
        '<div><i></i>&#60;girl&#62;: <b>3,400</b></div>' +
        '<div><b>Total: 4,600</b></div>',
    );
  });

  it('sorts by value when asked and skips gaps and unknown series', () => {
    const html = tooltipHtml(
      [param('boy', 1200), param('girl', 3400), param('annotation', 5), param('boy', null)] as never,
      options({
        sortByValue: true,
        series: new Map([
          ['boy', { formatter: fmt }],
          ['girl', { formatter: fmt }],
        ]),
      }),
    );
    expect(html).toBe(
      '<div style="font-weight:600">year 2000</div><div><i></i>&#60;girl&#62;: <b>3,400</b></div><div><i></i>boy: <b>1,200</b></div>',
    );
  });

  it('reads horizontal bars as [value, category]', () => {
    const html = tooltipHtml(
      { seriesId: 'boy', seriesName: 'boy', marker: '', value: [7, 'Cars'] } as never,
      options({ horizontal: true, rich: false }),
    );
    expect(html).toBe('<div style="font-weight:600">year Cars</div><div>boy: <b>7</b></div>');
  });
});

describe('buildTooltip', () => {
  it('triggers on the axis when rich, on the item otherwise', () => {
    expect(buildTooltip(options())).toMatchObject({
      trigger: 'axis',
      axisPointer: { type: 'line' },
      confine: true,
    });
    expect(buildTooltip(options({ rich: false }))).toMatchObject({ trigger: 'item' });
  });
});
