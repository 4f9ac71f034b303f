import { describe, expect, it } from 'vitest';
import { canDrop, tabsDepthOf } from './layoutDropRules.js';
import {
  DASHBOARD_GRID_ID,
  DASHBOARD_HEADER_ID,
  DASHBOARD_ROOT_ID,
  LAYOUT_NODE_TYPES,
} from './layoutTypes.js';
import {
  chart,
  column,
  divider,
  grid,
  header,
  layoutOf,
  markdown,
  row,
  tab,
  tabs,
} from './testing/layoutBuilder.js';

const layout = layoutOf(
  grid(
    row('r1', chart('c1', 1), chart('c2', 2)),
    row('full', chart('c3', 3, 6), chart('c4', 4, 6)),
    row('r3', column('col', 3, row('colRow', chart('c5', 5, 2)), markdown('md', 3))),
    header('h1'),
    divider('d1'),
    tabs('tabs', tab('t1', tabs('inner', tab('t2', row('r4', chart('c6', 6))))), tab('t3')),
  ),
);

// Every type a user can add or move (the root and the grid are fixed).
const ALL_TYPES = LAYOUT_NODE_TYPES.filter((type) => type !== 'ROOT' && type !== 'GRID');
const accepted = (parentId: string) =>
  ALL_TYPES.filter((type) => canDrop(layout, { type, width: 1 }, parentId));

describe('canDrop nesting rules (new components)', () => {
  it('GRID and TAB hold rows, tabs, headers, dividers and the sized types (wrapped in a row)', () => {
    const expected = ['ROW', 'COLUMN', 'CHART', 'MARKDOWN', 'TABS', 'HEADER', 'DIVIDER', 'DYNAMIC'];
    expect(accepted(DASHBOARD_GRID_ID)).toEqual(expected);
    expect(accepted('t3')).toEqual(expected);
  });

  it('ROW holds charts, markdown and columns; COLUMN holds rows, charts, markdown, headers, dividers', () => {
    expect(accepted('r1')).toEqual(['COLUMN', 'CHART', 'MARKDOWN', 'DYNAMIC']);
    expect(accepted('col')).toEqual(['ROW', 'CHART', 'MARKDOWN', 'HEADER', 'DIVIDER', 'DYNAMIC']);
  });

  it('TABS holds only TAB; leaves hold nothing', () => {
    expect(accepted('tabs')).toEqual(['TAB']);
    for (const leaf of ['c1', 'md', 'h1', 'd1']) expect(accepted(leaf)).toEqual([]);
  });

  it('refuses an unknown parent', () => {
    expect(canDrop(layout, { type: 'CHART' }, 'nope')).toBe(false);
  });
});

describe('canDrop row width budget', () => {
  it('takes a new 4-wide chart into a row with 8 columns used, not into a full one', () => {
    expect(canDrop(layout, { type: 'CHART' }, 'r1')).toBe(true);
    expect(canDrop(layout, { type: 'CHART' }, 'full')).toBe(false);
    expect(canDrop(layout, { type: 'MARKDOWN', width: 5 }, 'r1')).toBe(false);
    expect(canDrop(layout, { type: 'COLUMN', width: 4 }, 'r1')).toBe(true);
  });

  it('does not count the dragged chart when it already is in the row', () => {
    expect(canDrop(layout, { type: 'CHART', id: 'c4' }, 'full')).toBe(true);
    expect(canDrop(layout, { type: 'CHART', id: 'c1' }, 'full')).toBe(false);
    expect(canDrop(layout, { type: 'CHART', id: 'c3' }, 'r1')).toBe(false);
    expect(canDrop(layout, { type: 'CHART', id: 'c1' }, 'r3')).toBe(true);
  });

  it('limits a row inside a column to the column width', () => {
    expect(canDrop(layout, { type: 'CHART', width: 1 }, 'colRow')).toBe(true);
    expect(canDrop(layout, { type: 'CHART', width: 2 }, 'colRow')).toBe(false);
    expect(canDrop(layout, { type: 'ROW', id: 'r1' }, 'col')).toBe(false);
  });
});

describe('canDrop moves', () => {
  it('never drops a node into itself or its descendants', () => {
    expect(canDrop(layout, { type: 'COLUMN', id: 'col' }, 'col')).toBe(false);
    expect(canDrop(layout, { type: 'ROW', id: 'r3' }, 'col')).toBe(false);
    expect(canDrop(layout, { type: 'TAB', id: 't1' }, 'inner')).toBe(false);
  });

  it('keeps the root, the grid, the header node and the top-level tabs in place', () => {
    const topLevel = layoutOf(tabs('top', tab('ta'), tab('tb')));
    expect(canDrop(topLevel, { type: 'TABS', id: 'top' }, DASHBOARD_ROOT_ID)).toBe(false);
    expect(canDrop(layout, { type: 'GRID', id: DASHBOARD_GRID_ID }, DASHBOARD_ROOT_ID)).toBe(false);
    expect(canDrop(layout, { type: 'HEADER', id: DASHBOARD_HEADER_ID }, DASHBOARD_GRID_ID)).toBe(false);
    expect(canDrop(layout, { type: 'ROOT', id: DASHBOARD_ROOT_ID }, DASHBOARD_GRID_ID)).toBe(false);
  });

  it('refuses an id that is missing or of another type', () => {
    expect(canDrop(layout, { type: 'CHART', id: 'ghost' }, 'r1')).toBe(false);
    expect(canDrop(layout, { type: 'CHART', id: 'md' }, 'r1')).toBe(false);
  });

  it('moves a TAB only into a TABS', () => {
    expect(canDrop(layout, { type: 'TAB', id: 't3' }, 'inner')).toBe(true);
    expect(canDrop(layout, { type: 'TAB', id: 't3' }, DASHBOARD_GRID_ID)).toBe(false);
  });
});

describe('canDrop tabs depth (at most 2 levels)', () => {
  it('counts nested tabs', () => {
    expect(tabsDepthOf(layout, 'tabs')).toBe(2);
    expect(tabsDepthOf(layout, 't3')).toBe(0);
  });

  it('allows tabs in a tab of first-level tabs, refuses tabs in a tab of second-level tabs', () => {
    expect(canDrop(layout, { type: 'TABS' }, 't3')).toBe(true);
    expect(canDrop(layout, { type: 'TABS' }, 't2')).toBe(false);
  });

  it('counts the tabs inside a moved subtree', () => {
    const two = layoutOf(grid(tabs('a', tab('a1')), tabs('b', tab('b1', tabs('c', tab('c1'))))));
    expect(canDrop(two, { type: 'TABS', id: 'a' }, 'b1')).toBe(true);
    expect(canDrop(two, { type: 'TABS', id: 'b' }, 'a1')).toBe(false);
    expect(canDrop(two, { type: 'TAB', id: 'b1' }, 'a')).toBe(true);
    expect(canDrop(two, { type: 'TAB', id: 'a1' }, 'c')).toBe(true);
  });
});

describe('canDrop on the root', () => {
  it('takes a TABS while the root holds the grid, making it top-level', () => {
    expect(canDrop(layoutOf(grid(row('r', chart('c', 1)))), { type: 'TABS' }, DASHBOARD_ROOT_ID)).toBe(true);
    expect(canDrop(layoutOf(tabs('top', tab('ta'))), { type: 'TABS' }, DASHBOARD_ROOT_ID)).toBe(false);
  });

  it('refuses other types, and tabs that would nest three deep', () => {
    expect(canDrop(layout, { type: 'ROW' }, DASHBOARD_ROOT_ID)).toBe(false);
    expect(canDrop(layout, { type: 'CHART' }, DASHBOARD_ROOT_ID)).toBe(false);
    expect(canDrop(layout, { type: 'TABS' }, DASHBOARD_ROOT_ID)).toBe(false);
    const oneLevel = layoutOf(grid(tabs('a', tab('a1')), tabs('b', tab('b1'))));
    expect(canDrop(oneLevel, { type: 'TABS' }, DASHBOARD_ROOT_ID)).toBe(true);
    expect(canDrop(oneLevel, { type: 'TABS', id: 'a' }, DASHBOARD_ROOT_ID)).toBe(true);
  });
});
