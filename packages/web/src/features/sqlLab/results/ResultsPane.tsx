import type { QueryHistoryItem } from '@sightline/core';
import { Tabs } from 'antd';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../platform/hooks';
import { sqlLabMessages } from '../messages';
import { runQuery } from '../state/runQuery';
import { tabChanged, type EditorTab } from '../state/sqlLabSlice';
import { addTab, changeTab } from '../state/tabThunks';
import { QueryHistory } from './QueryHistory';
import { QueryResults } from './QueryResults';

const messages = sqlLabMessages.results;

/** Below the editor: the tab's last result, and the user's query history. */
export function ResultsPane({ tab, onSaveDataset }: { tab: EditorTab; onSaveDataset(): void }) {
  const dispatch = useAppDispatch();
  const [view, setView] = useState('results');
  const query = useAppSelector((state) =>
    tab.latestQueryId ? state.sqlLab.queries[tab.latestQueryId] : undefined,
  );
  // Run again in this tab, on the query's database and schema, with its SQL in the editor.
  const rerun = async (item: QueryHistoryItem) => {
    const changes = { dbId: item.database.id, schema: item.schema, sql: item.sql };
    dispatch(tabChanged({ id: tab.id, changes }));
    setView('results');
    void dispatch(changeTab(tab.id, changes)).catch(() => undefined);
    await dispatch(runQuery(tab.id));
  };
  const openInTab = (item: QueryHistoryItem) =>
    void dispatch(addTab({ dbId: item.database.id, schema: item.schema, sql: item.sql })).catch(
      () => undefined,
    );
  return (
    <Tabs
      className="sl-sqllab-results"
      size="small"
      activeKey={view}
      onChange={setView}
      destroyOnHidden
      items={[
        {
          key: 'results',
          label: messages.tab,
          children: <QueryResults query={query ?? null} tabLabel={tab.label} onSaveDataset={onSaveDataset} />,
        },
        {
          key: 'history',
          label: messages.history,
          children: <QueryHistory onRerun={(item) => void rerun(item)} onOpenInTab={openInTab} />,
        },
      ]}
    />
  );
}
