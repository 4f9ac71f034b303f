import { describe, expect, it } from 'vitest';
import { formatElapsed } from './QueryTimer';

describe('formatElapsed', () => {
  it('shows minutes, seconds and hundredths', () => {
    expect(formatElapsed(0)).toBe('00:00.00');
    expect(formatElapsed(1234)).toBe('00:01.23');
    expect(formatElapsed(61_050)).toBe('01:01.05');
    expect(formatElapsed(-5)).toBe('00:00.00');
  });
});
