import { describe, expect, it } from 'vitest';
import { movedItem, removedItem } from './listItems.js';

const items = ['a', 'b', 'c', 'd'];

describe('movedItem', () => {
  it('moves an item down: the ones it passes move up one place', () => {
    expect(movedItem(items, 0, 2)).toEqual(['b', 'c', 'a', 'd']);
  });

  it('moves an item up: the ones it passes move down one place', () => {
    expect(movedItem(items, 3, 1)).toEqual(['a', 'd', 'b', 'c']);
  });

  it('moves an item to either end', () => {
    expect(movedItem(items, 1, 3)).toEqual(['a', 'c', 'd', 'b']);
    expect(movedItem(items, 2, 0)).toEqual(['c', 'a', 'b', 'd']);
  });

  it('swaps neighbours (what the up and down buttons do)', () => {
    expect(movedItem(items, 1, 2)).toEqual(['a', 'c', 'b', 'd']);
    expect(movedItem(items, 2, 1)).toEqual(['a', 'c', 'b', 'd']);
  });

  it('moves an item to the nearest end for a place outside the list', () => {
    expect(movedItem(items, 1, 99)).toEqual(['a', 'c', 'd', 'b']);
    expect(movedItem(items, 2, -5)).toEqual(['c', 'a', 'b', 'd']);
  });

  it('gives back the same list when nothing moves: onto itself, or an item outside the list', () => {
    expect(movedItem(items, 2, 2)).toBe(items);
    expect(movedItem(items, 0, -1)).toBe(items);
    expect(movedItem(items, 3, 4)).toBe(items);
    expect(movedItem(items, -1, 0)).toBe(items);
    expect(movedItem(items, 7, 0)).toBe(items);
    expect(movedItem(items, 0.5, 2)).toBe(items);
  });

  it('leaves the list it was given as it was', () => {
    const before = [...items];
    movedItem(items, 0, 3);
    expect(items).toEqual(before);
  });
});

describe('removedItem', () => {
  it('leaves out the item at the index, and changes nothing else', () => {
    const list = ['a', 'b', 'c'];
    expect(removedItem(list, 1)).toEqual(['a', 'c']);
    expect(removedItem(list, 0)).toEqual(['b', 'c']);
    expect(removedItem(list, 5)).toEqual(['a', 'b', 'c']);
    expect(list).toEqual(['a', 'b', 'c']);
  });
});
