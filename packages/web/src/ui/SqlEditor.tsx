import { sql, StandardSQL, type SQLDialect, type SQLNamespace } from '@codemirror/lang-sql';
import { Compartment, EditorState, Prec, StateEffect, StateField } from '@codemirror/state';
import {
  Decoration,
  EditorView,
  keymap,
  placeholder as placeholderExtension,
  type DecorationSet,
} from '@codemirror/view';
import { basicSetup } from 'codemirror';
import { useEffect, useRef } from 'react';

const setMarkedLine = StateEffect.define<number | null>();
const markedLineDecoration = Decoration.line({ class: 'sl-sql-editor-marked-line' });

/** The marked line's decoration, moved along with edits so it never points past the text. */
const markedLineField = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(marks, transaction) {
    let next = marks.map(transaction.changes);
    for (const effect of transaction.effects)
      if (effect.is(setMarkedLine)) {
        const line = effect.value;
        const { doc } = transaction.state;
        next =
          line !== null && line >= 1 && line <= doc.lines
            ? Decoration.set([markedLineDecoration.range(doc.line(line).from)])
            : Decoration.none;
      }
    return next;
  },
  provide: (field) => EditorView.decorations.from(field),
});

export interface SqlEditorProps {
  value: string;
  onChange: (value: string) => void;
  /** Names offered by autocomplete besides SQL keywords: the dataset's columns, saved metrics… */
  completions?: readonly string[];
  placeholder?: string;
  /** Editor height in pixels, or a CSS height such as '100%' (it scrolls beyond). */
  height?: number | string;
  /** The database's SQL dialect, for highlighting and keywords (default: standard SQL). */
  dialect?: SQLDialect;
  /** Schemas, tables and columns for autocomplete (lang-sql's namespace); replaces `completions` when given. */
  schema?: SQLNamespace;
  /** The schema whose tables complete without a qualifier. */
  defaultSchema?: string;
  /** Ctrl/Cmd+Enter: handed the selected text (empty when nothing is selected). */
  onRun?: (selection: string) => void;
  /** The selected text, each time the selection changes. */
  onSelectionChange?: (selection: string) => void;
  /** A line (1-based) to mark, such as where an error points; null marks none. */
  markedLine?: number | null;
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
  dialect = StandardSQL,
  schema,
  defaultSchema,
  onRun,
  onSelectionChange,
  markedLine = null,
}: SqlEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const language = useRef(new Compartment());
  const latestOnChange = useRef(onChange);
  latestOnChange.current = onChange;
  const latestOnRun = useRef(onRun);
  latestOnRun.current = onRun;
  const latestOnSelection = useRef(onSelectionChange);
  latestOnSelection.current = onSelectionChange;
  const completionKey = completions.join('\u0000');
  const languageOf = () =>
    sql({
      dialect,
      schema: schema ?? Object.fromEntries(completions.map((name) => [name, []])),
      defaultSchema,
      upperCaseKeywords: true,
    });

  useEffect(() => {
    const selected = (state: EditorState) =>
      state.selection.ranges.map((range) => state.sliceDoc(range.from, range.to)).join('\n');
    const editor = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: view.current?.state.doc.toString() ?? value,
        extensions: [
          // Ahead of basicSetup's keymap, whose Mod-Enter would insert a blank line.
          Prec.highest(
            keymap.of([
              {
                key: 'Mod-Enter',
                run: (target) => {
                  if (!latestOnRun.current) return false;
                  latestOnRun.current(selected(target.state));
                  return true;
                },
              },
            ]),
          ),
          basicSetup,
          language.current.of(languageOf()),
          markedLineField,
          EditorView.lineWrapping,
          EditorState.readOnly.of(readOnly),
          EditorView.editable.of(!readOnly),
          ...(placeholder ? [placeholderExtension(placeholder)] : []),
          EditorView.theme({
            '&': { height: typeof height === 'number' ? `${height}px` : height, fontSize: '13px' },
            '.cm-scroller': { overflow: 'auto' },
            '.sl-sql-editor-marked-line': { backgroundColor: 'rgba(255, 77, 79, 0.12)' },
          }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) latestOnChange.current(update.state.doc.toString());
            if (update.selectionSet) latestOnSelection.current?.(selected(update.state));
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

  // The dialect and the names change as the user picks a database or schema: reconfigured in place, so
  // the editor keeps its text, history and focus.
  useEffect(() => {
    view.current?.dispatch({ effects: language.current.reconfigure(languageOf()) });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dialect, schema, defaultSchema]);

  useEffect(() => {
    view.current?.dispatch({ effects: setMarkedLine.of(markedLine) });
  }, [markedLine, completionKey, placeholder, height, readOnly]);

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
      style={{
        border: '1px solid #d9d9d9',
        borderRadius: 6,
        height: typeof height === 'number' ? undefined : height,
      }}
    />
  );
}
