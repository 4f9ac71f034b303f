import { describe, expect, it } from 'vitest';
import { columnCount, moveInGrid } from './gridNavigation';

describe('columnCount', () => {
  it('counts the tiles on the first row', () => {
    expect(columnCount([0, 0, 0, 120, 120, 120, 240])).toBe(3);
    expect(columnCount([0, 0])).toBe(2);
    expect(columnCount([])).toBe(1);
  });
});

describe('moveInGrid (3 columns, 7 tiles)', () => {
  const move = (current: number, key: string) => moveInGrid(current, key, 3, 7);

  it('moves left and right by one, stopping at the ends', () => {
    expect(move(1, 'ArrowRight')).toBe(2);
    expect(move(2, 'ArrowRight')).toBe(3);
    expect(move(6, 'ArrowRight')).toBe(6);
    expect(move(3, 'ArrowLeft')).toBe(2);
    expect(move(0, 'ArrowLeft')).toBe(0);
  });

  it('moves up and down by a row, staying put when there is no tile there', () => {
    expect(move(1, 'ArrowDown')).toBe(4);
    expect(move(3, 'ArrowDown')).toBe(6);
    expect(move(4, 'ArrowDown')).toBe(4);
    expect(move(4, 'ArrowUp')).toBe(1);
    expect(move(2, 'ArrowUp')).toBe(2);
  });

  it('jumps to the ends with Home and End', () => {
    expect(move(4, 'Home')).toBe(0);
    expect(move(1, 'End')).toBe(6);
  });

  it('starts on the first tile when nothing is selected, and has nowhere to go in an empty grid', () => {
    expect(move(-1, 'ArrowDown')).toBe(0);
    expect(moveInGrid(-1, 'ArrowRight', 3, 0)).toBe(-1);
  });
});
