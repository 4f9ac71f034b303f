import { COMPARATOR_CHOICES } from '@sightline/charts';
import { describe, expect, it } from 'vitest';
import { colorSchemeChoicesOf, operatorChoicesOf, ruleSummary, ruleToSave } from './formatterRule';

describe('conditional formatting rule helpers', () => {
  it('offers the SDK operators and color schemes', () => {
    expect(operatorChoicesOf(COMPARATOR_CHOICES).map((choice) => choice.value)).toEqual([
      'None',
      '>',
      '<',
      '≥',
      '≤',
      '=',
      '≠',
      '< x <',
      '≤ x ≤',
      '≤ x <',
      '< x ≤',
    ]);
    expect(operatorChoicesOf(undefined)).toHaveLength(11);
    expect(colorSchemeChoicesOf(undefined).map((choice) => choice.label)).toEqual(['green', 'yellow', 'red']);
  });

  it('saves only the targets the operator uses, as numbers', () => {
    const draft = {
      column: 'c',
      colorScheme: '#ACE1C4',
      targetValue: '5',
      targetValueLeft: 1,
      targetValueRight: '9',
    };
    expect(ruleToSave({ ...draft, operator: '>' })).toEqual({
      column: 'c',
      colorScheme: '#ACE1C4',
      operator: '>',
      targetValue: 5,
    });
    expect(ruleToSave({ ...draft, operator: '≤ x <' })).toEqual({
      column: 'c',
      colorScheme: '#ACE1C4',
      operator: '≤ x <',
      targetValueLeft: 1,
      targetValueRight: 9,
    });
    expect(ruleToSave({ ...draft, operator: 'None' })).toEqual({
      column: 'c',
      colorScheme: '#ACE1C4',
      operator: 'None',
    });
  });

  it('summarizes a rule in words', () => {
    expect(ruleSummary({ operator: '>', targetValue: 10 }, 'count')).toBe('count > 10');
    expect(ruleSummary({ operator: '< x ≤', targetValueLeft: 1, targetValueRight: 5 }, 'count')).toBe(
      '1 < count ≤ 5',
    );
    expect(ruleSummary({ operator: 'None' }, 'count')).toBe('count');
  });
});
