import { describe, expect, it } from 'vitest';
import { createTopLevelTabs, deleteTopLevelTabs, topLevelTabsId, wrapInTabs } from './layoutTabs.js';
import { DASHBOARD_GRID_ID, DASHBOARD_ROOT_ID } from './layoutTypes.js';
import {
  chart,
  divider,
  grid,
  header,
  layoutOf,
  layoutProblems,
  outline,
  row,
  tab,
  tabs,
} from './testing/layoutBuilder.js';

const flat = () =>
  layoutOf(grid(row('r1', chart('a', 1)), header('h'), row('r2', chart('b', 2)), divider('d')));

describe('createTopLevelTabs', () => {
  it("moves the grid's children into the first tab of a new TABS under the root", () => {
    const before = flat();
    const after = createTopLevelTabs(before);
    expect(outline(after, DASHBOARD_ROOT_ID)).toBe('ROOT_ID(TABS*(TAB*(r1(a) h r2(b) d)))');
    expect(topLevelTabsId(after)).toBe(after[DASHBOARD_ROOT_ID]!.children[0]);
    expect(after[DASHBOARD_GRID_ID]).toBeUndefined();
    expect(layoutProblems(after)).toEqual([]);
    expect(outline(before)).toBe('GRID_ID(r1(a) h r2(b) d)');
  });

  it('does nothing when there already are top-level tabs, or when tabs would nest three deep', () => {
    const top = layoutOf(tabs('top', tab('t')));
    expect(createTopLevelTabs(top)).toBe(top);
    const nested = layoutOf(grid(tabs('x', tab('x1', tabs('y', tab('y1'))))));
    expect(createTopLevelTabs(nested)).toBe(nested);
    const oneLevel = layoutOf(grid(tabs('x', tab('x1'))));
    expect(outline(createTopLevelTabs(oneLevel), DASHBOARD_ROOT_ID)).toBe('ROOT_ID(TABS*(TAB*(x(x1))))');
  });
});

describe('deleteTopLevelTabs', () => {
  it("moves every tab's children back into the grid, tab after tab", () => {
    const layout = layoutOf(
      tabs('top', tab('t1', row('r1', chart('a', 1))), tab('t2', header('h'), tabs('in', tab('i1')))),
    );
    const after = deleteTopLevelTabs(layout);
    expect(outline(after, DASHBOARD_ROOT_ID)).toBe('ROOT_ID(GRID_ID(r1(a) h in(i1)))');
    for (const id of ['top', 't1', 't2']) expect(after[id]).toBeUndefined();
    expect(layoutProblems(after)).toEqual([]);
  });

  it('round-trips with createTopLevelTabs and does nothing without top-level tabs', () => {
    const layout = flat();
    expect(outline(deleteTopLevelTabs(createTopLevelTabs(layout)))).toBe(outline(layout));
    expect(deleteTopLevelTabs(layout)).toBe(layout);
  });
});

describe('wrapInTabs', () => {
  it('wraps siblings in a new TABS where the first one was, keeping their order', () => {
    const after = wrapInTabs(flat(), ['r2', 'r1']);
    expect(outline(after)).toBe('GRID_ID(TABS*(TAB*(r1(a) r2(b))) h d)');
    expect(layoutProblems(after)).toEqual([]);
  });

  it("wraps all of the grid's children with 'grid', keeping the grid", () => {
    expect(outline(wrapInTabs(flat(), 'grid'), DASHBOARD_ROOT_ID)).toBe(
      'ROOT_ID(GRID_ID(TABS*(TAB*(r1(a) h r2(b) d))))',
    );
  });

  it('wraps inside a tab', () => {
    const layout = layoutOf(grid(tabs('x', tab('x1', header('h')))));
    expect(outline(wrapInTabs(layout, ['h']))).toBe('GRID_ID(x(x1(TABS*(TAB*(h)))))');
  });

  it('refuses ids that are not siblings in a grid or tab, unknown ids, and too deep nesting', () => {
    const layout = flat();
    for (const ids of [[], ['a'], ['r1', 'a'], ['ghost'], ['r1', 'ghost']])
      expect(wrapInTabs(layout, ids)).toBe(layout);
    const deep = layoutOf(grid(tabs('x', tab('x1', tabs('y', tab('y1', header('h')))))));
    expect(wrapInTabs(deep, ['h'])).toBe(deep);
    expect(wrapInTabs(deep, ['x'])).toBe(deep);
    const top = layoutOf(tabs('top', tab('t1')));
    expect(wrapInTabs(top, 'grid')).toBe(top);
  });
});
