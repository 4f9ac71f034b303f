import { describe, expect, it } from 'vitest';
import { humanizeTimeDelta } from './humanizeTimeDelta.js';

const now = new Date('2026-03-10T12:00:00.000Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('humanizeTimeDelta', () => {
  it.each([
    [10, 'a few seconds ago'],
    [60, 'a minute ago'],
    [5 * 60, '5 minutes ago'],
    [60 * 60, 'an hour ago'],
    [3 * 3600, '3 hours ago'],
    [24 * 3600, 'a day ago'],
    [3 * 86400, '3 days ago'],
    [35 * 86400, 'a month ago'],
    [90 * 86400, '3 months ago'],
    [400 * 86400, 'a year ago'],
    [3 * 365 * 86400, '3 years ago'],
  ])('%i seconds back reads %s', (seconds, text) => {
    expect(humanizeTimeDelta(ago(seconds), now)).toBe(text);
  });

  it('reads future times and ISO strings', () => {
    expect(humanizeTimeDelta('2026-03-10T14:00:00.000Z', now)).toBe('in 2 hours');
    expect(humanizeTimeDelta('not a date', now)).toBe('');
  });
});
