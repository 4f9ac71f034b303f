import { describe, expect, it } from 'vitest';
import { getNow } from './clock.js';

describe('getNow', () => {
  it('honours SIGHTLINE_NOW (UTC unless a zone is given)', () => {
    expect(getNow({ SIGHTLINE_NOW: '2024-03-13T15:45:30' }).toISOString()).toBe('2024-03-13T15:45:30.000Z');
    expect(getNow({ SIGHTLINE_NOW: '2024-03-13T15:45:30+01:00' }).toISOString()).toBe(
      '2024-03-13T14:45:30.000Z',
    );
    expect(getNow({ SIGHTLINE_NOW: '2024-03-13' }).toISOString()).toBe('2024-03-13T00:00:00.000Z');
  });

  it('uses the real clock when unset or empty', () => {
    const before = Date.now();
    const now = getNow({}).getTime();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(getNow({ SIGHTLINE_NOW: '' }).getTime()).toBeGreaterThanOrEqual(before);
  });

  it('refuses a value that is not an ISO datetime with a message naming the variable', () => {
    expect(() => getNow({ SIGHTLINE_NOW: 'yesterday' })).toThrow(
      'SIGHTLINE_NOW must be an ISO datetime such as 2024-01-31 or 2024-01-31T12:00:00Z; got "yesterday"',
    );
    expect(() => getNow({ SIGHTLINE_NOW: '2024-02-30T00:00:00' })).toThrow(/SIGHTLINE_NOW/);
  });
});
