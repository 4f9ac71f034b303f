import { describe, expect, it } from 'vitest';
import { defaultMeta, newComponentNodes, occupiedWidth, rowCapacity, widthOf } from './layoutComponents.js';
import { chart, column, grid, header, layoutOf, row } from './testing/layoutBuilder.js';

describe('component defaults', () => {
  it('sizes new charts, dynamic components and markdown 4 × 50, columns 4 wide', () => {
    expect(defaultMeta('CHART')).toEqual({ width: 4, height: 50 });
    expect(defaultMeta('DYNAMIC')).toEqual({ width: 4, height: 50 });
    expect(defaultMeta('MARKDOWN')).toMatchObject({ width: 4, height: 50 });
    expect(defaultMeta('COLUMN')).toMatchObject({ width: 4 });
    expect(defaultMeta('HEADER')).toMatchObject({ text: '', headerSize: 'MEDIUM_HEADER' });
  });

  it('lets given meta win, and gives TABS a first TAB', () => {
    const [node] = newComponentNodes('CHART', { chartId: 3, width: 6 });
    expect(node!.meta).toEqual({ chartId: 3, width: 6, height: 50 });
    const [tabsNode, tabNode] = newComponentNodes('TABS');
    expect(tabsNode!.children).toEqual([tabNode!.id]);
    expect(tabNode!.type).toBe('TAB');
    expect(newComponentNodes('ROW')).toHaveLength(1);
  });
});

describe('widths', () => {
  const layout = layoutOf(
    grid(row('r', chart('a', 1, 3), column('col', 5, row('inner', chart('b', 2, 2))), header('h'))),
  );

  it('counts sized components only, defaulting to 4', () => {
    expect(widthOf({ type: 'CHART', meta: {} })).toBe(4);
    expect(widthOf({ type: 'HEADER', meta: { width: 9 } })).toBe(0);
    expect(occupiedWidth(layout, 'r')).toBe(8);
    expect(occupiedWidth(layout, 'r', 'a')).toBe(5);
  });

  it('gives a row the grid width, or the width of the column it is in', () => {
    expect(rowCapacity(layout, 'r')).toBe(12);
    expect(rowCapacity(layout, 'inner')).toBe(5);
  });
});
