import { ConsoleSqlOutlined, SearchOutlined, TableOutlined, WarningFilled } from '@ant-design/icons';
import { datasetWarningMarkdown, type ExploreDatasource } from '@sightline/core';
import { Alert, Button, Collapse, Input, Tooltip, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { formatMessage } from '../../../ui/formatMessage';
import { useToasts } from '../../../ui/useToasts';
import { ChangeDatasetModal } from './ChangeDatasetModal';
import { DatasourceColumnItem, DatasourceMetricItem } from './DatasourceItem';
import { DatasourceMenu } from './DatasourceMenu';
import { needsNameTooltip, searchColumns, searchMetrics } from './datasourceSearch';
import { EditDatasetModal } from './EditDatasetModal';
import { WarningIcon } from './ItemDecorations';
import { panelMessages } from './messages';
import { sqlLabUrl } from './sqlLabLink';

export interface DatasourcePanelProps {
  /** Null when the chart's dataset is gone. */
  datasource: ExploreDatasource | null;
  /** The chart's current form data (the page applies `formDataForNewDataset` on change and save). */
  formData: Record<string, unknown>;
  onDatasourceChange: (datasource: ExploreDatasource) => void;
  onDatasourceSaved: (datasource: ExploreDatasource) => void;
  /** The SQL of the chart's current query, for View in SQL Lab. */
  loadChartSql: () => Promise<string>;
}

/**
 * The dataset panel of the chart editor: the dataset's name and warnings, its menu,
 * and its metrics and columns as drag sources, filtered by a search box.
 */
export function DatasourcePanel({
  datasource,
  onDatasourceChange,
  onDatasourceSaved,
  loadChartSql,
}: DatasourcePanelProps) {
  const [changeOpen, setChangeOpen] = useState(false);
  const [editOpen, setEditOpen] = useState(false);
  const navigate = useNavigate();
  const { addDangerToast } = useToasts();

  const viewInSqlLab = async () => {
    if (!datasource) return;
    try {
      const sql = await loadChartSql();
      void navigate(sqlLabUrl(datasource.uid, sql));
    } catch {
      addDangerToast(panelMessages.sqlLoadError);
    }
  };

  return (
    <div
      data-testid="datasource-panel"
      style={{ display: 'flex', flexDirection: 'column', gap: 8, minHeight: 0 }}
    >
      {datasource ? (
        <>
          <DatasourceHeader
            datasource={datasource}
            onEdit={() => setEditOpen(true)}
            onChange={() => setChangeOpen(true)}
            onViewInSqlLab={() => void viewInSqlLab()}
          />
          <DatasourceItems datasource={datasource} />
          <EditDatasetModal
            open={editOpen}
            datasource={datasource}
            onClose={() => setEditOpen(false)}
            onSaved={(saved) => {
              setEditOpen(false);
              onDatasourceSaved(saved);
            }}
          />
        </>
      ) : (
        <Alert
          type="warning"
          showIcon
          data-testid="datasource-missing"
          title={panelMessages.missingDataset}
          action={
            <Button size="small" onClick={() => setChangeOpen(true)}>
              {panelMessages.changeDataset}
            </Button>
          }
        />
      )}
      <ChangeDatasetModal
        open={changeOpen}
        onClose={() => setChangeOpen(false)}
        currentDatasourceId={datasource?.id ?? null}
        onChange={onDatasourceChange}
      />
    </div>
  );
}

function DatasourceHeader({
  datasource,
  onEdit,
  onChange,
  onViewInSqlLab,
}: {
  datasource: ExploreDatasource;
  onEdit: () => void;
  onChange: () => void;
  onViewInSqlLab: () => void;
}) {
  const name = datasource.datasource_name || datasource.name;
  const warning = datasetWarningMarkdown(datasource);
  const nameText = (
    <Typography.Text strong ellipsis data-testid="datasource-name" style={{ minWidth: 0 }}>
      {name}
    </Typography.Text>
  );
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 6, minWidth: 0 }}>
      {datasource.sql ? (
        <ConsoleSqlOutlined aria-label={panelMessages.virtualDataset} />
      ) : (
        <TableOutlined aria-label={panelMessages.physicalDataset} />
      )}
      {needsNameTooltip(name) ? <Tooltip title={name}>{nameText}</Tooltip> : nameText}
      {datasource.health_check_message && (
        <Tooltip title={datasource.health_check_message}>
          <WarningFilled
            aria-label="health check"
            data-testid="datasource-health-check"
            style={{ color: '#faad14' }}
          />
        </Tooltip>
      )}
      {warning && (
        <span data-testid="datasource-warning">
          <WarningIcon markdown={warning} label="dataset warning" />
        </span>
      )}
      <span style={{ marginLeft: 'auto' }}>
        <DatasourceMenu
          datasource={datasource}
          onEdit={onEdit}
          onChange={onChange}
          onViewInSqlLab={onViewInSqlLab}
        />
      </span>
    </div>
  );
}

function DatasourceItems({ datasource }: { datasource: ExploreDatasource }) {
  const [search, setSearch] = useState('');
  const metrics = useMemo(() => searchMetrics(datasource.metrics, search), [datasource.metrics, search]);
  const columns = useMemo(() => searchColumns(datasource.columns, search), [datasource.columns, search]);
  const showing = (shown: number, total: number) => (
    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
      {formatMessage(panelMessages.showing, shown, total)}
    </Typography.Text>
  );
  return (
    <>
      <Input
        allowClear
        prefix={<SearchOutlined />}
        placeholder={panelMessages.searchPlaceholder}
        aria-label={panelMessages.searchPlaceholder}
        data-testid="datasource-search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <div style={{ overflowY: 'auto', minHeight: 0 }}>
        <Collapse
          ghost
          size="small"
          defaultActiveKey={['metrics', 'columns']}
          items={[
            {
              key: 'metrics',
              label: panelMessages.metrics,
              extra: showing(metrics.length, datasource.metrics.length),
              children: (
                <div data-testid="datasource-metrics">
                  {metrics.length === 0 && search.trim() ? (
                    <Typography.Text type="secondary">{panelMessages.noMatchingMetrics}</Typography.Text>
                  ) : (
                    metrics.map((metric) => <DatasourceMetricItem key={metric.metric_name} metric={metric} />)
                  )}
                </div>
              ),
            },
            {
              key: 'columns',
              label: panelMessages.columns,
              extra: showing(columns.length, datasource.columns.length),
              children: (
                <div data-testid="datasource-columns">
                  {columns.length === 0 && search.trim() ? (
                    <Typography.Text type="secondary">{panelMessages.noMatchingColumns}</Typography.Text>
                  ) : (
                    columns.map((column) => <DatasourceColumnItem key={column.column_name} column={column} />)
                  )}
                </div>
              ),
            },
          ]}
        />
      </div>
    </>
  );
}
