import { describe, expect, it } from 'vitest';
import { groupPoints, type ScatterPoint } from './scatterPoints.js';

const point = (index: number): ScatterPoint => ({
  location: { longitude: index % 360, latitude: 0 },
  category: `c${index % 7}`,
  size: index,
  row: { index },
});

describe('deck scatter points', () => {
  it('groups 200,000 points by name in one pass, groups first-seen and points in input order', () => {
    const points = Array.from({ length: 200_000 }, (_, index) => point(index));
    const groups = groupPoints(points, (p) => String(p.category));
    expect([...groups.keys()]).toEqual(['c0', 'c1', 'c2', 'c3', 'c4', 'c5', 'c6']);
    const c3 = groups.get('c3')!;
    expect(c3).toHaveLength(Math.ceil((200_000 - 3) / 7));
    expect(c3.slice(0, 3).map((p) => p.size)).toEqual([3, 10, 17]);
    expect(c3.every((p, i) => i === 0 || p.size! > c3[i - 1]!.size!)).toBe(true);
  });
});
