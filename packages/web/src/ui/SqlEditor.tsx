import { sql, StandardSQL } from '@codemirror/lang-sql';
import { EditorState } from '@codemirror/state';
import { EditorView, placeholder as placeholderExtension } from '@codemirror/view';
import { basicSetup } from 'codemirror';
import { useEffect, useRef } from 'react';

export interface SqlEditorProps {
  value: string;
  onChange: (value: string) => void;
  /** Names offered by autocomplete besides SQL keywords: the dataset's columns, saved metrics… */
  completions?: readonly string[];
  placeholder?: string;
  /** Editor height in pixels (it scrolls beyond). */
  height?: number;
  readOnly?: boolean;
  /** Test id on the wrapper; the editable element inside is `.cm-content`. */
  testId?: string;
  autoFocus?: boolean;
}

/**
 * A CodeMirror 6 SQL editor with keyword and name autocomplete. Uncontrolled inside: the document is set
 * from `value` on mount and when `value` changes from outside (not on the editor's own edits).
 */
export function SqlEditor({
  value,
  onChange,
  completions = [],
  placeholder,
  height = 120,
  readOnly = false,
  testId,
  autoFocus = false,
}: SqlEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const latestOnChange = useRef(onChange);
  latestOnChange.current = onChange;
  const completionKey = completions.join('\u0000');

  useEffect(() => {
    const schema = Object.fromEntries(completions.map((name) => [name, []]));
    const editor = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: view.current?.state.doc.toString() ?? value,
        extensions: [
          basicSetup,
          sql({ dialect: StandardSQL, schema, upperCaseKeywords: true }),
          EditorView.lineWrapping,
          EditorState.readOnly.of(readOnly),
          EditorView.editable.of(!readOnly),
          ...(placeholder ? [placeholderExtension(placeholder)] : []),
          EditorView.theme({
            '&': { height: `${height}px`, fontSize: '13px' },
            '.cm-scroller': { overflow: 'auto' },
          }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) latestOnChange.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = editor;
    if (autoFocus) editor.focus();
    return () => {
      editor.destroy();
      view.current = null;
    };
    // The editor is rebuilt only when its configuration changes; `value` is synced below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [completionKey, placeholder, height, readOnly]);

  useEffect(() => {
    const editor = view.current;
    if (!editor) return;
    const current = editor.state.doc.toString();
    if (current !== value) editor.dispatch({ changes: { from: 0, to: current.length, insert: value } });
  }, [value]);

  return (
    <div
      ref={host}
      className="sl-sql-editor"
      data-testid={testId}
      style={{ border: '1px solid #d9d9d9', borderRadius: 6 }}
    />
  );
}
