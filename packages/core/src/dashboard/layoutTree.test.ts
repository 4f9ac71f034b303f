import { describe, expect, it } from 'vitest';
import {
  chartIdsOf,
  chartNodeIdOf,
  descendantsOf,
  emptyLayout,
  newLayoutId,
  parentIdOf,
  parseLayout,
  pathToNode,
  serializeLayout,
  tabsContaining,
} from './layoutTree.js';
import {
  DASHBOARD_GRID_ID,
  DASHBOARD_HEADER_ID,
  DASHBOARD_ROOT_ID,
  DASHBOARD_VERSION_KEY,
} from './layoutTypes.js';
import { chart, grid, layoutOf, layoutProblems, outline, row, tab, tabs } from './testing/layoutBuilder.js';

/** A position_json as Superset writes it: parents arrays, the version marker, ids repeated in nodes. */
const supersetPosition = {
  DASHBOARD_VERSION_KEY: 'v2',
  ROOT_ID: { type: 'ROOT', id: 'ROOT_ID', children: ['GRID_ID'] },
  GRID_ID: { type: 'GRID', id: 'GRID_ID', children: ['ROW-1'], parents: ['ROOT_ID'] },
  HEADER_ID: { id: 'HEADER_ID', type: 'HEADER', meta: { text: 'Sales' } },
  'ROW-1': {
    type: 'ROW',
    id: 'ROW-1',
    children: ['CHART-1', 'CHART-2'],
    parents: ['ROOT_ID', 'GRID_ID'],
    meta: { background: 'BACKGROUND_TRANSPARENT' },
  },
  'CHART-1': {
    type: 'CHART',
    id: 'CHART-1',
    children: [],
    parents: ['ROOT_ID', 'GRID_ID', 'ROW-1'],
    meta: { chartId: 7, width: 4, height: 50 },
  },
  'CHART-2': { type: 'CHART', id: 'CHART-2', parents: ['ROOT_ID', 'GRID_ID', 'ROW-1'], meta: { chartId: 9 } },
};

describe('parseLayout', () => {
  it('reads a Superset position_json, text or object, dropping parents and the version marker', () => {
    for (const input of [supersetPosition, JSON.stringify(supersetPosition)]) {
      const layout = parseLayout(input)!;
      expect(Object.keys(layout).sort()).toEqual([
        'CHART-1',
        'CHART-2',
        'GRID_ID',
        'HEADER_ID',
        'ROOT_ID',
        'ROW-1',
      ]);
      expect(layout['ROW-1']).toEqual({
        id: 'ROW-1',
        type: 'ROW',
        children: ['CHART-1', 'CHART-2'],
        meta: { background: 'BACKGROUND_TRANSPARENT' },
      });
      expect(layout['CHART-2']).toEqual({ id: 'CHART-2', type: 'CHART', children: [], meta: { chartId: 9 } });
      expect(layout[DASHBOARD_HEADER_ID]!.meta).toEqual({ text: 'Sales' });
      expect(layoutProblems(layout)).toEqual([]);
    }
  });

  it('answers null for empty, invalid, non-object or rootless input', () => {
    for (const input of [
      null,
      undefined,
      '',
      '  ',
      '{oops',
      '[]',
      '42',
      42,
      [],
      { GRID_ID: supersetPosition.GRID_ID },
    ]) {
      expect(parseLayout(input)).toBeNull();
    }
  });

  it('ignores entries that are not nodes or have an unknown type', () => {
    const layout = parseLayout({
      ...supersetPosition,
      junk: 'text',
      list: [1, 2],
      'WIDGET-1': { type: 'WIDGET', children: [] },
      'ROW-1': { ...supersetPosition['ROW-1'], children: ['CHART-1', 'WIDGET-1', 'CHART-2'] },
    })!;
    expect(layout.junk).toBeUndefined();
    expect(layout['WIDGET-1']).toBeUndefined();
    expect(layout['ROW-1']!.children).toEqual(['CHART-1', 'CHART-2']);
  });

  it('fills missing children and meta, and drops child ids that point nowhere or are not text', () => {
    const layout = parseLayout({
      ROOT_ID: { type: 'ROOT', children: ['GRID_ID', 'MISSING'] },
      GRID_ID: { type: 'GRID', children: ['DIVIDER-1', 3, null] },
      'DIVIDER-1': { type: 'DIVIDER' },
    })!;
    expect(layout[DASHBOARD_ROOT_ID]!.children).toEqual(['GRID_ID']);
    expect(layout[DASHBOARD_GRID_ID]!.children).toEqual(['DIVIDER-1']);
    expect(layout['DIVIDER-1']).toEqual({ id: 'DIVIDER-1', type: 'DIVIDER', children: [], meta: {} });
  });

  it('keeps a node under its first parent only, breaks cycles, and drops nodes the root cannot reach', () => {
    const layout = parseLayout({
      ROOT_ID: { type: 'ROOT', children: ['GRID_ID'] },
      GRID_ID: { type: 'GRID', children: ['ROW-1', 'ROW-2'] },
      'ROW-1': { type: 'ROW', children: ['CHART-1'] },
      'ROW-2': { type: 'ROW', children: ['CHART-1', 'CHART-2'] },
      'CHART-1': { type: 'CHART', children: ['ROW-1'], meta: { chartId: 1 } },
      'CHART-2': { type: 'CHART', children: ['ROOT_ID'], meta: { chartId: 2 } },
      'ROW-ORPHAN': { type: 'ROW', children: ['CHART-3'] },
      'CHART-3': { type: 'CHART', meta: { chartId: 3 } },
    })!;
    expect(outline(layout)).toBe('GRID_ID(ROW-1(CHART-1) ROW-2(CHART-2))');
    expect(layout['ROW-ORPHAN']).toBeUndefined();
    expect(layout['CHART-3']).toBeUndefined();
    expect(layoutProblems(layout)).toEqual([]);
  });

  it('uses the map key as the node id', () => {
    const layout = parseLayout({
      ROOT_ID: { type: 'ROOT', id: 'ROOT_ID', children: ['GRID_ID'] },
      GRID_ID: { type: 'GRID', id: 'SOMETHING_ELSE', children: [] },
    })!;
    expect(layout[DASHBOARD_GRID_ID]!.id).toBe(DASHBOARD_GRID_ID);
  });
});

describe('serializeLayout', () => {
  it('writes every node plus the v2 version marker, and parses back to the same layout', () => {
    const layout = layoutOf(grid(row('r1', chart('c1', 1), chart('c2', 2))));
    const stored = serializeLayout(layout);
    expect(stored[DASHBOARD_VERSION_KEY]).toBe('v2');
    expect(stored.c1).toEqual({ id: 'c1', type: 'CHART', children: [], meta: layout.c1!.meta });
    expect(parseLayout(JSON.stringify(stored))).toEqual(layout);
  });
});

describe('emptyLayout and newLayoutId', () => {
  it('holds the root, an empty grid and the header node', () => {
    const layout = emptyLayout();
    expect(layout[DASHBOARD_ROOT_ID]!.children).toEqual([DASHBOARD_GRID_ID]);
    expect(layout[DASHBOARD_GRID_ID]).toEqual({
      id: DASHBOARD_GRID_ID,
      type: 'GRID',
      children: [],
      meta: {},
    });
    expect(layout[DASHBOARD_HEADER_ID]!.type).toBe('HEADER');
    expect(layoutProblems(layout)).toEqual([]);
  });

  it('makes short, unique ids prefixed by the type', () => {
    const ids = new Set(Array.from({ length: 200 }, () => newLayoutId('CHART')));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(/^CHART-[0-9a-f]{12}$/);
  });
});

describe('walking the tree', () => {
  const layout = layoutOf(
    tabs(
      'tabs',
      tab('t1', row('r1', chart('c1', 1), chart('c2', 2))),
      tab('t2', tabs('inner', tab('t3', row('r2', chart('c3', 3), chart('c1b', 1))))),
    ),
  );

  it('finds parents', () => {
    expect(parentIdOf(layout, 'c3')).toBe('r2');
    expect(parentIdOf(layout, 'tabs')).toBe(DASHBOARD_ROOT_ID);
    expect(parentIdOf(layout, DASHBOARD_ROOT_ID)).toBeNull();
    expect(parentIdOf(layout, 'nope')).toBeNull();
  });

  it('gives the path from the root (directPathToChild form)', () => {
    expect(pathToNode(layout, 'c3')).toEqual([DASHBOARD_ROOT_ID, 'tabs', 't2', 'inner', 't3', 'r2', 'c3']);
    expect(pathToNode(layout, DASHBOARD_ROOT_ID)).toEqual([DASHBOARD_ROOT_ID]);
    expect(pathToNode(layout, 'nope')).toEqual([]);
    expect(pathToNode(layout, DASHBOARD_HEADER_ID)).toEqual([]);
  });

  it('lists descendants depth first in document order', () => {
    expect(descendantsOf(layout, 't2')).toEqual(['inner', 't3', 'r2', 'c3', 'c1b']);
    expect(descendantsOf(layout, 'c1')).toEqual([]);
    expect(descendantsOf(layout, 'nope')).toEqual([]);
  });

  it('lists chart ids in document order, each once, and finds the first node of a chart', () => {
    expect(chartIdsOf(layout)).toEqual([1, 2, 3]);
    expect(chartNodeIdOf(layout, 1)).toBe('c1');
    expect(chartNodeIdOf(layout, 3)).toBe('c3');
    expect(chartNodeIdOf(layout, 99)).toBeNull();
  });

  it('lists the tabs on the way to a node, outermost first, the node itself when it is a tab', () => {
    expect(tabsContaining(layout, 'c3')).toEqual(['t2', 't3']);
    expect(tabsContaining(layout, 'c1')).toEqual(['t1']);
    expect(tabsContaining(layout, 't2')).toEqual(['t2']);
    expect(tabsContaining(layout, 'tabs')).toEqual([]);
  });
});
