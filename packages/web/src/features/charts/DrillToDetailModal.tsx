import type { ChartDataResult } from '@sightline/charts';
import type { QueryContext } from '@sightline/core';
import { Alert, Modal, Table, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { drillToDetailQueryContext, type DrillFilter } from './drillToDetail';
import { chartMessages } from './messages';
import { chartErrorMessage } from './data/chartErrorMessage';
import { useChartDataClient } from './data/useChartDataClient';

interface DrillToDetailModalProps {
  chartName: string;
  queryContext: QueryContext;
  filters: readonly DrillFilter[];
  onClose(): void;
}

/** The dataset rows behind a chart (or behind one data point of it), in a paged table. */
export function DrillToDetailModal({ chartName, queryContext, filters, onClose }: DrillToDetailModalProps) {
  const [result, setResult] = useState<ChartDataResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const client = useChartDataClient();
  useEffect(() => {
    const abort = new AbortController();
    client
      .query(drillToDetailQueryContext(queryContext, filters), abort.signal)
      .then((results) => setResult(results[0] ?? null))
      .catch((failure: unknown) => {
        if (!abort.signal.aborted) setError(chartErrorMessage(failure));
      });
    return () => abort.abort();
  }, [queryContext, filters, client]);

  const columns = (result?.colnames ?? []).map((name) => ({
    title: name,
    dataIndex: name,
    key: name,
    ellipsis: true,
    render: (value: unknown) => (value === null || value === undefined ? <i>N/A</i> : String(value)),
  }));
  return (
    <Modal
      open
      title={chartMessages.drillToDetailTitle(chartName)}
      onCancel={onClose}
      footer={null}
      width="80%"
    >
      <div style={{ marginBottom: 8 }}>
        {filters.map((filter) => (
          <Tag key={filter.col}>
            {filter.col}: {filter.formattedVal}
          </Tag>
        ))}
        {result && (
          <span data-testid="drill-row-count">{chartMessages.drillToDetailRows(result.rowcount)}</span>
        )}
      </div>
      {error && <Alert type="error" showIcon title={error} />}
      <Table
        data-testid="drill-to-detail-table"
        size="small"
        loading={!result && !error}
        columns={columns}
        dataSource={(result?.data ?? []).map((row, index) => ({ ...row, __key: index }))}
        rowKey="__key"
        pagination={{ pageSize: 50, showSizeChanger: false }}
        scroll={{ x: 'max-content', y: 420 }}
      />
    </Modal>
  );
}
