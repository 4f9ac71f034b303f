import { describe, expect, it } from 'vitest';
import { filterBoxMetadataOf } from './filterBoxMetadata.js';
import { savedFilterBoxScopes } from './filterBoxScopes.js';
import { filterBoxFilters } from './testing/filterBoxBuilder.js';

const filters = filterBoxFilters();

describe('filterBoxMetadataOf', () => {
  it('stores each box scopes and its selected values (empty fields left out)', () => {
    const metadata = filterBoxMetadataOf(filters)!;
    expect(JSON.parse(metadata.default_filters)).toEqual({
      10: { name: ['Amy', 'Bob'], gender: ['girl'], __time_range: 'Last year' },
    });
    expect(metadata.filter_scopes[10]!.name).toEqual({ scope: ['ROOT_ID'], immune: [] });
  });

  it('round-trips the scopes through savedFilterBoxScopes', () => {
    const metadata = filterBoxMetadataOf(filters)!;
    expect(Object.keys(savedFilterBoxScopes(metadata.filter_scopes, filters[10]!))).toEqual([
      '10_name',
      '10_gender',
      '10___time_range',
      '10___time_grain',
    ]);
  });

  it('is null without filter boxes', () => {
    expect(filterBoxMetadataOf({})).toBeNull();
  });
});
