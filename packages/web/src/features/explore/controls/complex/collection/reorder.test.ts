import { describe, expect, it } from 'vitest';
import { removeItem, replaceItem } from './reorder';

describe('collection list edits', () => {
  const items = ['a', 'b', 'c', 'd'];

  it('removes and replaces by index', () => {
    expect(removeItem(items, 1)).toEqual(['a', 'c', 'd']);
    expect(replaceItem(items, 2, 'x')).toEqual(['a', 'b', 'x', 'd']);
  });
});
