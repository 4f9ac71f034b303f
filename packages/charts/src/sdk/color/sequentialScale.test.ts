import { describe, expect, it } from 'vitest';
import { getSequentialScale, interpolateStops, SEQUENTIAL_NULL_COLOR } from './sequentialScale.js';

describe('getSequentialScale', () => {
  it('maps the domain ends to the first and last stops', () => {
    const scale = getSequentialScale('white_black', [0, 100]);
    expect(scale(0)).toBe('#FFFFFF');
    expect(scale(100)).toBe('#000000');
  });

  it('interpolates linearly between two stops', () => {
    const scale = getSequentialScale('white_black', [0, 100]);
    expect(scale(50)).toBe('#808080');
    expect(scale(25)).toBe('#BFBFBF');
  });

  it('spreads several stops evenly over the domain', () => {
    const scale = getSequentialScale('blue_white_yellow', [-10, 10]);
    expect(scale(-10)).toBe('#1A4B8C');
    expect(scale(0)).toBe('#FFFFFF');
    expect(scale(10)).toBe('#F5C400');
    // Halfway from #FFFFFF to #F5C400.
    expect(scale(5)).toBe('#FAE280');
  });

  it('clamps values outside the domain', () => {
    const scale = getSequentialScale('black_white', [10, 20]);
    expect(scale(-5)).toBe('#000000');
    expect(scale(99)).toBe('#FFFFFF');
  });

  it('reads numeric strings and gives missing values a neutral grey', () => {
    const scale = getSequentialScale('white_black', [0, 100]);
    expect(scale('50')).toBe('#808080');
    expect(SEQUENTIAL_NULL_COLOR).toBe('#CCCCCC');
    expect([scale(null), scale(undefined), scale(Number.NaN), scale('n/a'), scale('')]).toEqual(
      Array(5).fill(SEQUENTIAL_NULL_COLOR),
    );
  });

  it('gives every value the middle color when min equals max', () => {
    expect(getSequentialScale('white_black', [7, 7])(7)).toBe('#808080');
  });

  it('uses the default scheme (superset_seq_1) for unknown ids', () => {
    const scale = getSequentialScale('no_such_scheme', [0, 1]);
    expect(scale(0)).toBe('#EFF6FF');
    expect(scale(1)).toBe('#08306B');
  });
});

describe('interpolateStops', () => {
  it('handles one stop and no stops', () => {
    expect(interpolateStops([{ r: 1, g: 2, b: 3, a: 1 }], 0.7)).toBe('#010203');
    expect(interpolateStops([], 0.5)).toBe(SEQUENTIAL_NULL_COLOR);
  });
});
