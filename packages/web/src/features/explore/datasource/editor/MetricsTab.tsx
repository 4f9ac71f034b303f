import { Form, Input, Typography, type TableColumnsType } from 'antd';
import { SqlEditor } from '../../../../ui/SqlEditor';
import { editDatasetMessages as messages } from '../messages';
import { newMetric, removeByKey, updateByKey, type DraftMetric } from './datasetDraft';
import { ItemDetailsFields } from './ItemDetailsFields';
import { ItemTable, removeColumn } from './ItemTable';

export interface MetricsTabProps {
  metrics: DraftMetric[];
  /** Column names offered by the SQL editor's autocomplete. */
  columnNames: readonly string[];
  onChange: (metrics: DraftMetric[]) => void;
}

/**
 * The Metrics tab: add and remove metrics; key and label in the table; the SQL expression,
 * D3 format, certification, warning and description when a row is expanded (new metrics open expanded).
 */
export function MetricsTab({ metrics, columnNames, onChange }: MetricsTabProps) {
  const update = (key: string, change: Partial<DraftMetric>) => onChange(updateByKey(metrics, key, change));

  const columns: TableColumnsType<DraftMetric> = [
    {
      key: 'metric_name',
      title: messages.metricKey,
      render: (_, metric, index) => (
        <Input
          value={metric.metric_name}
          aria-label={messages.metricKey}
          data-testid={`edit-dataset-metric-name-${index}`}
          onChange={(event) => update(metric.key, { metric_name: event.target.value })}
        />
      ),
    },
    {
      key: 'verbose_name',
      title: messages.label,
      render: (_, metric, index) => (
        <Input
          value={metric.verbose_name ?? ''}
          aria-label={`${messages.label} ${metric.metric_name}`}
          data-testid={`edit-dataset-metric-verbose-${index}`}
          onChange={(event) => update(metric.key, { verbose_name: event.target.value })}
        />
      ),
    },
    {
      key: 'expression',
      title: messages.sqlExpression,
      render: (_, metric) => (
        <Typography.Text code ellipsis style={{ maxWidth: 280 }}>
          {metric.expression}
        </Typography.Text>
      ),
    },
    removeColumn<DraftMetric>(
      (index) => `edit-dataset-metric-remove-${index}`,
      (metric) => onChange(removeByKey(metrics, metric.key)),
    ),
  ];

  const add = () => {
    const metric = newMetric();
    onChange([...metrics, metric]);
    return metric.key;
  };

  return (
    <ItemTable<DraftMetric>
      rows={metrics}
      columns={columns}
      emptyText={messages.noMetrics}
      onAdd={add}
      addTestId="edit-dataset-metric-add"
      renderDetails={(metric, index) => (
        <Form layout="vertical" size="small">
          <Form.Item label={messages.sqlExpression}>
            <SqlEditor
              value={metric.expression}
              completions={columnNames}
              height={80}
              testId={`edit-dataset-metric-expression-${index}`}
              onChange={(expression) => update(metric.key, { expression })}
            />
          </Form.Item>
          <Form.Item label={messages.d3Format}>
            <Input
              value={metric.d3format ?? ''}
              data-testid={`edit-dataset-metric-${index}-d3format`}
              onChange={(event) => update(metric.key, { d3format: event.target.value })}
            />
          </Form.Item>
          <ItemDetailsFields
            item={metric}
            testIdPrefix={`edit-dataset-metric-${index}`}
            onChange={(change) => update(metric.key, change)}
          />
        </Form>
      )}
    />
  );
}
