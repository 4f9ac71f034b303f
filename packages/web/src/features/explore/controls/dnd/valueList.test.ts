import { describe, expect, it } from 'vitest';
import { listValue, putItem, valueList } from './valueList';

describe('drop zone value lists', () => {
  it('reads single and multi values as lists', () => {
    expect(valueList(undefined)).toEqual([]);
    expect(valueList(null)).toEqual([]);
    expect(valueList('a')).toEqual(['a']);
    expect(valueList(['a', 'b'])).toEqual(['a', 'b']);
  });

  it('saves a list for multi controls and one item (or nothing) for single ones', () => {
    expect(listValue(['a'], true)).toEqual(['a']);
    expect(listValue([], true)).toEqual([]);
    expect(listValue(['a'], false)).toBe('a');
    expect(listValue([], false)).toBeUndefined();
  });

  it('replaces, appends (multi) and replaces the only item (single)', () => {
    expect(putItem(['a', 'b'], 1, 'x', true)).toEqual(['a', 'x']);
    expect(putItem(['a'], null, 'x', true)).toEqual(['a', 'x']);
    expect(putItem(['a'], null, 'x', false)).toEqual(['x']);
  });
});
