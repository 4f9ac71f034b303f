import { useEffect, useRef, useState } from 'react';
import { SqlEditor } from '../../../ui/SqlEditor';
import { useToasts } from '../../../ui/useToasts';
import { copyText } from '../../../features/shared/copyText';
import { useAppDispatch, useAppSelector } from '../../../platform/hooks';
import { sqlLabRequests } from '../api/sqlLabRequests';
import { sqlLabMessages } from '../messages';
import { runQuery, stopQuery } from '../state/runQuery';
import { isRunning, tabChanged, type EditorTab } from '../state/sqlLabSlice';
import { changeTab } from '../state/tabThunks';
import { dialectOf } from './dialects';
import { EditorToolbar } from './EditorToolbar';
import { useCompletionSchema } from './useCompletionSchema';

const messages = sqlLabMessages.editor;
/** Typing is kept on the server this long after the last key. */
export const SQL_SAVE_DELAY_MS = 800;

/** The tab's editor and its toolbar; the SQL is kept on the server shortly after each edit. */
export function QueryEditor({ tab, onSave }: { tab: EditorTab; onSave(): void }) {
  const dispatch = useAppDispatch();
  const { addSuccessToast, addDangerToast } = useToasts();
  const database = useAppSelector((state) => state.sqlLab.databases.find((db) => db.id === tab.dbId));
  const query = useAppSelector((state) =>
    tab.latestQueryId ? state.sqlLab.queries[tab.latestQueryId] : undefined,
  );
  const maxRows = useAppSelector((state) => {
    const value = state.session.bootstrap.common.conf['SQL_MAX_ROW'];
    return typeof value === 'number' ? value : null;
  });
  const [selection, setSelection] = useState('');
  const schema = useCompletionSchema(tab.dbId, tab.schema, tab.sql);
  const running = isRunning(query);
  // Where the last run's error points, while the text is the one that ran (a selection's lines differ).
  const errorLine = query?.error?.line && query.sql === tab.sql.trim() ? query.error.line : null;
  const canRun = tab.dbId !== null && tab.sql.trim() !== '';

  // The last SQL not yet on the server: sent after a pause in typing, or when the tab goes away.
  const unsaved = useRef<string | null>(null);
  useEffect(() => {
    if (unsaved.current === null) return;
    const timer = setTimeout(() => {
      unsaved.current = null;
      void dispatch(changeTab(tab.id, { sql: tab.sql })).catch(() => undefined);
    }, SQL_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [dispatch, tab.id, tab.sql]);
  useEffect(
    () => () => {
      if (unsaved.current !== null)
        void dispatch(changeTab(tab.id, { sql: unsaved.current })).catch(() => undefined);
    },
    [dispatch, tab.id],
  );

  const run = (sql?: string) => void dispatch(runQuery(tab.id, sql || undefined));
  const format = async () => {
    try {
      const formatted = await sqlLabRequests.format(tab.sql, tab.dbId);
      unsaved.current = formatted;
      dispatch(tabChanged({ id: tab.id, changes: { sql: formatted } }));
    } catch {
      addDangerToast(messages.formatError);
    }
  };
  const share = async () => {
    if (tab.dbId === null) return;
    try {
      const link = await sqlLabRequests.createPermalink({
        dbId: tab.dbId,
        schema: tab.schema,
        sql: tab.sql,
        name: tab.label,
      });
      const url = link.url ?? `${window.location.origin}/sqllab/p/${link.key}/`;
      if (await copyText(url)) addSuccessToast(messages.linkCopied);
      else addDangerToast(messages.copyNotSupported);
    } catch {
      addDangerToast(messages.shareError);
    }
  };

  return (
    <div className="sl-sqllab-editor">
      <SqlEditor
        value={tab.sql}
        onChange={(sql) => {
          unsaved.current = sql;
          dispatch(tabChanged({ id: tab.id, changes: { sql } }));
        }}
        dialect={dialectOf(database?.backend)}
        schema={schema}
        onRun={(selected) => run(selected)}
        onSelectionChange={setSelection}
        markedLine={errorLine}
        placeholder={tab.dbId === null ? messages.chooseDatabase : messages.placeholder}
        height="100%"
        testId="sqllab-editor"
        autoFocus
      />
      <EditorToolbar
        canRun={canRun}
        running={running}
        hasSelection={selection.trim() !== ''}
        limit={tab.queryLimit}
        maxRows={maxRows}
        query={query ?? null}
        onRun={() => run()}
        onRunSelection={() => run(selection)}
        onStop={() => query && void dispatch(stopQuery(query.clientId))}
        onLimit={(queryLimit) => void dispatch(changeTab(tab.id, { queryLimit })).catch(() => undefined)}
        onFormat={() => void format()}
        onSave={onSave}
        onShare={() => void share()}
      />
    </div>
  );
}
