import { CopyOutlined } from '@ant-design/icons';
import type { ChartDataResult } from '@sightline/charts';
import type { QueryContext } from '@sightline/core';
import { Alert, App, Button, Collapse, Space, Table, Tabs, Tag } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { chartErrorMessage } from '../../charts/data/chartErrorMessage';
import { useChartDataClient } from '../../charts/data/useChartDataClient';
import { exploreMessages } from '../messages';
import { copyText, rowsToTsv } from '../../../features/shared/copyText';

type PaneKind = 'results' | 'samples';

interface PaneState {
  status: 'loading' | 'done' | 'error';
  result?: ChartDataResult;
  error?: string;
}

/** The chart's query answered as rows (`results`) or the dataset's raw rows under the same filters (`samples`). */
function usePaneData(queryContext: QueryContext | null, kind: PaneKind, active: boolean): PaneState | null {
  const [state, setState] = useState<PaneState | null>(null);
  const client = useChartDataClient();
  const key = queryContext ? JSON.stringify(queryContext) : null;
  useEffect(() => {
    if (!active || !queryContext) return;
    const abort = new AbortController();
    setState({ status: 'loading' });
    const body: QueryContext = { ...queryContext, result_type: kind, result_format: 'json' };
    client
      .query(body, abort.signal)
      .then((results) => setState({ status: 'done', result: results[0] }))
      .catch((error: unknown) => {
        if (!abort.signal.aborted) setState({ status: 'error', error: chartErrorMessage(error) });
      });
    return () => abort.abort();
    // The query context is summarised by its key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, kind, active, client]);
  return state;
}

function DataTable({ state, kind }: { state: PaneState | null; kind: PaneKind }) {
  const { message } = App.useApp();
  const columns = useMemo(
    () =>
      (state?.result?.colnames ?? []).map((name) => ({
        title: name,
        dataIndex: name,
        key: name,
        ellipsis: true,
        render: (value: unknown) => (value === null || value === undefined ? <i>N/A</i> : String(value)),
      })),
    [state?.result],
  );
  if (!state || state.status === 'loading')
    return <Table loading columns={[]} dataSource={[]} size="small" />;
  if (state.status === 'error') {
    return <Alert type="error" showIcon title={exploreMessages.dataError} description={state.error} />;
  }
  const rows = (state.result?.data ?? []).map((row, index) => ({ ...row, __key: index }));
  const copy = async () => {
    const copied = await copyText(rowsToTsv(state.result?.colnames ?? [], state.result?.data ?? []));
    if (copied) message.success(exploreMessages.copied);
    else message.error(exploreMessages.copyUnsupported);
  };
  return (
    <div data-testid={`data-pane-${kind}`}>
      <Space style={{ marginBottom: 8 }}>
        <Tag>{exploreMessages.rowCount(rows.length)}</Tag>
        <Button size="small" icon={<CopyOutlined />} onClick={copy} disabled={rows.length === 0}>
          {exploreMessages.copyData}
        </Button>
      </Space>
      <Table
        size="small"
        rowKey="__key"
        columns={columns}
        dataSource={rows}
        scroll={{ x: 'max-content', y: 240 }}
        pagination={{ pageSize: 50, showSizeChanger: false, hideOnSinglePage: true }}
        locale={{ emptyText: exploreMessages.noData }}
      />
    </div>
  );
}

/** The data panes under the chart: collapsed until opened, then fetched for the chart's current query. */
export function DataPanes({ queryContext }: { queryContext: QueryContext | null }) {
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<PaneKind>('results');
  const results = usePaneData(queryContext, 'results', open && tab === 'results');
  const samples = usePaneData(queryContext, 'samples', open && tab === 'samples');
  return (
    <Collapse
      size="small"
      className="sl-data-panes"
      activeKey={open ? ['data'] : []}
      onChange={(keys) => setOpen(keys.length > 0)}
      items={[
        {
          key: 'data',
          label: (
            <span data-testid="data-panes-toggle">{`${exploreMessages.results} / ${exploreMessages.samples}`}</span>
          ),
          children: (
            <Tabs
              size="small"
              activeKey={tab}
              onChange={(key) => setTab(key as PaneKind)}
              items={[
                {
                  key: 'results',
                  label: exploreMessages.results,
                  children: <DataTable state={results} kind="results" />,
                },
                {
                  key: 'samples',
                  label: exploreMessages.samples,
                  children: <DataTable state={samples} kind="samples" />,
                },
              ]}
            />
          ),
        },
      ]}
    />
  );
}
