import { describe, expect, it } from 'vitest';
import { cellBar, valueRange } from './cellBars.js';

describe('cell bars', () => {
  it('ranges over the numbers of a column, text numbers included', () => {
    expect(valueRange([5, '-10', null, 'x', 20], false)).toEqual([-10, 20]);
    expect(valueRange([5, '-10', null, 20], true)).toEqual([0, 20]);
    expect(valueRange([null, 'x'], false)).toBeNull();
  });

  it('aligned: bars start at the left, |value| against the largest |value|', () => {
    expect(cellBar(10, [0, 40], true, false)).toEqual({ offset: 0, width: 25, color: 'rgba(0,0,0,0.2)' });
    expect(cellBar(-40, [0, 40], true, true)).toEqual({ offset: 0, width: 100, color: 'rgba(150,0,0,0.2)' });
  });

  it('not aligned: bars grow both ways from the zero line', () => {
    // range -10..30: zero at 25 %
    expect(cellBar(30, [-10, 30], false, true)).toEqual({ offset: 25, width: 75, color: 'rgba(0,0,0,0.2)' });
    expect(cellBar(-10, [-10, 30], false, true)).toEqual({
      offset: 0,
      width: 25,
      color: 'rgba(150,0,0,0.2)',
    });
    expect(cellBar(-5, [-10, 30], false, false)).toEqual({ offset: 13, width: 13, color: 'rgba(0,0,0,0.2)' });
    // all positive: zero line at the left edge
    expect(cellBar(50, [20, 200], false, true)).toEqual({ offset: 0, width: 25, color: 'rgba(0,0,0,0.2)' });
  });

  it('draws nothing for missing values and nothing long for an all-zero column', () => {
    expect(cellBar(null, [0, 10], false, true)).toBeNull();
    expect(cellBar('n/a', [0, 10], false, true)).toBeNull();
    expect(cellBar(5, null, false, true)).toBeNull();
    expect(cellBar(0, [0, 0], true, true)).toMatchObject({ width: 0 });
    expect(cellBar(0, [0, 0], false, true)).toMatchObject({ width: 0 });
  });
});
