import { useEffect, useRef } from 'react';

export interface KeyChord {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/** Ctrl/Cmd+Z undoes; Ctrl/Cmd+Shift+Z and Ctrl+Y redo. Anything else (or with Alt) is not ours. */
export function undoRedoCommand(chord: KeyChord): 'undo' | 'redo' | null {
  if (!(chord.ctrlKey || chord.metaKey) || chord.altKey) return null;
  const key = chord.key.toLowerCase();
  if (key === 'z') return chord.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && chord.ctrlKey && !chord.shiftKey) return 'redo';
  return null;
}

/** Text fields keep their own undo (a markdown or title being typed), so the layout's does not fire there. */
export function isTextEditingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  return !!(target as Element).closest(
    'input, textarea, select, [contenteditable=""], [contenteditable="true"]',
  );
}

/** Layout undo/redo from the keyboard while `enabled` (edit mode). */
export function useUndoRedoKeys(enabled: boolean, onUndo: () => void, onRedo: () => void) {
  const handlers = useRef({ onUndo, onRedo });
  useEffect(() => {
    handlers.current = { onUndo, onRedo };
  });
  useEffect(() => {
    if (!enabled) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (isTextEditingTarget(event.target)) return;
      const command = undoRedoCommand(event);
      if (!command) return;
      event.preventDefault();
      if (command === 'undo') handlers.current.onUndo();
      else handlers.current.onRedo();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
