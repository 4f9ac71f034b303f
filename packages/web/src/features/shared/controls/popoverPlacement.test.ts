import { describe, expect, it } from 'vitest';
import { popoverPlacement } from './popoverPlacement';

describe('popoverPlacement', () => {
  it('opens rightTop in the top 35 percent of the window', () => {
    expect(popoverPlacement(0, 1000)).toBe('rightTop');
    expect(popoverPlacement(349, 1000)).toBe('rightTop');
  });
  it('opens right between 35 and 65 percent', () => {
    expect(popoverPlacement(350, 1000)).toBe('right');
    expect(popoverPlacement(500, 1000)).toBe('right');
    expect(popoverPlacement(650, 1000)).toBe('right');
  });
  it('opens rightBottom below 65 percent', () => {
    expect(popoverPlacement(651, 1000)).toBe('rightBottom');
    expect(popoverPlacement(999, 1000)).toBe('rightBottom');
  });
});
