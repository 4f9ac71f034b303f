import { describe, expect, it } from 'vitest';
import { parseHumanDatetime } from './humanDatetime.js';
import { formatDttm } from './isoDatetime.js';

const now = new Date('2024-03-13T15:45:30.250Z');
const read = (text: string) => formatDttm(parseHumanDatetime(text, now));

describe('parseHumanDatetime', () => {
  it.each([
    ['now', '2024-03-13T15:45:30'],
    ['NOW', '2024-03-13T15:45:30'],
    ['midnight', '2024-03-13T00:00:00'],
    ['noon', '2024-03-13T12:00:00'],
    ['in 3 hours', '2024-03-13T18:45:30'],
    ['in 2 days', '2024-03-15T00:00:00'],
    ['next month', '2024-04-13T00:00:00'],
    ['last year', '2023-03-13T00:00:00'],
    ['2 quarters ago', '2023-09-13T00:00:00'],
    ['90 seconds ago', '2024-03-13T15:44:00'],
    ['Dec 25th, 2023', '2023-12-25T00:00:00'],
    ['25 December 2023', '2023-12-25T00:00:00'],
    ['September 2021', '2021-09-01T00:00:00'],
    ['2020/02/29', '2020-02-29T00:00:00'],
  ])('%s → %s', (text, expected) => {
    expect(read(text)).toBe(expected);
  });

  it.each([
    ['3 weeks', 'Time string is ambiguous. Please specify [3 weeks ago] or [3 weeks later].'],
    ['Smarch 2020', 'Cannot parse time string [Smarch 2020]'],
    ['in a while', 'Cannot parse time string [in a while]'],
  ])('refuses %s', (text, message) => {
    expect(() => parseHumanDatetime(text, now)).toThrow(message);
  });
});
