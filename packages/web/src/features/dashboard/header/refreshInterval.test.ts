import { describe, expect, it } from 'vitest';
import { refreshFrequencyChoice, refreshIntervalOptions } from './refreshInterval';

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

describe('refreshIntervalOptions', () => {
  const options = [
    { value: 0, label: "Don't refresh" },
    { value: 60, label: '1 minute' },
  ];

  it('offers the standard choices, and describes a custom interval after them', () => {
    expect(refreshIntervalOptions(60, options)).toEqual(options);
    expect(refreshIntervalOptions(45, options)).toEqual([
      ...options,
      { value: 45, label: 'Every 45 seconds' },
    ]);
  });

  it('offers the standard intervals by default', () => {
    expect(refreshIntervalOptions(300).find((choice) => choice.value === 300)?.label).toBe('5 minutes');
  });
});
