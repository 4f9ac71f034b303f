import { describe, expect, it } from 'vitest';
import {
  chart,
  column,
  grid,
  layoutOf,
  markdown,
  row,
  tab,
  tabs,
} from '../dashboard/testing/layoutBuilder.js';
import { chartsInScope } from './filterScope.js';
import { scopeFromCheckedCharts, scopeTreeChartIds, scopeTreeOf, type ScopeTreeNode } from './scopeTree.js';

// Chart 1 outside the tabs; tab-a holds 2 and 3; tab-b holds 4, then nested tabs: tab-c (5, 6), tab-d (7);
// tab-e holds only markdown.
const nested = layoutOf(
  grid(row('r0', chart('c1', 1))),
  tabs(
    'tabs',
    tab('tab-a', row('r1', chart('c2', 2), column('col', 4, chart('c3', 3)))),
    tab(
      'tab-b',
      row('r2', chart('c4', 4)),
      tabs('inner', tab('tab-c', row('r3', chart('c5', 5), chart('c6', 6))), tab('tab-d', chart('c7', 7))),
    ),
    tab('tab-e', markdown('m1')),
  ),
);
const ALL = [1, 2, 3, 4, 5, 6, 7];

const outline = (node: ScopeTreeNode): string =>
  node.children.length ? `${node.id}(${node.children.map(outline).join(' ')})` : node.id;

const subsets = (items: number[]): number[][] =>
  items.reduce<number[][]>((acc, item) => acc.concat(acc.map((s) => [...s, item])), [[]]);

describe('scopeTreeOf', () => {
  it('keeps the root, the tabs (nested) and the charts, in document order', () => {
    const tree = scopeTreeOf(nested);
    expect(outline(tree)).toBe('ROOT_ID(c1 tab-a(c2 c3) tab-b(c4 tab-c(c5 c6) tab-d(c7)))');
    expect(scopeTreeChartIds(tree)).toEqual(ALL);
  });

  it("names tabs by their text and charts by the layout's name, the override first", () => {
    const layout = layoutOf(tabs('t', tab('tab-x', chart('c9', 9))));
    const named = {
      ...layout,
      c9: { ...layout.c9!, meta: { ...layout.c9!.meta, sliceNameOverride: 'Nine' } },
    };
    const [tabNode] = scopeTreeOf(named).children;
    expect(tabNode).toMatchObject({ kind: 'tab', text: 'tab-x' });
    expect(tabNode!.children[0]).toMatchObject({ kind: 'chart', chartId: 9, text: 'Nine' });
  });
});

describe('scopeFromCheckedCharts', () => {
  it('gives back exactly the checked charts through chartsInScope, for every set of charts', () => {
    for (const checked of subsets(ALL)) {
      const scope = scopeFromCheckedCharts(nested, checked);
      expect(chartsInScope(nested, scope)).toEqual(checked);
    }
  });

  it('uses the smallest cover: whole tabs as roots, a root only where a chart sits directly in it', () => {
    expect(scopeFromCheckedCharts(nested, ALL)).toEqual({ rootPath: ['ROOT_ID'], excluded: [] });
    expect(scopeFromCheckedCharts(nested, [2, 3, 5, 6])).toEqual({
      rootPath: ['tab-a', 'tab-c'],
      excluded: [],
    });
    expect(scopeFromCheckedCharts(nested, [4, 7])).toEqual({ rootPath: ['tab-b'], excluded: [5, 6] });
    expect(scopeFromCheckedCharts(nested, [1, 2])).toEqual({
      rootPath: ['ROOT_ID'],
      excluded: [3, 4, 5, 6, 7],
    });
    expect(scopeFromCheckedCharts(nested, [])).toEqual({ rootPath: [], excluded: [] });
  });

  it('always excludes the cross-filtering chart itself, the rest covered as if it were checked', () => {
    expect(scopeFromCheckedCharts(nested, [1, 2, 3, 4, 5, 6, 7], 3)).toEqual({
      rootPath: ['ROOT_ID'],
      excluded: [3],
    });
    expect(scopeFromCheckedCharts(nested, [2], 3)).toEqual({ rootPath: ['tab-a'], excluded: [3] });
    for (const checked of subsets(ALL)) {
      const scope = scopeFromCheckedCharts(nested, checked, 5);
      expect(chartsInScope(nested, scope)).toEqual(checked.filter((id) => id !== 5));
    }
  });
});
