// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isTextEditingTarget, undoRedoCommand } from './undoRedoKeys';

const chord = (
  key: string,
  mods: Partial<{ ctrl: boolean; meta: boolean; shift: boolean; alt: boolean }>,
) => ({
  key,
  ctrlKey: !!mods.ctrl,
  metaKey: !!mods.meta,
  shiftKey: !!mods.shift,
  altKey: !!mods.alt,
});

describe('undoRedoCommand', () => {
  it('undoes with Ctrl+Z and Cmd+Z', () => {
    expect(undoRedoCommand(chord('z', { ctrl: true }))).toBe('undo');
    expect(undoRedoCommand(chord('z', { meta: true }))).toBe('undo');
  });

  it('redoes with Ctrl/Cmd+Shift+Z and Ctrl+Y', () => {
    expect(undoRedoCommand(chord('Z', { ctrl: true, shift: true }))).toBe('redo');
    expect(undoRedoCommand(chord('Z', { meta: true, shift: true }))).toBe('redo');
    expect(undoRedoCommand(chord('y', { ctrl: true }))).toBe('redo');
  });

  it('ignores plain keys, Alt chords and other letters', () => {
    expect(undoRedoCommand(chord('z', {}))).toBeNull();
    expect(undoRedoCommand(chord('z', { ctrl: true, alt: true }))).toBeNull();
    expect(undoRedoCommand(chord('x', { ctrl: true }))).toBeNull();
  });
});

describe('isTextEditingTarget', () => {
  it('is true inside inputs, text areas and editable content', () => {
    const input = document.createElement('input');
    const area = document.createElement('textarea');
    const editable = document.createElement('div');
    editable.setAttribute('contenteditable', 'true');
    const inner = document.createElement('span');
    editable.append(inner);
    expect(isTextEditingTarget(input)).toBe(true);
    expect(isTextEditingTarget(area)).toBe(true);
    expect(isTextEditingTarget(inner)).toBe(true);
  });

  it('is false on the page itself', () => {
    expect(isTextEditingTarget(document.body)).toBe(false);
    expect(isTextEditingTarget(null)).toBe(false);
  });
});
