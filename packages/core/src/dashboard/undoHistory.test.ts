import { describe, expect, it } from 'vitest';
import { UNDO_LIMIT } from './layoutTypes.js';
import {
  canRedo,
  canUndo,
  undoableInit,
  undoablePush,
  undoableRedo,
  undoableUndo,
  type UndoableState,
} from './undoHistory.js';

const pushAll = (state: UndoableState<number>, values: number[]) =>
  values.reduce((s, v) => undoablePush(s, v), state);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('undo history', () => {
  it('starts with no history and the flag down', () => {
    expect(undoableInit('a')).toEqual({ past: [], present: 'a', future: [], maxUndoHistoryExceeded: false });
    expect(canUndo(undoableInit('a'))).toBe(false);
    expect(canRedo(undoableInit('a'))).toBe(false);
  });

  it('undoes and redoes step by step', () => {
    let state = pushAll(undoableInit(0), [1, 2, 3]);
    expect(state.past).toEqual([0, 1, 2]);
    state = undoableUndo(undoableUndo(state));
    expect(state).toMatchObject({ past: [0], present: 1, future: [2, 3] });
    expect(canRedo(state)).toBe(true);
    state = undoableRedo(state);
    expect(state).toMatchObject({ past: [0, 1], present: 2, future: [3] });
  });

  it('clears redo on a new step', () => {
    const state = undoablePush(undoableUndo(pushAll(undoableInit(0), [1, 2])), 9);
    expect(state).toMatchObject({ past: [0, 1], present: 9, future: [] });
  });

  it('ignores undo/redo at the ends and a push of the present value', () => {
    const start = undoableInit(0);
    expect(undoableUndo(start)).toBe(start);
    expect(undoableRedo(start)).toBe(start);
    expect(undoablePush(start, 0)).toBe(start);
  });

  it(`keeps ${UNDO_LIMIT} steps: the 50th edit keeps the flag down, the 51st drops the oldest and raises it`, () => {
    expect(UNDO_LIMIT).toBe(50);
    const fifty = pushAll(undoableInit(0), range(1, 50));
    expect(fifty.past).toHaveLength(50);
    expect(fifty.past[0]).toBe(0);
    expect(fifty.maxUndoHistoryExceeded).toBe(false);

    const more = undoablePush(fifty, 51);
    expect(more.past).toHaveLength(50);
    expect(more.past[0]).toBe(1);
    expect(more.maxUndoHistoryExceeded).toBe(true);

    let back = more;
    while (canUndo(back)) back = undoableUndo(back);
    expect(back.present).toBe(1);
    expect(back.maxUndoHistoryExceeded).toBe(true);
  });

  it('takes another limit', () => {
    const state = pushAll(undoableInit(0), [1, 2, 3]);
    expect(undoablePush(state, 4, 3)).toMatchObject({
      past: [1, 2, 3],
      present: 4,
      maxUndoHistoryExceeded: true,
    });
  });
});
