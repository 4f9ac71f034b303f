import type { DashboardLayout, LayoutNode, LayoutNodeType } from '@sightline/core';
import { describe, expect, it } from 'vitest';
import type { Box } from '../dropPosition';
import type { DragItem } from './dragItems';
import { draggedComponent } from './dragItems';
import { pendingDropFor, samePendingDrop } from './dropTargetFromPointer';

const node = (id: string, type: LayoutNodeType, children: string[] = [], width?: number): LayoutNode => ({
  id,
  type,
  children,
  meta: width === undefined ? {} : { width },
});

const layout: DashboardLayout = {
  ROOT_ID: node('ROOT_ID', 'ROOT', ['GRID_ID']),
  GRID_ID: node('GRID_ID', 'GRID', ['ROW-1', 'ROW-2']),
  'ROW-1': node('ROW-1', 'ROW', ['CHART-a', 'CHART-b']),
  'ROW-2': node('ROW-2', 'ROW', ['CHART-c']),
  'CHART-a': node('CHART-a', 'CHART', [], 4),
  'CHART-b': node('CHART-b', 'CHART', [], 4),
  'CHART-c': node('CHART-c', 'CHART', [], 4),
  'TAB-1': node('TAB-1', 'TAB', ['ROW-2']),
};

const boxes: Record<string, Box> = {
  'ROW-1': { left: 0, top: 0, width: 1200, height: 400 },
  'ROW-2': { left: 0, top: 416, width: 1200, height: 400 },
  'CHART-a': { left: 0, top: 0, width: 400, height: 400 },
  'CHART-b': { left: 416, top: 0, width: 400, height: 400 },
  'CHART-c': { left: 0, top: 416, width: 400, height: 400 },
};
const boxOf = (id: string) => boxes[id];
const grid = { left: 0, top: 0, width: 1200, height: 900 };
const moveA: DragItem = { kind: 'move', id: 'CHART-a', type: 'CHART', label: 'a' };
const newChart: DragItem = { kind: 'new', type: 'CHART', label: 'new', meta: { chartId: 9, width: 4 } };

describe('pendingDropFor', () => {
  it('puts a new chart between two rows of the grid, with a line in the gap', () => {
    const drop = pendingDropFor(
      layout,
      newChart,
      { parentId: 'GRID_ID', orientation: 'vertical' },
      grid,
      { x: 600, y: 300 },
      boxOf,
    );
    expect(drop).toMatchObject({ parentId: 'GRID_ID', index: 1, variant: 'line' });
    expect(drop!.indicator).toEqual({ left: 0, top: 416 - 4 - 2, width: 1200, height: 4 });
  });

  it('puts a chart at the end of a row, right of its last chart', () => {
    const drop = pendingDropFor(
      layout,
      newChart,
      { parentId: 'ROW-1', orientation: 'horizontal' },
      boxes['ROW-1']!,
      { x: 1000, y: 200 },
      boxOf,
    );
    expect(drop).toMatchObject({ parentId: 'ROW-1', index: 2 });
    expect(drop!.indicator.left).toBe(816 + 4 - 2);
  });

  it('shows nothing for a chart dropped right beside itself', () => {
    const container = { parentId: 'ROW-1', orientation: 'horizontal' as const };
    expect(pendingDropFor(layout, moveA, container, boxes['ROW-1']!, { x: 100, y: 200 }, boxOf)).toBeNull();
    expect(pendingDropFor(layout, moveA, container, boxes['ROW-1']!, { x: 300, y: 200 }, boxOf)).toBeNull();
    expect(
      pendingDropFor(layout, moveA, container, boxes['ROW-1']!, { x: 1000, y: 200 }, boxOf),
    ).toMatchObject({
      index: 2,
    });
  });

  it('drops on a tab title at the end of that tab, outlining the title', () => {
    const label = { left: 10, top: 10, width: 80, height: 30 };
    const drop = pendingDropFor(
      layout,
      moveA,
      { parentId: 'TAB-1', orientation: 'vertical', appendOnly: true },
      label,
      { x: 20, y: 20 },
      boxOf,
    );
    expect(drop).toEqual({ parentId: 'TAB-1', index: 1, indicator: label, variant: 'outline' });
  });

  it('counts only measured children but gives the index in the full child list', () => {
    const partial = (id: string) => (id === 'CHART-a' ? undefined : boxes[id]);
    const drop = pendingDropFor(
      layout,
      newChart,
      { parentId: 'ROW-1', orientation: 'horizontal' },
      boxes['ROW-1']!,
      { x: 10, y: 10 },
      partial,
    );
    expect(drop).toMatchObject({ index: 1 });
  });

  it('compares drops by place and line', () => {
    const a = { parentId: 'X', index: 1, indicator: grid, variant: 'line' as const };
    expect(samePendingDrop(a, { ...a, indicator: { ...grid } })).toBe(true);
    expect(samePendingDrop(a, { ...a, index: 2 })).toBe(false);
    expect(samePendingDrop(a, null)).toBe(false);
  });
});

describe('draggedComponent', () => {
  it('names a moved node (its own width counts) or gives a new one’s width to canDrop', () => {
    expect(draggedComponent(moveA)).toEqual({ type: 'CHART', id: 'CHART-a' });
    expect(draggedComponent(newChart)).toEqual({ type: 'CHART', width: 4 });
    expect(draggedComponent({ kind: 'new', type: 'ROW', label: 'Row' })).toEqual({ type: 'ROW' });
  });
});
