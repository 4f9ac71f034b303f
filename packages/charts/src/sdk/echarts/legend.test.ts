import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import {
  legendFormFields,
  legendNames,
  legendOption,
  MAX_LEGEND_ITEMS,
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

describe('legend of many items', () => {
  const names = Array.from({ length: 10_000 }, (_, i) => `item ${i}`);
  // Values rise then fall, so the largest hundred are in the middle, not first.
  const values = names.map((_, i) => 5000 - Math.abs(5000 - i));

  it('lists only the MAX_LEGEND_ITEMS largest, in their order, and scrolls', () => {
    expect(MAX_LEGEND_ITEMS).toBe(100);
    const option = legendOption(legend({ legendType: 'plain' }), names, values);
    expect(option.type).toBe('scroll');
    expect(option.data).toEqual(names.slice(4950, 5050));
  });

  it('counts null as smallest and keeps the order of equal values', () => {
    const few = Array.from({ length: 102 }, (_, i) => `n${i}`);
    const listed = legendNames(few, [null, ...Array<number>(100).fill(1), null]);
    expect(listed).toEqual(few.slice(1, 101));
    expect(legendNames(['a', 'b'], [null, null])).toEqual(['a', 'b']);
  });

  it('keeps every item, and the legend type, up to MAX_LEGEND_ITEMS or without values', () => {
    const hundred = names.slice(0, 100);
    const option = legendOption(legend({ legendType: 'plain' }), hundred, values.slice(0, 100));
    expect(option).toMatchObject({ type: 'plain', data: hundred });
    expect(legendOption(legend({ legendType: 'plain' }), names).data).toHaveLength(10_000);
  });
});
