import { describe, expect, it } from 'vitest';
import { refreshFrequencyChoice, refreshFrequencyLabel } from './refreshInterval';

describe('refreshFrequencyChoice', () => {
  it("keeps a viewer's interval for this session only", () => {
    expect(refreshFrequencyChoice(300, false)).toEqual({ seconds: 300, persist: false });
  });

  it('saves an interval chosen in edit mode with the dashboard', () => {
    expect(refreshFrequencyChoice(60, true)).toEqual({ seconds: 60, persist: true });
  });

  it("turns nonsense into don't refresh (0)", () => {
    expect(refreshFrequencyChoice(-5, false).seconds).toBe(0);
    expect(refreshFrequencyChoice(Number.NaN, true).seconds).toBe(0);
  });
});

describe('refreshFrequencyLabel', () => {
  const options = [
    { value: 0, label: "Don't refresh" },
    { value: 60, label: '1 minute' },
  ];

  it('names a standard choice and describes a custom one', () => {
    expect(refreshFrequencyLabel(60, options)).toBe('1 minute');
    expect(refreshFrequencyLabel(45, options)).toBe('Every 45 seconds');
  });
});
