import { describe, expect, it } from 'vitest';
import {
  getColorFormatters,
  getColorFunction,
  getOpacity,
  resolveSchemeColor,
  round,
} from './colorFormatters.js';
import { conditionalFormattingSchema, type ConditionalFormattingConfig } from './config.js';

const GREEN = '#ACE1C4';
const values = [100, 120, 140, 160, 180, 200];
const rule = (config: Partial<ConditionalFormattingConfig>): ConditionalFormattingConfig => ({
  column: 'count',
  colorScheme: GREEN,
  ...config,
});
const colorsOf = (config: Partial<ConditionalFormattingConfig>, of: readonly unknown[] = values) => {
  const color = getColorFunction(rule(config), values);
  return of.map((value) => color(value));
};

describe('opacity and color helpers', () => {
  it('rounds without floating-point drift', () => {
    expect(round(1.005, 2)).toBe(1.01);
    expect(round(0.125, 2)).toBe(0.13);
    expect(round(2.5)).toBe(3);
  });

  it('scales opacity from the cutoff to the extreme value', () => {
    expect(getOpacity(100, 100, 200)).toBe(0.05);
    expect(getOpacity(150, 100, 200)).toBe(0.53);
    expect(getOpacity(200, 100, 200)).toBe(1);
    expect(getOpacity(150, 100, 200, 0)).toBe(0.5);
    expect(getOpacity(5, 5, 5)).toBe(1);
    expect(getOpacity(400, 100, 200)).toBe(1);
  });

  it('accepts the scheme names and any valid color', () => {
    expect(resolveSchemeColor('green')).toBe('#ACE1C4');
    expect(resolveSchemeColor('yellow')).toBe('#FDE380');
    expect(resolveSchemeColor('red')).toBe('#EFA1AA');
    expect(resolveSchemeColor('#0f0')).toBe('#0f0');
    expect(resolveSchemeColor('rgb(255,0,0)')).toBe('rgb(255,0,0)');
    expect(resolveSchemeColor('blue-ish')).toBeNull();
    expect(resolveSchemeColor('rgb(300,0,0)')).toBeNull();
  });

  it('tints any color form with the opacity as 8-digit hex', () => {
    const at = (colorScheme: string) =>
      getColorFunction({ column: 'x', operator: '=', targetValue: 1, colorScheme }, [1])(1);
    expect([at('#0f0'), at('rgb(255, 0, 0)'), at('red'), at('nope')]).toEqual([
      '#00FF00FF',
      '#FF0000FF',
      '#EFA1AAFF',
      undefined,
    ]);
  });
});

describe('conditional formatting rules', () => {
  it('None: gradient over the whole column from transparent', () => {
    expect(colorsOf({ operator: 'None' })).toEqual([
      '#ACE1C400',
      '#ACE1C433',
      '#ACE1C466',
      '#ACE1C499',
      '#ACE1C4CC',
      '#ACE1C4FF',
    ]);
  });

  it('>, ≥: values above the target, stronger towards the column maximum', () => {
    expect(colorsOf({ operator: '>', targetValue: 150 })).toEqual([
      undefined,
      undefined,
      undefined,
      '#ACE1C43D', // 0.05 + 0.95 * 10 / 50 = 0.24
      '#ACE1C49E', // 0.62
      '#ACE1C4FF',
    ]);
    expect(colorsOf({ operator: '>', targetValue: 160 }, [160, 180])).toEqual([undefined, '#ACE1C487']);
    expect(colorsOf({ operator: '≥', targetValue: 160 }, [150, 160, 180, 200])).toEqual([
      undefined,
      '#ACE1C40D', // exactly the target: the 0.05 floor
      '#ACE1C487', // 0.525 rounds to 0.53
      '#ACE1C4FF',
    ]);
  });

  it('<, ≤: values below the target, stronger towards the column minimum', () => {
    expect(colorsOf({ operator: '<', targetValue: 150 })).toEqual([
      '#ACE1C4FF',
      '#ACE1C49E',
      '#ACE1C43D',
      undefined,
      undefined,
      undefined,
    ]);
    expect(colorsOf({ operator: '≤', targetValue: 120 })).toEqual([
      '#ACE1C4FF',
      '#ACE1C40D',
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('=: only the target value, fully colored', () => {
    expect(colorsOf({ operator: '=', targetValue: 140 })).toEqual([
      undefined,
      undefined,
      '#ACE1C4FF',
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('≠: everything but the target, towards the end further from it', () => {
    expect(colorsOf({ operator: '≠', targetValue: 180 })).toEqual([
      '#ACE1C4FF',
      '#ACE1C4C2',
      '#ACE1C487',
      '#ACE1C44A',
      undefined,
      '#ACE1C44A',
    ]);
  });

  it('ranges: inside the range, stronger towards the right value', () => {
    expect(colorsOf({ operator: '< x <', targetValueLeft: 120, targetValueRight: 180 })).toEqual([
      undefined,
      undefined,
      '#ACE1C45E',
      '#ACE1C4AD',
      undefined,
      undefined,
    ]);
    expect(colorsOf({ operator: '≤ x ≤', targetValueLeft: 120, targetValueRight: 180 })).toEqual([
      undefined,
      '#ACE1C40D',
      '#ACE1C45E',
      '#ACE1C4AD',
      '#ACE1C4FF',
      undefined,
    ]);
    expect(colorsOf({ operator: '≤ x <', targetValueLeft: 120, targetValueRight: 180 })).toEqual([
      undefined,
      '#ACE1C40D',
      '#ACE1C45E',
      '#ACE1C4AD',
      undefined,
      undefined,
    ]);
    expect(colorsOf({ operator: '< x ≤', targetValueLeft: 120, targetValueRight: 180 })).toEqual([
      undefined,
      undefined,
      '#ACE1C45E',
      '#ACE1C4AD',
      '#ACE1C4FF',
      undefined,
    ]);
  });

  it('colors nothing without a color, an operator or its targets', () => {
    expect(colorsOf({ operator: '>', colorScheme: undefined, targetValue: 1 })).toEqual(
      values.map(() => undefined),
    );
    expect(colorsOf({ operator: '>' })).toEqual(values.map(() => undefined));
    expect(colorsOf({ operator: '< x <', targetValueLeft: 1 })).toEqual(values.map(() => undefined));
    expect(colorsOf({})).toEqual(values.map(() => undefined));
  });

  it('reads numeric text and skips null, text and NaN cells', () => {
    expect(
      colorsOf({ operator: '>', targetValue: 150 }, ['200', null, 'abc', Number.NaN, undefined]),
    ).toEqual(['#ACE1C4FF', undefined, undefined, undefined, undefined]);
  });
});

describe('getColorFormatters', () => {
  const data = [
    { name: 'a', count: 10, sum: '5' },
    { name: 'b', count: 20, sum: null },
    { name: 'c', count: 30, sum: '15' },
  ];

  it('makes one function per column from the applicable rules', () => {
    const formatters = getColorFormatters(
      conditionalFormattingSchema.parse([
        { column: 'count', operator: '>', targetValue: 15, colorScheme: '#EFA1AA' },
        { column: 'sum', operator: 'None', colorScheme: 'rgb(0,255,0)' },
        { column: 'name', operator: '>', colorScheme: '#EFA1AA' }, // no target: ignored
        { operator: '>', targetValue: 1, colorScheme: '#EFA1AA' }, // no column: ignored
      ]),
      data,
    );
    expect(Object.keys(formatters).sort()).toEqual(['count', 'sum']);
    expect(data.map((row) => formatters.count!(row.count))).toEqual([undefined, '#EFA1AA5E', '#EFA1AAFF']);
    // min 5, max 15 of the numeric cells; None starts from transparent
    expect(data.map((row) => formatters.sum!(row.sum))).toEqual(['#00FF0000', undefined, '#00FF00FF']);
  });

  it('lets the last matching rule of a column win', () => {
    const formatters = getColorFormatters(
      [
        rule({ operator: '>', targetValue: 0, colorScheme: '#ACE1C4' }),
        rule({ operator: '≥', targetValue: 30, colorScheme: '#EFA1AA' }),
      ],
      data,
    );
    expect(data.map((row) => formatters.count!(row.count))).toEqual(['#ACE1C45E', '#ACE1C4AD', '#EFA1AAFF']);
  });

  it('returns no formatters for no rules', () => {
    expect(getColorFormatters(undefined, data)).toEqual({});
    expect(getColorFormatters([], data)).toEqual({});
  });

  it('parses saved rules: numeric text targets, nulls dropped', () => {
    expect(
      conditionalFormattingSchema.parse([
        {
          column: 'x',
          operator: '< x <',
          targetValueLeft: '1',
          targetValueRight: '2.5',
          targetValue: null,
          colorScheme: 'red',
        },
      ]),
    ).toEqual([
      {
        column: 'x',
        operator: '< x <',
        targetValueLeft: 1,
        targetValueRight: 2.5,
        targetValue: undefined,
        colorScheme: 'red',
      },
    ]);
    expect(conditionalFormattingSchema.parse(null)).toEqual([]);
    expect(conditionalFormattingSchema.parse(undefined)).toEqual([]);
  });
});
