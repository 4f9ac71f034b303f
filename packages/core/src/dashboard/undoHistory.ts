import { UNDO_LIMIT } from './layoutTypes.js';

/**
 * A bounded undo/redo history around one value (the layout being edited). Pushing past the limit drops
 * the oldest step and raises maxUndoHistoryExceeded, which stays up until the next reset (a save or
 * discard), so the editor can warn that undo no longer reaches the saved state.
 */
export interface UndoableState<T> {
  past: T[];
  present: T;
  future: T[];
  maxUndoHistoryExceeded: boolean;
}

/** A history starting at `present`, also the new baseline after a load, save or discard: flag down. */
export function undoableInit<T>(present: T): UndoableState<T> {
  return { past: [], present, future: [], maxUndoHistoryExceeded: false };
}

/** Records `next` as a new step and clears redo; the same value as the present records nothing. */
export function undoablePush<T>(
  state: UndoableState<T>,
  next: T,
  limit: number = UNDO_LIMIT,
): UndoableState<T> {
  if (Object.is(next, state.present)) return state;
  const past = [...state.past, state.present];
  const overflow = Math.max(0, past.length - Math.max(0, limit));
  return {
    past: past.slice(overflow),
    present: next,
    future: [],
    maxUndoHistoryExceeded: state.maxUndoHistoryExceeded || overflow > 0,
  };
}

export function canUndo<T>(state: UndoableState<T>): boolean {
  return state.past.length > 0;
}

export function canRedo<T>(state: UndoableState<T>): boolean {
  return state.future.length > 0;
}

export function undoableUndo<T>(state: UndoableState<T>): UndoableState<T> {
  if (!canUndo(state)) return state;
  return {
    ...state,
    past: state.past.slice(0, -1),
    present: state.past[state.past.length - 1]!,
    future: [state.present, ...state.future],
  };
}

export function undoableRedo<T>(state: UndoableState<T>): UndoableState<T> {
  if (!canRedo(state)) return state;
  return {
    ...state,
    past: [...state.past, state.present],
    present: state.future[0]!,
    future: state.future.slice(1),
  };
}
