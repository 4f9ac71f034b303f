import { describe, expect, it } from 'vitest';
import { fontSizeScale, hashText, seededRandom, wordRotation } from './wordEncoding.js';

describe('word cloud encoding', () => {
  it('scales font sizes linearly from zero to the largest value', () => {
    const size = fontSizeScale([50, 100], [10, 70]);
    expect([size(0), size(50), size(100), size(null)]).toEqual([10, 40, 70, 10]);
    expect(fontSizeScale([-10, 10], [10, 30])(0)).toBe(20);
    expect(fontSizeScale([], [10, 70])(5)).toBe(10);
  });

  it('picks rotations from the chosen set, the same for the same word', () => {
    const words = Array.from({ length: 200 }, (_, i) => `word${i}`);
    expect(new Set(words.map((word) => wordRotation('flat', word)))).toEqual(new Set([0]));
    expect(new Set(words.map((word) => wordRotation('square', word)))).toEqual(new Set([0, 90]));
    expect(new Set(words.map((word) => wordRotation('random', word)))).toEqual(
      new Set([-90, -60, -30, 0, 30, 60]),
    );
    expect(wordRotation('square', 'Liam')).toBe(wordRotation('square', 'Liam'));
  });

  it('draws reproducible numbers in [0, 1) from a seed', () => {
    expect(hashText('Liam')).toBe(hashText('Liam'));
    expect(hashText('Liam')).not.toBe(hashText('Emma'));
    const a = seededRandom(42);
    const b = seededRandom(42);
    const draws = Array.from({ length: 100 }, () => a());
    expect(draws).toEqual(Array.from({ length: 100 }, () => b()));
    expect(draws.every((x) => x >= 0 && x < 1)).toBe(true);
  });
});
