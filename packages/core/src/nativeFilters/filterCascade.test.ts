import { describe, expect, it } from 'vitest';
import { cascadeChildren, descendantFilterIds, wouldCreateCascadeCycle } from './filterCascade.js';
import { nativeFilter } from './testing/nativeFilterBuilder.js';

// region → country → city, and a second child of region.
const region = nativeFilter({ id: 'region' });
const country = nativeFilter({ id: 'country', cascadeParentIds: ['region'] });
const city = nativeFilter({
  id: 'city',
  cascadeParentIds: ['country'],
  targets: [{ column: { name: 'city' } }],
});
const shop = nativeFilter({ id: 'shop', cascadeParentIds: ['region'] });
const filters = [region, country, city, shop, { id: 'div', type: 'DIVIDER' as const, title: 'x' }];

describe('cascade relations', () => {
  it('finds direct children and all descendants, nearest first', () => {
    expect(cascadeChildren(filters, 'region').map((f) => f.id)).toEqual(['country', 'shop']);
    expect(descendantFilterIds(filters, 'region')).toEqual(['country', 'shop', 'city']);
    expect(descendantFilterIds(filters, 'city')).toEqual([]);
  });

  it('stops on cycles and detects a dependency that would close one', () => {
    const looped = [
      nativeFilter({ id: 'a', cascadeParentIds: ['b'] }),
      nativeFilter({ id: 'b', cascadeParentIds: ['a'] }),
    ];
    expect(descendantFilterIds(looped, 'a')).toEqual(['b']);
    expect(wouldCreateCascadeCycle(filters, 'region', 'city')).toBe(true);
    expect(wouldCreateCascadeCycle(filters, 'shop', 'city')).toBe(false);
    expect(wouldCreateCascadeCycle(filters, 'shop', 'shop')).toBe(true);
  });
});
