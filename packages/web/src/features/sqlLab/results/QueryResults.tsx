import { Alert, Empty, Spin } from 'antd';
import { useEffect } from 'react';
import { useAppDispatch } from '../../../platform/hooks';
import { sqlLabMessages } from '../messages';
import { fetchResults } from '../state/runQuery';
import { isRunning, type QueryRun } from '../state/sqlLabSlice';
import { QueryErrorView } from './QueryErrorView';
import { ResultActions } from './ResultActions';
import { ResultGrid } from './ResultGrid';

const messages = sqlLabMessages.results;

/** The notice for rows cut short by the limit chosen (or the server's), or by the SQL's own LIMIT. */
export function limitNotice(query: Pick<QueryRun, 'limitingFactor' | 'limit' | 'rows'>): string | null {
  if (query.limitingFactor === 'DROPDOWN' || query.limitingFactor === 'QUERY_AND_DROPDOWN')
    return messages.overLimit(query.rows ?? query.limit);
  if (query.limitingFactor === 'QUERY') return messages.queryLimited(query.rows ?? 0);
  return null;
}

/** The tab's last query: running, failed, stopped, or its rows with what can be done with them. */
export function QueryResults({
  query,
  tabLabel,
  onSaveDataset,
}: {
  query: QueryRun | null;
  tabLabel: string;
  onSaveDataset(): void;
}) {
  const dispatch = useAppDispatch();
  const missingRows = query?.status === 'success' && !query.data && !!query.resultsKey;
  useEffect(() => {
    if (missingRows && query) void dispatch(fetchResults(query.clientId));
  }, [dispatch, missingRows, query]);

  if (!query) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={messages.empty} />;
  if (isRunning(query) || missingRows)
    return (
      <div className="sl-sqllab-running" data-testid="sqllab-running">
        <Spin /> <span>{messages.running}</span>
      </div>
    );
  if (query.status === 'stopped')
    return <Alert type="warning" showIcon title={messages.stopped} data-testid="sqllab-stopped" />;
  if (query.error) return <QueryErrorView error={query.error} sql={query.sql} />;
  const rows = query.data ?? [];
  const notice = limitNotice(query);
  return (
    <div className="sl-sqllab-result">
      <div className="sl-sqllab-result-bar">
        <span className="sl-sqllab-rowcount" data-testid="sqllab-rowcount">
          {messages.rows(rows.length)}
        </span>
        <ResultActions query={query} tabLabel={tabLabel} onSaveDataset={onSaveDataset} />
      </div>
      {notice ? (
        <Alert
          type="warning"
          showIcon
          title={notice}
          className="sl-sqllab-notice"
          data-testid="sqllab-limit-notice"
        />
      ) : null}
      {query.columns.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={messages.noRows} />
      ) : (
        <ResultGrid columns={query.columns} rows={rows} />
      )}
    </div>
  );
}
