import type { ChartDataResult } from '@sightline/charts';
import { Empty, Modal, Table } from 'antd';
import { useMemo } from 'react';
import { dashboardMessages } from '../messages';

/** View as table: the rows the chart already has, without another query. */
export function ChartDataTableModal({
  title,
  results,
  onClose,
}: {
  title: string;
  results: readonly ChartDataResult[];
  onClose: () => void;
}) {
  const result = results[0];
  const columns = useMemo(
    () =>
      (result?.colnames ?? []).map((name) => ({
        title: name,
        dataIndex: name,
        key: name,
        ellipsis: true,
        render: (value: unknown) => (value === null || value === undefined ? <i>N/A</i> : String(value)),
      })),
    [result],
  );
  const rows = useMemo(() => (result?.data ?? []).map((row, index) => ({ ...row, __key: index })), [result]);
  return (
    <Modal open title={dashboardMessages.tableTitle(title)} onCancel={onClose} footer={null} width={900}>
      {rows.length === 0 ? (
        <Empty description={dashboardMessages.noData} />
      ) : (
        <Table
          data-testid="chart-data-table"
          size="small"
          rowKey="__key"
          columns={columns}
          dataSource={rows}
          scroll={{ x: true, y: 480 }}
          pagination={{ pageSize: 50, showSizeChanger: false }}
        />
      )}
    </Modal>
  );
}
