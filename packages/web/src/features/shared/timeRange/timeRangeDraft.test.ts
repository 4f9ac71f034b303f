import {
  customRangeFromTimeRange,
  defaultCustomRange,
  rangeTypeOf,
  timeRangeFromCustomRange,
  type CustomRange,
} from '@sightline/core';
import { describe, expect, it } from 'vitest';
import { relativeUnitLabel } from './messages';
import {
  customRangeOf,
  instantOfEnd,
  RANGE_TYPE_ORDER,
  relativeQuantity,
  triggerLabel,
  valueForRangeType,
  withAnchorMode,
  withEndMode,
  withRelativeQuantity,
} from './timeRangeDraft';

const now = new Date('2024-03-13T15:45:30Z');
const DEFAULT_CUSTOM = 'DATEADD(DATETIME("2024-03-13T00:00:00"), -7, day) : 2024-03-13T00:00:00';

describe('range types', () => {
  it('offers Last, Previous, Custom, Advanced, No filter in that order', () => {
    expect(RANGE_TYPE_ORDER).toEqual(['Common', 'Calendar', 'Custom', 'Advanced', 'No filter']);
  });

  it.each([
    ['Last quarter', 'Common'],
    ['previous calendar month', 'Calendar'],
    ['No filter', 'No filter'],
    ['2020-01-01T00:00:00 : now', 'Custom'],
    [DEFAULT_CUSTOM, 'Custom'],
    ['Last 5 days', 'Advanced'],
    ['DATETRUNC(DATETIME("today"), month) : today', 'Advanced'],
  ])('the popover opens %s on %s', (value, type) => {
    expect(rangeTypeOf(value)).toBe(type);
  });
});

describe('valueForRangeType', () => {
  it.each([
    ['Common', 'No filter', 'Last week'],
    ['Common', 'previous calendar year', 'Last week'],
    ['Common', 'Last year', 'Last year'],
    ['Calendar', 'Last day', 'previous calendar week'],
    ['Calendar', 'previous calendar month', 'previous calendar month'],
    ['No filter', 'Last day', 'No filter'],
    ['Custom', 'Last week', DEFAULT_CUSTOM],
    ['Custom', 'today : now', 'today : now'],
    ['Advanced', 'Last 5 days', 'Last 5 days : '],
    ['Advanced', 'Next 2 weeks', ' : Next 2 weeks'],
    ['Advanced', 'today : now', 'today : now'],
    ['Advanced', 'Last week', 'Last week : '],
    ['Advanced', 'No filter', ' : '],
  ] as const)('switching to %s from %s gives %s', (type, current, expected) => {
    expect(valueForRangeType(type, current, now)).toBe(expected);
  });

  it('writes the default custom range as start 7 days before today, end today', () => {
    expect(customRangeOf(valueForRangeType('Custom', 'No filter', now), now)).toMatchObject({
      sinceMode: 'relative',
      sinceGrain: 'day',
      sinceGrainValue: -7,
      untilMode: 'specific',
      untilDatetime: '2024-03-13T00:00:00',
    });
    expect(instantOfEnd(defaultCustomRange(now), 'since', now)?.toISOString()).toBe(
      '2024-03-06T00:00:00.000Z',
    );
  });
});

describe('custom range decode/encode round trips', () => {
  it.each([
    DEFAULT_CUSTOM,
    '2020-01-01T00:00:00 : 2020-02-01T12:30:00',
    'today : now',
    'DATEADD(DATETIME("today"), -3, week) : today',
    'now : DATEADD(DATETIME("now"), 2, hour)',
    'DATEADD(DATETIME("now"), -1, year) : DATEADD(DATETIME("now"), 1, day)',
    'DATEADD(DATETIME("2021-06-01T12:00:00"), -5, month) : DATEADD(DATETIME("2021-06-01T12:00:00"), 5, quarter)',
  ])('%s', (value) => {
    const range = customRangeFromTimeRange(value, now);
    expect(range).not.toBeNull();
    expect(timeRangeFromCustomRange(range!, now)).toBe(value);
  });

  it('falls back to the defaults for a value that is not a custom form', () => {
    expect(customRangeOf('Last 5 days : ', now)).toEqual(defaultCustomRange(now));
  });
});

describe('editing the Custom tab', () => {
  const range = customRangeOf(DEFAULT_CUSTOM, now);
  const encode = (next: CustomRange) => timeRangeFromCustomRange(next, now);

  it('a relative start switched to Specific keeps the date it denoted', () => {
    expect(encode(withEndMode(range, 'since', 'specific', now))).toBe(
      '2024-03-06T00:00:00 : 2024-03-13T00:00:00',
    );
  });

  it('a specific end switched to Now, Midnight or Relative', () => {
    expect(encode(withEndMode(range, 'until', 'now', now))).toBe('DATEADD(DATETIME("now"), -7, day) : now');
    expect(encode(withEndMode(range, 'until', 'today', now))).toBe(
      'DATEADD(DATETIME("today"), -7, day) : today',
    );
    const bothRelative = withEndMode(range, 'until', 'relative', now);
    expect(encode(bothRelative)).toBe('DATEADD(DATETIME("now"), -7, day) : DATEADD(DATETIME("now"), 7, day)');
    expect(rangeTypeOf(encode(bothRelative))).toBe('Custom');
  });

  it('anchors two relative ends on NOW or a Date/Time starting at midnight today', () => {
    const bothRelative = customRangeOf(
      'DATEADD(DATETIME("now"), -7, day) : DATEADD(DATETIME("now"), 7, day)',
      now,
    );
    const specific = withAnchorMode(bothRelative, 'specific', now);
    expect(encode(specific)).toBe(
      'DATEADD(DATETIME("2024-03-13T00:00:00"), -7, day) : DATEADD(DATETIME("2024-03-13T00:00:00"), 7, day)',
    );
    expect(customRangeOf(encode(specific), now).anchorMode).toBe('specific');
    expect(encode(withAnchorMode(specific, 'now', now))).toBe(encode(bothRelative));
  });

  it('keeps quantities at least 1, a start counting back and an end forward', () => {
    expect(relativeQuantity(range, 'since')).toBe(7);
    expect(withRelativeQuantity(range, 'since', 3).sinceGrainValue).toBe(-3);
    expect(withRelativeQuantity(range, 'until', 3).untilGrainValue).toBe(3);
    expect(withRelativeQuantity(range, 'since', 0).sinceGrainValue).toBe(-1);
    expect(withRelativeQuantity(range, 'until', -4).untilGrainValue).toBe(4);
    expect(relativeUnitLabel('day', 'since')).toBe('Days Before');
    expect(relativeUnitLabel('quarter', 'until')).toBe('Quarters After');
  });
});

describe('triggerLabel', () => {
  it('names Last, Previous and No filter values, and shows other values by their actual range', () => {
    expect(triggerLabel('Last quarter', '2023-10-01 ≤ col < 2024-01-01')).toBe('Last quarter');
    expect(triggerLabel('previous calendar week', null)).toBe('previous calendar week');
    expect(triggerLabel('No filter', '-∞ ≤ col < ∞')).toBe('No filter');
    expect(triggerLabel(DEFAULT_CUSTOM, '2024-03-06 ≤ col < 2024-03-13')).toBe(
      '2024-03-06 ≤ col < 2024-03-13',
    );
    expect(triggerLabel('Last 5 days : ', null)).toBe('Last 5 days : ');
  });
});
