import { PlusSquareOutlined, RedoOutlined } from '@ant-design/icons';
import type { QueryHistoryItem } from '@sightline/core';
import { Alert, Button, Table, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatDuration } from '../editor/RunTimer';
import { useGetQueryHistoryQuery } from '../api/sqlLabApi';
import { sqlLabMessages } from '../messages';

const messages = sqlLabMessages.history;
const statusColor: Record<string, string> = {
  success: 'green',
  failed: 'red',
  timed_out: 'red',
  stopped: 'orange',
  running: 'blue',
  pending: 'blue',
};

export interface HistoryActions {
  onRerun(item: QueryHistoryItem): void;
  onOpenInTab(item: QueryHistoryItem): void;
}

/** The user's recent queries, newest first: status, when, how long, rows; run again or open in a tab. */
export function QueryHistory({ onRerun, onOpenInTab }: HistoryActions) {
  const {
    data = [],
    error,
    isFetching,
  } = useGetQueryHistoryQuery(undefined, { refetchOnMountOrArgChange: true });
  const columns: ColumnsType<QueryHistoryItem> = [
    {
      key: 'status',
      title: messages.status,
      width: 100,
      render: (_, item) => <Tag color={statusColor[item.status]}>{item.status}</Tag>,
    },
    {
      key: 'started',
      title: messages.started,
      width: 170,
      render: (_, item) => (item.start_time ? new Date(item.start_time).toLocaleString() : ''),
    },
    {
      key: 'duration',
      title: messages.duration,
      width: 90,
      render: (_, item) =>
        item.start_time && item.end_time ? formatDuration(item.end_time - item.start_time) : '',
    },
    { key: 'rows', title: messages.rows, width: 80, align: 'right', render: (_, item) => item.rows ?? '' },
    {
      key: 'database',
      title: messages.database,
      width: 130,
      render: (_, item) => item.database.database_name,
    },
    {
      key: 'sql',
      title: messages.sql,
      ellipsis: true,
      render: (_, item) => (
        <code className="sl-sqllab-history-sql" title={item.sql}>
          {item.sql}
        </code>
      ),
    },
    {
      key: 'actions',
      width: 90,
      render: (_, item) => (
        <>
          <Tooltip title={messages.rerun}>
            <Button
              type="text"
              size="small"
              aria-label={messages.rerun}
              icon={<RedoOutlined />}
              onClick={() => onRerun(item)}
            />
          </Tooltip>
          <Tooltip title={messages.openInTab}>
            <Button
              type="text"
              size="small"
              aria-label={messages.openInTab}
              icon={<PlusSquareOutlined />}
              onClick={() => onOpenInTab(item)}
            />
          </Tooltip>
        </>
      ),
    },
  ];
  if (error) return <Alert type="error" showIcon title={messages.loadError} />;
  return (
    <Table<QueryHistoryItem>
      size="small"
      rowKey="id"
      columns={columns}
      dataSource={data}
      loading={isFetching && data.length === 0}
      pagination={false}
      scroll={{ y: 'calc(100% - 40px)' }}
      locale={{ emptyText: messages.empty }}
      data-testid="sqllab-history"
    />
  );
}
