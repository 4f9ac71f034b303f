import { describe, expect, it } from 'vitest';
import { parseControlText, textKindOf, textOfValue, textShowsValue } from './numberText';

describe('parseControlText', () => {
  it('reads isFloat text as a number, keeping what the user typed readable as one', () => {
    expect(parseControlText('1.5', 'float')).toEqual({ value: 1.5, error: false });
    expect(parseControlText('1.', 'float')).toEqual({ value: 1, error: false });
    expect(parseControlText('1.50', 'float')).toEqual({ value: 1.5, error: false });
    expect(parseControlText('-.5', 'float')).toEqual({ value: -0.5, error: false });
  });

  it('reports the validation messages and the raw text when it is not the number expected', () => {
    expect(parseControlText('abc', 'float')).toEqual({ value: 'abc', error: 'is expected to be a number' });
    expect(parseControlText('1.5', 'int')).toEqual({ value: '1.5', error: 'is expected to be an integer' });
    expect(parseControlText('12', 'int')).toEqual({ value: 12, error: false });
  });

  it('leaves empty input and free text alone', () => {
    expect(parseControlText('', 'int')).toEqual({ value: '', error: false });
    expect(parseControlText('1.', 'text')).toEqual({ value: '1.', error: false });
  });
});

describe('textShowsValue', () => {
  it("is true for our own report coming back, so '1.' and '1.50' stay in the input", () => {
    expect(textShowsValue('1.', 1, 'float')).toBe(true);
    expect(textShowsValue('1.50', 1.5, 'float')).toBe(true);
    expect(textShowsValue('100', '100', 'int')).toBe(true);
    expect(textShowsValue('', undefined, 'text')).toBe(true);
  });

  it('is false for a different value (undo, reset on hide)', () => {
    expect(textShowsValue('1.50', 2, 'float')).toBe(false);
    expect(textShowsValue('abc', 3, 'float')).toBe(false);
    expect(textShowsValue('x', null, 'text')).toBe(false);
  });
});

describe('textKindOf and textOfValue', () => {
  it('picks the kind from isInt / isFloat', () => {
    expect(textKindOf({ isInt: true })).toBe('int');
    expect(textKindOf({ isFloat: true })).toBe('float');
    expect(textKindOf({})).toBe('text');
  });

  it('shows saved values as text', () => {
    expect(textOfValue(null)).toBe('');
    expect(textOfValue(2.5)).toBe('2.5');
    expect(textOfValue('a')).toBe('a');
  });
});
