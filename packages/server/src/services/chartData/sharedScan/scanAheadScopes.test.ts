import { describe, expect, it } from 'vitest';
import { chartsFilteredLike } from './scanAheadScopes.js';

const charts = [1, 2, 3, 4].map((id) => ({ id, slice_name: `Chart ${id}` }));
const saved = (metadata: Record<string, unknown>) => ({
  position_json: null,
  json_metadata: JSON.stringify(metadata),
});
const nativeFilter = (excluded: number[]) => ({
  id: `NATIVE_FILTER-${excluded.join('-')}`,
  type: 'NATIVE_FILTER',
  scope: { rootPath: ['ROOT_ID'], excluded },
});

describe('chartsFilteredLike', () => {
  it('lists every other chart when all filters scope the whole dashboard', () => {
    expect([
      ...chartsFilteredLike(saved({ native_filter_configuration: [nativeFilter([])] }), charts, 1),
    ]).toEqual([2, 3, 4]);
  });

  it('leaves out a chart a native filter scopes differently', () => {
    const dashboard = saved({ native_filter_configuration: [nativeFilter([]), nativeFilter([3])] });
    expect([...chartsFilteredLike(dashboard, charts, 1)]).toEqual([2, 4]);
    expect([...chartsFilteredLike(dashboard, charts, 3)]).toEqual([]);
  });

  it("leaves out a chart another chart's cross-filter scopes differently; dividers scope nothing", () => {
    const dashboard = saved({
      native_filter_configuration: [{ id: 'DIVIDER-1', type: 'DIVIDER' }],
      chart_configuration: {
        '4': { id: 4, crossFilters: { scope: { rootPath: ['ROOT_ID'], excluded: [2] } } },
      },
    });
    // Chart 4's own cross-filter never reaches chart 4; the other charts' scope 1 and 4 alike.
    expect([...chartsFilteredLike(dashboard, charts, 1)]).toEqual([3, 4]);
  });
});
