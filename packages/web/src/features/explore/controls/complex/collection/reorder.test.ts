import { describe, expect, it } from 'vitest';
import { replaceItem } from './reorder';

describe('collection list edits', () => {
  const items = ['a', 'b', 'c', 'd'];

  it('replaces by index', () => {
    expect(replaceItem(items, 2, 'x')).toEqual(['a', 'b', 'x', 'd']);
  });
});
