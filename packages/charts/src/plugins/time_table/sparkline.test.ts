import { describe, expect, it } from 'vitest';
import { sparklineGeometry } from './sparkline.js';

describe('sparkline geometry', () => {
  const geometry = sparklineGeometry([1, null, 3, 2], { width: 100, height: 20 });

  it('draws a path through the values, broken at gaps', () => {
    // x from 4 to 96 in thirds, y from 16 (min) to 4 (max)
    expect(geometry.path).toBe('M4,16M65.3,4L96,10');
    expect(geometry.points.map((p) => [p.index, p.x, p.y])).toEqual([
      [0, 4, 16],
      [2, 65.3, 4],
      [3, 96, 10],
    ]);
    expect(geometry.markers).toEqual({ min: 0, max: 2, last: 3 });
    expect(geometry.domain).toEqual([1, 3]);
  });

  it('applies y-axis bounds and leaves room for axis labels', () => {
    const bounded = sparklineGeometry([1, 3], {
      width: 100,
      height: 20,
      yAxisBounds: [0, 4],
      marginRight: 40,
    });
    expect(bounded.path).toBe('M4,13L56,7');
    expect(bounded.y(4)).toBe(4);
    const half = sparklineGeometry([1, 3], { width: 100, height: 20, yAxisBounds: [null, 5] });
    expect(half.domain).toEqual([1, 5]);
  });

  it('centres a single value and draws nothing without values', () => {
    expect(sparklineGeometry([5], { width: 100, height: 20 }).path).toBe('M50,10');
    const empty = sparklineGeometry([null, null], { width: 100, height: 20 });
    expect(empty.path).toBe('');
    expect(empty.markers).toEqual({ min: null, max: null, last: null });
  });

  it('finds the nearest index for a hover position', () => {
    expect([geometry.indexAt(0), geometry.indexAt(50), geometry.indexAt(70), geometry.indexAt(500)]).toEqual([
      0, 2, 2, 3,
    ]);
    expect(sparklineGeometry([], { width: 10, height: 10 }).indexAt(3)).toBeNull();
  });
});
