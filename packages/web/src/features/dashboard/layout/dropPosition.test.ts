import { describe, expect, it } from 'vitest';
import {
  DROP_INDICATOR_SIZE,
  dropIndexFromPointer,
  indicatorBox,
  innermostAcceptingTarget,
  isSameSpot,
  type Box,
} from './dropPosition';

const grid = { id: 'GRID_ID', box: { left: 0, top: 0, width: 1000, height: 1000 } };
const row = { id: 'ROW-1', box: { left: 0, top: 0, width: 1000, height: 400 } };
const column = { id: 'COLUMN-1', box: { left: 0, top: 0, width: 300, height: 400 } };

describe('innermostAcceptingTarget', () => {
  it('picks the smallest container under the pointer', () => {
    const target = innermostAcceptingTarget([grid, row, column], { x: 100, y: 100 }, () => true);
    expect(target?.id).toBe('COLUMN-1');
  });

  it('falls through to the container around one that refuses (a full row → the grid)', () => {
    const target = innermostAcceptingTarget(
      [grid, row],
      { x: 500, y: 100 },
      (candidate) => candidate.id !== 'ROW-1',
    );
    expect(target?.id).toBe('GRID_ID');
  });

  it('ignores containers the pointer is not over, and gives null when nothing accepts', () => {
    expect(innermostAcceptingTarget([column], { x: 600, y: 100 }, () => true)).toBeNull();
    expect(innermostAcceptingTarget([grid, row], { x: 10, y: 10 }, () => false)).toBeNull();
  });
});

describe('dropIndexFromPointer', () => {
  const stacked: Box[] = [
    { left: 0, top: 0, width: 100, height: 100 },
    { left: 0, top: 116, width: 100, height: 100 },
  ];
  const side: Box[] = [
    { left: 0, top: 0, width: 200, height: 100 },
    { left: 216, top: 0, width: 200, height: 100 },
  ];

  it('counts the stacked children whose middle is above the pointer', () => {
    expect(dropIndexFromPointer({ x: 50, y: 10 }, stacked, 'vertical')).toBe(0);
    expect(dropIndexFromPointer({ x: 50, y: 60 }, stacked, 'vertical')).toBe(1);
    expect(dropIndexFromPointer({ x: 50, y: 300 }, stacked, 'vertical')).toBe(2);
  });

  it('counts a row’s children left of the pointer', () => {
    expect(dropIndexFromPointer({ x: 90, y: 500 }, side, 'horizontal')).toBe(0);
    expect(dropIndexFromPointer({ x: 110, y: 500 }, side, 'horizontal')).toBe(1);
    expect(dropIndexFromPointer({ x: 400, y: 500 }, side, 'horizontal')).toBe(2);
  });

  it('is 0 for an empty container', () => {
    expect(dropIndexFromPointer({ x: 5, y: 5 }, [], 'vertical')).toBe(0);
  });

  it('knows a drop beside the dragged child itself changes nothing', () => {
    expect(isSameSpot(1, 1)).toBe(true);
    expect(isSameSpot(1, 2)).toBe(true);
    expect(isSameSpot(1, 0)).toBe(false);
    expect(isSameSpot(-1, 0)).toBe(false);
  });
});

describe('indicatorBox', () => {
  const container = { left: 10, top: 20, width: 500, height: 300 };
  const children: Box[] = [
    { left: 10, top: 20, width: 500, height: 100 },
    { left: 10, top: 136, width: 500, height: 100 },
  ];

  it('draws a horizontal line in the gap above the child at the index', () => {
    expect(indicatorBox(1, children, container, 'vertical')).toEqual({
      left: 10,
      top: 136 - 4 - DROP_INDICATOR_SIZE / 2,
      width: 500,
      height: DROP_INDICATOR_SIZE,
    });
  });

  it('draws the line below the last child when dropping at the end, or at the top when empty', () => {
    expect(indicatorBox(2, children, container, 'vertical').top).toBe(236 + 4 - 2);
    expect(indicatorBox(0, [], container, 'vertical').top).toBe(20 + 4 - 2);
  });

  it('draws a vertical line between a row’s children', () => {
    const side: Box[] = [
      { left: 10, top: 20, width: 200, height: 300 },
      { left: 226, top: 20, width: 200, height: 300 },
    ];
    expect(indicatorBox(1, side, container, 'horizontal')).toEqual({
      left: 226 - 4 - 2,
      top: 20,
      width: DROP_INDICATOR_SIZE,
      height: 300,
    });
    expect(indicatorBox(2, side, container, 'horizontal').left).toBe(426 + 4 - 2);
  });
});
