import { describe, expect, it } from 'vitest';
import {
  addComponent,
  deleteComponent,
  moveComponent,
  resizeComponent,
  updateComponentMeta,
} from './layoutEdits.js';
import {
  DASHBOARD_GRID_ID,
  DASHBOARD_HEADER_ID,
  DASHBOARD_ROOT_ID,
  type DashboardLayout,
} from './layoutTypes.js';
import { DASHBOARD_MESSAGES } from './messages.js';
import {
  chart,
  column,
  grid,
  header,
  layoutOf,
  layoutProblems,
  markdown,
  outline,
  row,
  tab,
  tabs,
} from './testing/layoutBuilder.js';

const base = () =>
  layoutOf(
    grid(
      row('r1', chart('a', 1), chart('b', 2), chart('c', 3)),
      row('r2', chart('d', 4, 6), column('col', 4, chart('e', 5), markdown('m'))),
      header('h'),
      tabs('tabs', tab('t1', row('r3', chart('f', 6))), tab('t2')),
    ),
  );

/** Runs an edit and checks it left the input alone and produced a well-formed layout. */
function edit(layout: DashboardLayout, run: (l: DashboardLayout) => DashboardLayout): DashboardLayout {
  const before = JSON.stringify(layout);
  const after = run(layout);
  expect(JSON.stringify(layout)).toBe(before);
  expect(layoutProblems(after)).toEqual([]);
  return after;
}

describe('addComponent', () => {
  it('wraps a new chart dropped on the grid in a new row, with default size and given meta', () => {
    const { layout, id } = addComponent(
      base(),
      { type: 'CHART', meta: { chartId: 9, sliceName: 'New' } },
      { parentId: DASHBOARD_GRID_ID, index: 1 },
    );
    expect(outline(layout)).toMatch(/^GRID_ID\(r1\(a b c\) ROW\*\(CHART\*\) r2/);
    expect(layout[id]!.meta).toEqual({ width: 4, height: 50, chartId: 9, sliceName: 'New' });
    expect(layoutProblems(layout)).toEqual([]);
  });

  it('puts a chart straight into a row with room, at the index', () => {
    const layout = edit(
      layoutOf(grid(row('r', chart('a', 1)))),
      (l) => addComponent(l, { type: 'MARKDOWN' }, { parentId: 'r', index: 0 }).layout,
    );
    expect(outline(layout)).toBe('GRID_ID(r(MARKDOWN* a))');
    const md = layout[layout.r!.children[0]!]!;
    expect(md.meta).toEqual({ width: 4, height: 50, code: DASHBOARD_MESSAGES.markdownDefaultCode });
  });

  it('gives a chart dropped in a column the column width', () => {
    const { layout, id } = addComponent(
      base(),
      { type: 'CHART', meta: { chartId: 9 } },
      { parentId: 'col', index: 2 },
    );
    expect(outline(layout, 'col')).toBe('col(e m CHART*)');
    expect(layout[id]!.meta.width).toBe(4);
  });

  it('creates TABS with one empty TAB, and HEADER, COLUMN, DIVIDER with their defaults', () => {
    const added = addComponent(base(), { type: 'TABS' }, { parentId: 't2', index: 0 });
    const tabIds = added.layout[added.id]!.children;
    expect(tabIds).toHaveLength(1);
    expect(added.layout[tabIds[0]!]).toMatchObject({
      type: 'TAB',
      children: [],
      meta: { text: '', defaultText: 'Tab title', placeholder: 'New tab' },
    });

    const h = addComponent(base(), { type: 'HEADER' }, { parentId: DASHBOARD_GRID_ID, index: 0 });
    expect(h.layout[h.id]!.meta).toMatchObject({ text: '', headerSize: 'MEDIUM_HEADER' });
    expect(addComponent(base(), { type: 'COLUMN' }, { parentId: 'r1', index: 3 }).id).toBe('');
    const col = addComponent(layoutOf(grid(row('r'))), { type: 'COLUMN' }, { parentId: 'r', index: 0 });
    expect(col.layout[col.id]!.meta.width).toBe(4);
    const d = addComponent(base(), { type: 'DIVIDER' }, { parentId: 'col', index: 0 });
    expect(d.layout[d.id]).toMatchObject({ type: 'DIVIDER', children: [], meta: {} });
  });

  it('refuses drops the rules refuse, returning the input and an empty id', () => {
    const layout = base();
    for (const [type, parentId] of [
      ['CHART', 'r1'], // full: 4 + 4 + 4
      ['TAB', DASHBOARD_GRID_ID],
      ['ROW', 'r1'],
      ['CHART', 'a'],
      ['CHART', 'nope'],
    ] as const) {
      expect(addComponent(layout, { type }, { parentId, index: 0 })).toEqual({ layout, id: '' });
    }
    expect(
      addComponent(layout, { type: 'MARKDOWN', meta: { width: 3 } }, { parentId: 'r2', index: 0 }).layout,
    ).toBe(layout);
  });

  it('turns a TABS dropped on the root into top-level tabs holding the grid content', () => {
    const { layout, id } = addComponent(
      layoutOf(grid(row('r', chart('a', 1)), header('h'))),
      { type: 'TABS' },
      { parentId: DASHBOARD_ROOT_ID, index: 0 },
    );
    expect(outline(layout, DASHBOARD_ROOT_ID)).toBe('ROOT_ID(TABS*(TAB*(r(a) h)))');
    expect(layout[DASHBOARD_ROOT_ID]!.children).toEqual([id]);
    expect(layoutProblems(layout)).toEqual([]);
  });
});

describe('moveComponent', () => {
  it('reorders within a parent, the index counting the children before the move', () => {
    const l = layoutOf(grid(row('r', chart('a', 1, 3), chart('b', 2, 3), chart('c', 3, 3))));
    const order = (index: number, id = 'a') =>
      outline(
        edit(l, (x) => moveComponent(x, id, { parentId: 'r', index })),
        'r',
      );
    expect(order(2)).toBe('r(b a c)');
    expect(order(3)).toBe('r(b c a)');
    expect(order(0, 'c')).toBe('r(c a b)');
    expect(order(1, 'c')).toBe('r(a c b)');
    expect(moveComponent(l, 'a', { parentId: 'r', index: 0 })).toBe(l);
    expect(moveComponent(l, 'a', { parentId: 'r', index: 1 })).toBe(l);
  });

  it('moves a chart across rows when it fits, and removes the row it leaves empty', () => {
    const l = layoutOf(grid(row('r1', chart('a', 1)), row('r2', chart('b', 2))));
    const moved = edit(l, (x) => moveComponent(x, 'a', { parentId: 'r2', index: 1 }));
    expect(outline(moved)).toBe('GRID_ID(r2(b a))');
    expect(moved.r1).toBeUndefined();
  });

  it('wraps a chart moved to the grid in a new row (a new row from an existing one)', () => {
    const moved = edit(base(), (x) => moveComponent(x, 'b', { parentId: DASHBOARD_GRID_ID, index: 1 }));
    expect(outline(moved)).toMatch(/^GRID_ID\(r1\(a c\) ROW\*\(b\) r2/);
  });

  it('moves a chart into a tab', () => {
    const moved = edit(base(), (x) => moveComponent(x, 'a', { parentId: 't2', index: 0 }));
    expect(outline(moved, 't2')).toBe('t2(ROW*(a))');
  });

  it('removes an emptied column, then the row that held only it', () => {
    const l = layoutOf(grid(row('r1', column('col', 4, chart('e', 5))), row('r2')));
    const moved = edit(l, (x) => moveComponent(x, 'e', { parentId: 'r2', index: 0 }));
    expect(outline(moved)).toBe('GRID_ID(r2(e))');
  });

  it('removes a TABS whose last TAB moved away', () => {
    const l = layoutOf(grid(tabs('x', tab('x1')), tabs('y', tab('y1'))));
    expect(outline(edit(l, (v) => moveComponent(v, 'x1', { parentId: 'y', index: 1 })))).toBe(
      'GRID_ID(y(y1 x1))',
    );
  });

  it('gives a chart moved into a column the column width', () => {
    const moved = edit(base(), (x) => moveComponent(x, 'd', { parentId: 'col', index: 0 }));
    expect(moved.d!.meta.width).toBe(4);
    expect(outline(moved, 'col')).toBe('col(d e m)');
  });

  it('refuses refused drops and unknown ids (same layout back)', () => {
    const l = base();
    expect(moveComponent(l, 'd', { parentId: 'r1', index: 0 })).toBe(l); // 6 more columns do not fit
    expect(moveComponent(l, 'col', { parentId: 'col', index: 0 })).toBe(l);
    expect(moveComponent(l, 'r2', { parentId: 'col', index: 0 })).toBe(l);
    expect(moveComponent(l, 'ghost', { parentId: 'r2', index: 0 })).toBe(l);
    expect(moveComponent(l, 'a', { parentId: 'ghost', index: 0 })).toBe(l);
  });

  it('makes an existing TABS top-level when dropped on the root, the rest of the grid going into its first tab', () => {
    const l = layoutOf(grid(row('r', chart('a', 1)), tabs('x', tab('x1', header('hx')), tab('x2'))));
    const moved = edit(l, (v) => moveComponent(v, 'x', { parentId: DASHBOARD_ROOT_ID, index: 0 }));
    expect(outline(moved, DASHBOARD_ROOT_ID)).toBe('ROOT_ID(x(x1(hx r(a)) x2))');
    expect(moved[DASHBOARD_GRID_ID]).toBeUndefined();
  });
});

describe('resizeComponent', () => {
  it('sets the width within the columns free in its row', () => {
    const l = base();
    expect(edit(l, (x) => resizeComponent(x, 'a', { width: 3 })).a!.meta.width).toBe(3);
    expect(resizeComponent(l, 'a', { width: 7 })).toBe(l); // a row of 4 + 4 + 4 is full: still 4
    const r = layoutOf(grid(row('r', chart('a', 1), chart('b', 2))));
    expect(resizeComponent(r, 'a', { width: 11 }).a!.meta.width).toBe(8);
    expect(resizeComponent(r, 'a', { width: 0 }).a!.meta.width).toBe(1);
    expect(resizeComponent(r, 'a', { width: 5.6 }).a!.meta.width).toBe(6);
  });

  it('keeps the height at least 5 grid units', () => {
    const l = base();
    expect(resizeComponent(l, 'a', { height: 80 }).a!.meta.height).toBe(80);
    expect(resizeComponent(l, 'a', { height: 2 }).a!.meta.height).toBe(5);
    expect(resizeComponent(l, 'm', { height: 30 }).m!.meta.height).toBe(30);
  });

  it('resizes a column and its charts and markdown along', () => {
    const resized = edit(base(), (x) => resizeComponent(x, 'col', { width: 3 }));
    expect([resized.col!.meta.width, resized.e!.meta.width, resized.m!.meta.width]).toEqual([3, 3, 3]);
    expect(resizeComponent(base(), 'col', { width: 12 }).col!.meta.width).toBe(6);
  });

  it('keeps a column at least as wide as its widest row, and a chart in a column within it', () => {
    const l = layoutOf(
      grid(row('r', column('col', 6, row('inner', chart('a', 1, 2), chart('b', 2, 3)), chart('c', 3, 6)))),
    );
    expect(resizeComponent(l, 'col', { width: 2 }).col!.meta.width).toBe(5);
    expect(resizeComponent(l, 'c', { width: 9 })).toBe(l);
    expect(resizeComponent(l, 'c', { width: 4 }).c!.meta.width).toBe(4);
    expect(resizeComponent(l, 'a', { width: 9 }).a!.meta.width).toBe(3);
  });

  it('ignores unknown ids and components without a size', () => {
    const l = base();
    expect(resizeComponent(l, 'ghost', { width: 3 })).toBe(l);
    expect(resizeComponent(l, 'h', { width: 3, height: 30 })).toBe(l);
    expect(resizeComponent(l, 'col', { height: 30 })).toBe(l);
  });
});

describe('deleteComponent', () => {
  it('removes the node and its subtree', () => {
    const after = edit(base(), (x) => deleteComponent(x, 'col'));
    expect(outline(after, 'r2')).toBe('r2(d)');
    for (const id of ['col', 'e', 'm']) expect(after[id]).toBeUndefined();
  });

  it('removes a row left empty, up through an emptied column', () => {
    const l = layoutOf(grid(row('r', column('col', 4, row('inner', chart('a', 1)))), header('h')));
    expect(outline(edit(l, (x) => deleteComponent(x, 'a')))).toBe('GRID_ID(h)');
  });

  it('keeps an emptied tab, and removes a TABS when its last TAB is deleted', () => {
    const l = base();
    expect(
      outline(
        edit(l, (x) => deleteComponent(x, 'f')),
        'tabs',
      ),
    ).toBe('tabs(t1 t2)');
    const oneTab = edit(l, (x) => deleteComponent(x, 't2'));
    const none = edit(oneTab, (x) => deleteComponent(x, 't1'));
    expect(none.tabs).toBeUndefined();
    expect(none.f).toBeUndefined();
  });

  it('gives the root an empty grid back when the last top-level tab goes', () => {
    const l = layoutOf(tabs('top', tab('ta', row('r', chart('a', 1)))));
    const after = edit(l, (x) => deleteComponent(x, 'ta'));
    expect(outline(after, DASHBOARD_ROOT_ID)).toBe('ROOT_ID(GRID_ID)');
    expect(
      outline(
        edit(l, (x) => deleteComponent(x, 'top')),
        DASHBOARD_ROOT_ID,
      ),
    ).toBe('ROOT_ID(GRID_ID)');
  });

  it('never deletes the root, the grid or the header node, and ignores unknown ids', () => {
    const l = base();
    for (const id of [DASHBOARD_ROOT_ID, DASHBOARD_GRID_ID, DASHBOARD_HEADER_ID, 'ghost'])
      expect(deleteComponent(l, id)).toBe(l);
  });
});

describe('updateComponentMeta', () => {
  it('merges meta, removing keys set to undefined, without touching other nodes', () => {
    const l = layoutOf(grid(row('r', chart('a', 1), chart('b', 2))));
    const after = edit(l, (x) =>
      updateComponentMeta(x, 'a', { sliceNameOverride: 'Mine', sliceName: undefined }),
    );
    expect(after.a!.meta).toEqual({ chartId: 1, width: 4, height: 50, sliceNameOverride: 'Mine' });
    expect(after.b).toBe(l.b);
    expect(after.r).toBe(l.r);
  });

  it('returns the input for unknown ids and for no change', () => {
    const l = base();
    expect(updateComponentMeta(l, 'ghost', { text: 'x' })).toBe(l);
    expect(updateComponentMeta(l, 'a', { chartId: 1 })).toBe(l);
    expect(updateComponentMeta(l, 'a', { nothing: undefined })).toBe(l);
  });
});
