import { beforeEach, describe, expect, it } from 'vitest';
import { getCategoricalScheme } from './colorSchemes.js';
import {
  chartColorScale,
  getColorScale,
  getSharedLabelColors,
  resetLabelColors,
  restoreSharedLabelColors,
} from './labelColors.js';

const [C0, C1, C2, C3, C4] = getCategoricalScheme('supersetColors').colors;
const TABLEAU = getCategoricalScheme('tableau10').colors;

beforeEach(() => resetLabelColors());

describe('chartColorScale', () => {
  it("uses the chart's scheme in its dashboard's namespace, with the dashboard's label colors", () => {
    const color = chartColorScale({
      formData: { color_scheme: 'tableau10' },
      colorNamespace: 'dash-1',
      labelColors: { NY: '#123456' },
    });
    expect([color('CA'), color('NY')]).toEqual([TABLEAU[0], '#123456']);
    expect(getColorScale({ scheme: 'tableau10', namespace: 'dash-1' })('CA')).toBe(TABLEAU[0]);
  });
});

describe('getColorScale', () => {
  it('hands out scheme colors in first-seen order and keeps them', () => {
    const color = getColorScale({ scheme: 'supersetColors' });
    expect([color('boy'), color('girl'), color('boy')]).toEqual([C0, C1, C0]);
  });

  it('gives a label the same color in two charts of one namespace', () => {
    const chartA = getColorScale({ scheme: 'tableau10', namespace: 'dash-1' });
    const chartB = getColorScale({ scheme: 'tableau10', namespace: 'dash-1' });
    expect(chartA('CA')).toBe(TABLEAU[0]);
    expect(chartA('NY')).toBe(TABLEAU[1]);
    // Chart B sees NY first but still gets chart A's color for it; TX is new to the namespace.
    expect([chartB('NY'), chartB('TX'), chartB('CA')]).toEqual([TABLEAU[1], TABLEAU[2], TABLEAU[0]]);
  });

  it('keeps namespaces apart', () => {
    const dashboard1 = getColorScale({ namespace: 'dash-1' });
    const dashboard2 = getColorScale({ namespace: 'dash-2' });
    expect(dashboard1('a')).toBe(C0);
    expect(dashboard1('b')).toBe(C1);
    expect(dashboard2('b')).toBe(C0);
    expect(getColorScale()('b')).toBe(C0);
  });

  it('uses one default namespace for charts without one (null, undefined and no options agree)', () => {
    expect(getColorScale()('x')).toBe(C0);
    expect(getColorScale({ namespace: null })('y')).toBe(C1);
    expect(getColorScale({ namespace: undefined, scheme: null })('x')).toBe(C0);
  });

  it('lets forced label colors win without using up a scheme color', () => {
    const color = getColorScale({ labelColors: { boy: '#123456' } });
    expect(color('boy')).toBe('#123456');
    expect(color('girl')).toBe(C0);
    // Another chart in the namespace without the forced map gives 'boy' a scheme color.
    expect(getColorScale()('boy')).toBe(C1);
  });

  it('compares labels exactly (no case folding or trimming)', () => {
    const color = getColorScale();
    expect([color('Boy'), color('boy'), color('boy '), color('Boy')]).toEqual([C0, C1, C2, C0]);
  });

  it('is not fooled by labels named like Object.prototype members', () => {
    const color = getColorScale({ labelColors: { other: '#000000' } });
    expect(color('constructor')).toBe(C0);
    expect(color('toString')).toBe(C1);
  });

  it('cycles when labels outnumber the scheme', () => {
    const colors = getCategoricalScheme('colorBlindSafe').colors;
    const color = getColorScale({ scheme: 'colorBlindSafe' });
    const assigned = Array.from({ length: colors.length * 2 + 1 }, (_, i) => color(`label ${i}`));
    expect(assigned).toEqual([...colors, ...colors, colors[0]]);
  });

  it('keeps a separate assignment per scheme in one namespace', () => {
    expect(getColorScale({ scheme: 'supersetColors' })('x')).toBe(C0);
    expect(getColorScale({ scheme: 'tableau10' })('y')).toBe(TABLEAU[0]);
    expect(getColorScale({ scheme: 'tableau10' })('x')).toBe(TABLEAU[1]);
  });

  it('treats an unknown scheme as the default one', () => {
    getColorScale({ scheme: 'supersetColors' })('x');
    expect(getColorScale({ scheme: 'lyftColors' })('y')).toBe(C1);
  });
});

describe('getSharedLabelColors', () => {
  it('returns what a namespace handed out, in first-seen order (what a dashboard saves)', () => {
    const chartA = getColorScale({ namespace: 'dash-1', labelColors: { forced: '#000000' } });
    const chartB = getColorScale({ namespace: 'dash-1' });
    chartA('CA');
    chartA('forced');
    chartB('NY');
    chartB('CA');
    expect(getSharedLabelColors('dash-1')).toEqual({ CA: C0, NY: C1 });
    expect(Object.keys(getSharedLabelColors('dash-1'))).toEqual(['CA', 'NY']);
    expect(getSharedLabelColors('dash-2')).toEqual({});
    expect(getSharedLabelColors()).toEqual({});
  });

  it('can be limited to one scheme; without one, the earlier scheme wins for a label', () => {
    getColorScale({ scheme: 'supersetColors' })('x');
    getColorScale({ scheme: 'tableau10' })('x');
    getColorScale({ scheme: 'tableau10' })('y');
    expect(getSharedLabelColors(null, 'tableau10')).toEqual({ x: TABLEAU[0], y: TABLEAU[1] });
    expect(getSharedLabelColors(null)).toEqual({ x: C0, y: TABLEAU[1] });
  });
});

describe('restoreSharedLabelColors', () => {
  it('keeps saved colors and gives new labels colors not yet in use', () => {
    restoreSharedLabelColors('dash-1', { NY: C2, CA: C3 });
    const color = getColorScale({ namespace: 'dash-1' });
    expect([color('CA'), color('NY'), color('TX')]).toEqual([C3, C2, C4]);
    expect(getSharedLabelColors('dash-1')).toEqual({ NY: C2, CA: C3, TX: C4 });
  });

  it('restores into the given scheme', () => {
    restoreSharedLabelColors('dash-1', { NY: TABLEAU[5]! }, 'tableau10');
    expect(getColorScale({ namespace: 'dash-1', scheme: 'tableau10' })('NY')).toBe(TABLEAU[5]);
    expect(getColorScale({ namespace: 'dash-1' })('NY')).toBe(C0);
  });

  it('does not overwrite colors already handed out', () => {
    getColorScale({ namespace: 'dash-1' })('CA');
    restoreSharedLabelColors('dash-1', { CA: '#000000' });
    expect(getColorScale({ namespace: 'dash-1' })('CA')).toBe(C0);
  });
});

describe('resetLabelColors', () => {
  it('forgets one namespace, or all of them', () => {
    getColorScale({ namespace: 'dash-1' })('a');
    getColorScale({ namespace: 'dash-2' })('a');
    getColorScale()('a');
    resetLabelColors('dash-1');
    expect(getSharedLabelColors('dash-1')).toEqual({});
    expect(getSharedLabelColors('dash-2')).toEqual({ a: C0 });
    resetLabelColors(null);
    expect(getSharedLabelColors()).toEqual({});
    expect(getSharedLabelColors('dash-2')).toEqual({ a: C0 });
    resetLabelColors();
    expect(getSharedLabelColors('dash-2')).toEqual({});
  });
});
