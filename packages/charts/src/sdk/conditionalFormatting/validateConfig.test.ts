import { describe, expect, it } from 'vitest';
import { COMPARATOR } from './config.js';
import { validateConditionalFormatting, validateConditionalFormattingConfig } from './validateConfig.js';

const base = { column: 'sum__num', colorScheme: '#ACE1C4' };

describe('conditional formatting validation', () => {
  it('requires column, color scheme and operator', () => {
    expect(validateConditionalFormattingConfig({})).toEqual({
      column: 'Required',
      colorScheme: 'Required',
      operator: 'Required',
    });
    expect(validateConditionalFormattingConfig({ column: '  ', colorScheme: null, operator: '' })).toEqual({
      column: 'Required',
      colorScheme: 'Required',
      operator: 'Required',
    });
  });

  it('needs no target for operator None', () => {
    expect(validateConditionalFormattingConfig({ ...base, operator: COMPARATOR.NONE })).toEqual({});
  });

  it.each(['>', '<', '≥', '≤', '=', '≠'])('requires a target value for %s', (operator) => {
    expect(validateConditionalFormattingConfig({ ...base, operator })).toEqual({ targetValue: 'Required' });
    expect(validateConditionalFormattingConfig({ ...base, operator, targetValue: '' })).toEqual({
      targetValue: 'Required',
    });
    expect(validateConditionalFormattingConfig({ ...base, operator, targetValue: 0 })).toEqual({});
  });

  it.each(['< x <', '≤ x ≤', '≤ x <', '< x ≤'])('requires left and right values for %s', (operator) => {
    expect(validateConditionalFormattingConfig({ ...base, operator })).toEqual({
      targetValueLeft: 'Required',
      targetValueRight: 'Required',
    });
    expect(validateConditionalFormattingConfig({ ...base, operator, targetValueLeft: 1 })).toEqual({
      targetValueRight: 'Required',
    });
    expect(
      validateConditionalFormattingConfig({ ...base, operator, targetValueLeft: 0, targetValueRight: 5 }),
    ).toEqual({});
  });

  it('asks for left < right with both messages', () => {
    const expected = {
      targetValueLeft: 'This value should be smaller than the right target value',
      targetValueRight: 'This value should be greater than the left target value',
    };
    expect(
      validateConditionalFormattingConfig({
        ...base,
        operator: '< x <',
        targetValueLeft: 10,
        targetValueRight: 2,
      }),
    ).toEqual(expected);
    expect(
      validateConditionalFormattingConfig({
        ...base,
        operator: '≤ x ≤',
        targetValueLeft: '3',
        targetValueRight: '3',
      }),
    ).toEqual(expected);
    // a target value typed for a single-value operator does not matter to a range
    expect(
      validateConditionalFormattingConfig({
        ...base,
        operator: '< x ≤',
        targetValue: 100,
        targetValueLeft: '-1',
        targetValueRight: '0',
      }),
    ).toEqual({});
  });

  it('validates the control value: the first message of the first invalid rule', () => {
    expect(validateConditionalFormatting([], undefined)).toBe(false);
    expect(validateConditionalFormatting(undefined, undefined)).toBe(false);
    expect(validateConditionalFormatting([{ ...base, operator: 'None' }], undefined)).toBe(false);
    expect(
      validateConditionalFormatting(
        [
          { ...base, operator: '>', targetValue: 1 },
          { ...base, operator: '≤ x <', targetValueLeft: 5, targetValueRight: 1 },
        ],
        undefined,
      ),
    ).toBe('This value should be smaller than the right target value');
    expect(validateConditionalFormatting([{ operator: 'None' }], undefined)).toBe('Required');
  });
});
