import { PENDING_DELETE_MS, type NativeFilter } from '@sightline/core';
import { describe, expect, it } from 'vitest';
import {
  cascadeParentChoices,
  filterConfigDraft,
  initialFilterConfigDraft,
  keptItems,
  newDivider,
  newFilter,
} from './filterConfigDraft';

const filter = (id: string, extra: Partial<NativeFilter> = {}): NativeFilter => ({
  ...newFilter(id),
  name: id,
  ...extra,
});

describe('filterConfigDraft', () => {
  it('adds a filter and a divider at the end and shows the new one', () => {
    let draft = initialFilterConfigDraft([filter('NATIVE_FILTER-a')]);
    draft = filterConfigDraft(draft, { type: 'addFilter', id: 'NATIVE_FILTER-b' });
    draft = filterConfigDraft(draft, { type: 'addDivider', id: 'NATIVE_FILTER_DIVIDER-c' });
    expect(draft.items.map((i) => [i.id, i.type])).toEqual([
      ['NATIVE_FILTER-a', 'NATIVE_FILTER'],
      ['NATIVE_FILTER-b', 'NATIVE_FILTER'],
      ['NATIVE_FILTER_DIVIDER-c', 'DIVIDER'],
    ]);
    expect(draft.selectedId).toBe('NATIVE_FILTER_DIVIDER-c');
    expect(draft.dirty).toBe(true);
  });

  it('moves an item to another place, keeping the shown item shown and a removed one pending in its place', () => {
    const start = filterConfigDraft(
      initialFilterConfigDraft([filter('a'), filter('b'), newDivider('c'), filter('d')]),
      { type: 'remove', id: 'b', now: 1000 },
    );
    let draft = filterConfigDraft({ ...start, dirty: false }, { type: 'move', id: 'd', to: 0 });
    expect(draft.items.map((i) => i.id)).toEqual(['d', 'a', 'b', 'c']);
    expect(draft.selectedId).toBe('a');
    expect(Object.keys(draft.removed)).toEqual(['b']);
    expect(draft.dirty).toBe(true);
    draft = filterConfigDraft(draft, { type: 'move', id: 'a', to: 3 });
    expect(draft.items.map((i) => i.id)).toEqual(['d', 'b', 'c', 'a']);
    draft = filterConfigDraft(draft, { type: 'move', id: 'c', to: 1 });
    expect(draft.items.map((i) => i.id)).toEqual(['d', 'c', 'b', 'a']);
  });

  it('changes nothing for a move onto itself, out of the list or of an unknown item', () => {
    const draft = initialFilterConfigDraft([filter('a'), filter('b')]);
    expect(filterConfigDraft(draft, { type: 'move', id: 'a', to: 0 })).toBe(draft);
    expect(filterConfigDraft(draft, { type: 'move', id: 'a', to: -1 })).toBe(draft);
    expect(filterConfigDraft(draft, { type: 'move', id: 'b', to: 2 })).toBe(draft);
    expect(filterConfigDraft(draft, { type: 'move', id: 'x', to: 0 })).toBe(draft);
  });

  it('keeps a removed item pending for 5000 ms: undo restores it, expiry drops it', () => {
    const start = initialFilterConfigDraft([filter('a'), filter('b')]);
    let draft = filterConfigDraft(start, { type: 'remove', id: 'a', now: 1000 });
    expect(keptItems(draft).map((i) => i.id)).toEqual(['b']);
    expect(draft.items).toHaveLength(2);
    expect(filterConfigDraft(draft, { type: 'undo', id: 'a' }).removed).toEqual({});
    expect(filterConfigDraft(draft, { type: 'expire', now: 1000 + PENDING_DELETE_MS - 1 })).toBe(draft);
    draft = filterConfigDraft(draft, { type: 'expire', now: 1000 + PENDING_DELETE_MS });
    expect(draft.items.map((i) => i.id)).toEqual(['b']);
    expect(draft.removed).toEqual({});
    expect(draft.selectedId).toBe('b');
  });

  it('updates one item', () => {
    const draft = filterConfigDraft(initialFilterConfigDraft([filter('a'), filter('b')]), {
      type: 'update',
      id: 'b',
      patch: { name: 'Region' },
    });
    expect(draft.items.map((i) => (i.type === 'NATIVE_FILTER' ? i.name : ''))).toEqual(['a', 'Region']);
  });
});

describe('cascadeParentChoices', () => {
  it('offers other value filters, never the filter itself nor the filters depending on it', () => {
    const items = [
      filter('a'),
      filter('b', { cascadeParentIds: ['a'] }),
      filter('c', { cascadeParentIds: ['b'] }),
      filter('d'),
      filter('r', { filterType: 'filter_range' }),
      newDivider('x'),
    ];
    expect(cascadeParentChoices(items, 'a').map((f) => f.id)).toEqual(['d']);
    expect(cascadeParentChoices(items, 'c').map((f) => f.id)).toEqual(['a', 'b', 'd']);
  });
});
