import { describe, expect, it } from 'vitest';
import { truncateLabel } from './truncateLabel.js';

describe('label truncation', () => {
  it('keeps labels of up to 42 characters', () => {
    const label = 'x'.repeat(42);
    expect(truncateLabel(label)).toBe(label);
  });

  it('cuts longer labels to 40 characters plus ...', () => {
    const label = 'abcdefghij'.repeat(5);
    expect(truncateLabel(label)).toBe(`${label.slice(0, 40)}...`);
    expect(truncateLabel('y'.repeat(43))).toHaveLength(43);
  });
});
