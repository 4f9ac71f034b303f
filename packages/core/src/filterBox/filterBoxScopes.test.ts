import { describe, expect, it } from 'vitest';
import { chartsInFilterBoxScope, savedFilterBoxScopes } from './filterBoxScopes.js';
import { filterBoxLayout } from './testing/filterBoxBuilder.js';

describe('chartsInFilterBoxScope', () => {
  const layout = filterBoxLayout();

  it('covers the whole dashboard by default, never the filter box itself', () => {
    expect(chartsInFilterBoxScope(layout, { scope: ['ROOT_ID'], immune: [] }, 10)).toEqual([1, 2, 3]);
  });

  it('covers only the charts under the scope ids, minus the immune charts', () => {
    expect(chartsInFilterBoxScope(layout, { scope: ['tab-a'], immune: [] }, 10)).toEqual([1, 2]);
    expect(chartsInFilterBoxScope(layout, { scope: ['ROOT_ID'], immune: [2] }, 10)).toEqual([1, 3]);
    expect(chartsInFilterBoxScope(layout, { scope: ['tab-b', 'c1'], immune: [3] }, 10)).toEqual([1]);
  });
});

describe('savedFilterBoxScopes', () => {
  const filter = { chartId: 10, columns: { name: [], gender: [] } };

  it('reads the metadata filter_scopes of the box as filter keys', () => {
    const filterScopes = {
      '10': { name: { scope: ['tab-a'], immune: [2] }, gender: { scope: ['ROOT_ID'] } },
      '11': { name: { scope: ['tab-b'], immune: [] } },
    };
    expect(savedFilterBoxScopes(filterScopes, filter)).toEqual({
      '10_name': { scope: ['tab-a'], immune: [2] },
      '10_gender': { scope: ['ROOT_ID'], immune: [] },
    });
  });

  it('leaves out unknown columns and malformed entries', () => {
    const filterScopes = { '10': { state: { scope: ['ROOT_ID'], immune: [] }, name: { scope: 'ROOT_ID' } } };
    expect(savedFilterBoxScopes(filterScopes, filter)).toEqual({});
    expect(savedFilterBoxScopes('nope', filter)).toEqual({});
  });
});
