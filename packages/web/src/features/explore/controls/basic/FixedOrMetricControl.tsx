import { METRIC_AGGREGATES, type QueryMetric } from '@sightline/core';
import type { ExploreDatasource } from '@sightline/core';
import { Input, Radio, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import type { ControlProps } from '../../../../features/shared/controls/controlTypes';
import { controlTestId } from './controlTestId';
import {
  fixedOrMetricLabel,
  readFixedOrMetric,
  simpleMetric,
  type FixedOrMetricState,
  type FixedOrMetricValue,
} from './fixedOrMetric';
import { ControlPopoverButton } from './ControlPopoverButton';
import { basicControlMessages as messages } from './messages';
import { useControlText } from './useControlText';

interface EditorProps {
  name: string;
  state: FixedOrMetricState;
  datasource: ExploreDatasource | null;
  onChange: (value: FixedOrMetricValue) => void;
}

/** The SIMPLE metric's column and aggregate, when the metric is one. */
function simpleParts(metric: QueryMetric | null): { column: string | null; aggregate: string | null } {
  if (!metric || typeof metric === 'string' || metric.expressionType !== 'SIMPLE')
    return { column: null, aggregate: null };
  return { column: metric.column?.column_name ?? null, aggregate: metric.aggregate ?? null };
}

function MetricChooser({ name, state, datasource, onChange }: EditorProps) {
  const saved = typeof state.metric === 'string' ? state.metric : undefined;
  const [parts, setParts] = useState(() => simpleParts(state.metric));
  const choose = (next: { column: string | null; aggregate: string | null }) => {
    setParts(next);
    if (!next.column || !next.aggregate) return;
    const column = datasource?.columns.find((candidate) => candidate.column_name === next.column);
    onChange({ type: 'metric', value: simpleMetric(next.column, next.aggregate, column?.type) });
  };
  return (
    <Space orientation="vertical" style={{ width: 280 }}>
      <Typography.Text>{messages.savedMetric}</Typography.Text>
      <Select
        value={saved}
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        options={(datasource?.metrics ?? []).map((metric) => ({
          value: metric.metric_name,
          label: metric.verbose_name || metric.metric_name,
        }))}
        onChange={(metric?: string) => {
          if (!metric) return;
          setParts({ column: null, aggregate: null });
          onChange({ type: 'metric', value: metric });
        }}
        data-testid={controlTestId(name, 'saved-metric')}
        aria-label={messages.savedMetric}
        style={{ width: '100%' }}
      />
      <Typography.Text>
        {messages.column} / {messages.aggregate}
      </Typography.Text>
      <Space.Compact block>
        <Select
          value={parts.column ?? undefined}
          placeholder={messages.column}
          showSearch={{ optionFilterProp: 'label' }}
          options={(datasource?.columns ?? []).map((column) => ({
            value: column.column_name,
            label: column.verbose_name || column.column_name,
          }))}
          onChange={(column: string) => choose({ ...parts, column })}
          data-testid={controlTestId(name, 'column')}
          aria-label={messages.column}
          style={{ width: '60%' }}
        />
        <Select
          value={parts.aggregate ?? undefined}
          placeholder={messages.aggregate}
          options={METRIC_AGGREGATES.map((aggregate) => ({ value: aggregate, label: aggregate }))}
          onChange={(aggregate: string) => choose({ ...parts, aggregate })}
          data-testid={controlTestId(name, 'aggregate')}
          aria-label={messages.aggregate}
          style={{ width: '40%' }}
        />
      </Space.Compact>
    </Space>
  );
}

function FixedInput({ name, state, onChange }: EditorProps) {
  const { text, error, change, flush } = useControlText(
    state.fixedValue,
    (value) => onChange({ type: 'fix', value }),
    'float',
  );
  return (
    <>
      <Input
        value={text}
        status={error ? 'error' : undefined}
        onChange={(event) => change(event.target.value)}
        onBlur={flush}
        onPressEnter={flush}
        data-testid={controlTestId(name, 'fixed')}
        aria-label={messages.fixed}
        inputMode="decimal"
      />
      {error && <Typography.Text type="danger">{error}</Typography.Text>}
    </>
  );
}

/**
 * A size or similar that is either a fixed number (default {type: 'fix', value: 5}, and '100' when
 * switching back from a metric) or a metric computed per row: a saved metric or a column
 * aggregate of the dataset.
 */
export function FixedOrMetricControl({
  name,
  config,
  value,
  onChange,
  datasource,
}: ControlProps<FixedOrMetricValue>) {
  const state = readFixedOrMetric(value, config.default);
  // The mode shown can differ from the saved one until a metric is chosen (no half-made value is saved).
  const [mode, setMode] = useState(state.type);
  const [savedType, setSavedType] = useState(state.type);
  if (savedType !== state.type) {
    setSavedType(state.type);
    setMode(state.type);
  }
  const shown: FixedOrMetricState = { ...state, type: mode };
  const editorProps = { name, state: shown, datasource, onChange };
  return (
    <ControlPopoverButton
      summary={fixedOrMetricLabel(state, messages.noMetric)}
      testId={controlTestId(name)}
      ariaLabel={config.label}
    >
      <Space orientation="vertical">
        <Radio.Group
          value={mode}
          onChange={(event) => {
            const next = event.target.value as FixedOrMetricState['type'];
            setMode(next);
            if (next === 'fix' && state.type !== 'fix') onChange({ type: 'fix', value: state.fixedValue });
          }}
          data-testid={controlTestId(name, 'type')}
          options={[
            { value: 'fix', label: messages.fixed },
            { value: 'metric', label: messages.basedOnMetric },
          ]}
        />
        {mode === 'fix' ? <FixedInput {...editorProps} /> : <MetricChooser {...editorProps} />}
      </Space>
    </ControlPopoverButton>
  );
}
