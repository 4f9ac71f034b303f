import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import {
  legendFormFields,
  legendOption,
  legendPadding,
  topLegendOption,
  type LegendFormData,
} from './legend.js';

const legend = (extra: Partial<LegendFormData> = {}): LegendFormData => ({
  ...z.object(legendFormFields).parse({}),
  ...extra,
});

describe('legend', () => {
  it("starts from Superset's legend defaults", () => {
    expect(legend()).toEqual({
      show_legend: true,
      legendType: 'scroll',
      legendOrientation: 'top',
      legendMargin: null,
    });
    expect(z.object(legendFormFields).parse({ legendMargin: '40' }).legendMargin).toBe(40);
  });

  it('leaves room on the side the legend is on, by default or by the margin', () => {
    expect(legendPadding(legend())).toEqual({ top: 30, bottom: 0, left: 0, right: 0 });
    expect(legendPadding(legend({ legendOrientation: 'left' }), { top: 10 })).toEqual({
      top: 10,
      bottom: 0,
      left: 160,
      right: 0,
    });
    expect(legendPadding(legend({ legendOrientation: 'bottom', legendMargin: 50 }))).toMatchObject({
      bottom: 50,
    });
    expect(legendPadding(legend({ show_legend: false }), { top: 5 })).toEqual({
      top: 5,
      bottom: 0,
      left: 0,
      right: 0,
    });
  });

  it('places the legend and cuts long names', () => {
    const option = legendOption(legend({ legendOrientation: 'right', legendType: 'plain' }), ['a']);
    expect(option).toMatchObject({
      show: true,
      type: 'plain',
      orient: 'vertical',
      right: 0,
      top: 0,
      data: ['a'],
    });
    const format = option.formatter as (name: string) => string;
    expect(format('A region with a remarkably long and descriptive name')).toBe(
      'A region with a remarkably long and desc...',
    );
  });

  it('puts a plain scrolling legend above the plot', () => {
    expect(topLegendOption(false, ['a'])).toMatchObject({ show: false, type: 'scroll', top: 0, data: ['a'] });
  });
});
