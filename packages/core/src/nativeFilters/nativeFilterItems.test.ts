import { describe, expect, it } from 'vitest';
import { nativeFilterItemsOf } from './nativeFilterItems.js';

describe('nativeFilterItemsOf', () => {
  it('keeps filters and dividers with an id, dropping unreadable scopes', () => {
    const scope = { rootPath: ['ROOT_ID'], excluded: [3] };
    const items = nativeFilterItemsOf({
      native_filter_configuration: [
        { id: 'NATIVE_FILTER-1', type: 'NATIVE_FILTER', scope },
        { id: 'NATIVE_FILTER-2', type: 'NATIVE_FILTER', scope: { rootPath: [1], excluded: [] } },
        { id: 'DIVIDER-1', type: 'DIVIDER' },
        { id: 'X-1', type: 'SOMETHING' },
        { type: 'NATIVE_FILTER' },
      ],
    } as never);
    expect(items.map((item) => [item.id, item.scope])).toEqual([
      ['NATIVE_FILTER-1', scope],
      ['NATIVE_FILTER-2', undefined],
      ['DIVIDER-1', undefined],
    ]);
  });

  it('reads no configuration as no filters', () => {
    expect(nativeFilterItemsOf({})).toEqual([]);
  });
});
