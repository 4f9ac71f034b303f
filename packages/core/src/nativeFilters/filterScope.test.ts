import { describe, expect, it } from 'vitest';
import { chart, grid, layoutOf, row, tab, tabs } from '../dashboard/testing/layoutBuilder.js';
import {
  chartsInFilterScope,
  chartsInScope,
  crossFilterScopeOf,
  defaultFilterScope,
  globalCrossFilterScopeOf,
  parseFilterScope,
  tabsInScope,
} from './filterScope.js';

// Tabs: tab-a holds charts 1 and 2, tab-b holds chart 3 and (nested tabs) chart 4.
const tabbed = layoutOf(
  tabs(
    'tabs',
    tab('tab-a', row('r1', chart('c1', 1), chart('c2', 2))),
    tab('tab-b', row('r2', chart('c3', 3)), tabs('inner', tab('tab-c', row('r3', chart('c4', 4))))),
  ),
);

describe('parseFilterScope', () => {
  it('keeps a scope of rootPath and excluded lists, with its other keys', () => {
    const scope = { rootPath: ['TAB-1'], excluded: [3], extra: true };
    expect(parseFilterScope(scope)).toEqual(scope);
  });

  it('is undefined for anything else: missing, not lists, lists of the wrong items', () => {
    expect(parseFilterScope(undefined)).toBeUndefined();
    expect(parseFilterScope({ rootPath: ['ROOT_ID'] })).toBeUndefined();
    expect(parseFilterScope({ rootPath: 'ROOT_ID', excluded: [] })).toBeUndefined();
    expect(parseFilterScope({ rootPath: [1], excluded: [] })).toBeUndefined();
    expect(parseFilterScope({ rootPath: ['ROOT_ID'], excluded: ['3'] })).toBeUndefined();
  });
});

describe('chartsInScope', () => {
  it('covers every chart when the root path is the dashboard root', () => {
    expect(chartsInScope(tabbed, defaultFilterScope())).toEqual([1, 2, 3, 4]);
  });

  it('covers only the charts under the root path nodes, minus the excluded', () => {
    expect(chartsInScope(tabbed, { rootPath: ['tab-b'], excluded: [] })).toEqual([3, 4]);
    expect(chartsInScope(tabbed, { rootPath: ['tab-a', 'tab-c'], excluded: [2] })).toEqual([1, 4]);
    expect(chartsInScope(tabbed, { rootPath: ['ROOT_ID'], excluded: [1, 3] })).toEqual([2, 4]);
  });

  it('ignores unknown root path nodes', () => {
    expect(chartsInScope(tabbed, { rootPath: ['gone'], excluded: [] })).toEqual([]);
  });
});

describe('chartsInFilterScope', () => {
  it("covers a filter's scope, or the whole dashboard when it has none", () => {
    expect([...chartsInFilterScope(tabbed, { scope: { rootPath: ['tab-b'], excluded: [4] } })]).toEqual([3]);
    expect([...chartsInFilterScope(tabbed, {})]).toEqual([1, 2, 3, 4]);
  });
});

describe('tabsInScope', () => {
  it('lists the tabs holding a chart in scope', () => {
    expect(tabsInScope(tabbed, { rootPath: ['ROOT_ID'], excluded: [1, 2] }).sort()).toEqual([
      'tab-b',
      'tab-c',
    ]);
    expect(tabsInScope(tabbed, { rootPath: ['tab-a'], excluded: [] })).toEqual(['tab-a']);
  });
});

describe('crossFilterScopeOf', () => {
  const flat = layoutOf(grid(row('r', chart('c1', 1), chart('c2', 2), chart('c3', 3))));

  it('defaults to the whole dashboard minus the chart itself', () => {
    expect(crossFilterScopeOf(undefined, 2, flat)).toEqual({
      scope: { rootPath: ['ROOT_ID'], excluded: [2] },
      chartsInScope: [1, 3],
    });
    expect(
      crossFilterScopeOf({ '2': { id: 2, crossFilters: { scope: 'global' } } }, 2, flat).chartsInScope,
    ).toEqual([1, 3]);
  });

  it("uses the global scope for charts without their own or with 'global', still without the chart", () => {
    const global = { rootPath: ['ROOT_ID'], excluded: [3] };
    expect(crossFilterScopeOf(undefined, 2, flat, global).chartsInScope).toEqual([1]);
    const configuration = { '1': { id: 1, crossFilters: { scope: 'global' as const } } };
    expect(crossFilterScopeOf(configuration, 1, flat, global)).toEqual({
      scope: { rootPath: ['ROOT_ID'], excluded: [3, 1] },
      chartsInScope: [2],
    });
    const own = { '1': { id: 1, crossFilters: { scope: { rootPath: ['ROOT_ID'], excluded: [] } } } };
    expect(crossFilterScopeOf(own, 1, flat, global).chartsInScope).toEqual([2, 3]);
  });

  it('uses the saved scope, never including the emitting chart', () => {
    const configuration = {
      '1': { id: 1, crossFilters: { scope: { rootPath: ['ROOT_ID'], excluded: [3] } } },
    };
    expect(crossFilterScopeOf(configuration, 1, flat).chartsInScope).toEqual([2]);
  });
});

describe('globalCrossFilterScopeOf', () => {
  it("reads global_chart_configuration's scope, or nothing when it is not {rootPath, excluded}", () => {
    const scope = { rootPath: ['TAB-a'], excluded: [2] };
    expect(globalCrossFilterScopeOf({ scope, chartsInScope: [1] })).toEqual(scope);
    expect(globalCrossFilterScopeOf(undefined)).toBeUndefined();
    expect(globalCrossFilterScopeOf({ scope: 'global' })).toBeUndefined();
    expect(globalCrossFilterScopeOf({ scope: { rootPath: [1], excluded: [] } })).toBeUndefined();
  });
});
