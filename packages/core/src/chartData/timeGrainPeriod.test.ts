import { describe, expect, it } from 'vitest';
import { timeGrainPeriod } from './timeGrainPeriod.js';

const ms = (iso: string) => Date.parse(`${iso}Z`);

describe('timeGrainPeriod', () => {
  it('covers one period from the truncated timestamp, end exclusive', () => {
    expect(timeGrainPeriod(ms('2024-03-01T00:00:00'), 'P1M')).toBe(
      '2024-03-01T00:00:00 : 2024-04-01T00:00:00',
    );
    expect(timeGrainPeriod(ms('2024-01-31T00:00:00'), 'P1D')).toBe(
      '2024-01-31T00:00:00 : 2024-02-01T00:00:00',
    );
    expect(timeGrainPeriod(ms('2024-10-01T00:00:00'), 'P3M')).toBe(
      '2024-10-01T00:00:00 : 2025-01-01T00:00:00',
    );
    expect(timeGrainPeriod(ms('2024-01-01T00:00:00'), 'P1Y')).toBe(
      '2024-01-01T00:00:00 : 2025-01-01T00:00:00',
    );
    expect(timeGrainPeriod(ms('2024-01-07T00:00:00'), '1969-12-28T00:00:00Z/P1W')).toBe(
      '2024-01-07T00:00:00 : 2024-01-14T00:00:00',
    );
    expect(timeGrainPeriod(ms('2024-01-01T13:00:00'), 'PT1H')).toBe(
      '2024-01-01T13:00:00 : 2024-01-01T14:00:00',
    );
  });
});
