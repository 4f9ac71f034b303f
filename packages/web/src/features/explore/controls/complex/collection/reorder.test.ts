import { describe, expect, it } from 'vitest';
import { moveItem, removeItem, replaceItem } from './reorder';

describe('collection list edits', () => {
  const items = ['a', 'b', 'c', 'd'];

  it('moves an item down and up', () => {
    expect(moveItem(items, 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(items, 3, 1)).toEqual(['a', 'd', 'b', 'c']);
    expect(items).toEqual(['a', 'b', 'c', 'd']);
  });

  it('clamps the target and ignores a missing source', () => {
    expect(moveItem(items, 1, 99)).toEqual(['a', 'c', 'd', 'b']);
    expect(moveItem(items, 2, -5)).toEqual(['c', 'a', 'b', 'd']);
    expect(moveItem(items, 7, 0)).toEqual(items);
    expect(moveItem(items, 1, 1)).toEqual(items);
  });

  it('removes and replaces by index', () => {
    expect(removeItem(items, 1)).toEqual(['a', 'c', 'd']);
    expect(replaceItem(items, 2, 'x')).toEqual(['a', 'b', 'x', 'd']);
  });
});
