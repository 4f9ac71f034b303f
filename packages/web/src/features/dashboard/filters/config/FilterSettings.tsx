import type { AdhocFilter, NativeFilter, NativeFilterControlValues } from '@sightline/core';
import { Checkbox, Form, Radio, Select, Space } from 'antd';
import type { ReactNode } from 'react';
import { TimeRangePicker } from '../../../shared/timeRange/TimeRangePicker';
import { AdhocFilterControl } from '../../../shared/adhocFilter/AdhocFilterControl';
import { useGetExploreDatasourceQuery } from '../../../shared/dataset/datasourceApi';
import { filterConfigMessages as messages } from './messages';

const NO_FILTER = 'No filter';

interface FilterSettingsProps {
  filter: NativeFilter;
  /** The target dataset's saved metrics (sort metric choices). */
  metrics: readonly string[];
  onChange(patch: Partial<NativeFilter>): void;
}

type ControlKey = keyof NativeFilterControlValues;

/**
 * A filter's settings: pre-filter of the values offered (ad-hoc filters, time range), sort (ascending or
 * descending, optionally by a metric) and the controlValues flags; value filters get them all, the other
 * types only "Filter value is required".
 */
export function FilterSettings({ filter, metrics, onChange }: FilterSettingsProps) {
  const controls = filter.controlValues ?? {};
  const setControl = (key: ControlKey, value: boolean | undefined) =>
    onChange({ controlValues: { ...controls, [key]: value } });
  const flag = (key: ControlKey, label: string): ReactNode => (
    <Checkbox key={key} checked={controls[key] === true} onChange={(e) => setControl(key, e.target.checked)}>
      {label}
    </Checkbox>
  );
  const isSelect = filter.filterType === 'filter_select';
  const datasetId = filter.targets[0]?.datasetId;
  const sorted = controls.sortAscending !== undefined;

  return (
    <>
      {isSelect && (
        <Form.Item label={messages.preFilter}>
          <Space orientation="vertical" style={{ width: '100%' }}>
            {typeof datasetId === 'number' && (
              <PreFilterAdhocFilters
                datasetId={datasetId}
                value={(filter.adhoc_filters ?? []) as AdhocFilter[]}
                onChange={(adhoc_filters) => onChange({ adhoc_filters })}
              />
            )}
            <div aria-label={messages.timeRange}>
              <TimeRangePicker
                value={filter.time_range ?? NO_FILTER}
                onChange={(next) => onChange({ time_range: next === NO_FILTER ? undefined : next })}
              />
            </div>
          </Space>
        </Form.Item>
      )}
      {isSelect && (
        <Form.Item>
          <Checkbox
            checked={sorted}
            onChange={(e) =>
              onChange({
                controlValues: { ...controls, sortAscending: e.target.checked ? true : undefined },
                ...(e.target.checked ? {} : { sortMetric: undefined }),
              })
            }
          >
            {messages.sortFilterValues}
          </Checkbox>
          {sorted && (
            <Space orientation="vertical" style={{ width: '100%', marginTop: 8 }}>
              <Radio.Group
                value={controls.sortAscending}
                onChange={(e) => setControl('sortAscending', e.target.value as boolean)}
                options={[
                  { value: true, label: messages.sortAscending },
                  { value: false, label: messages.sortDescending },
                ]}
              />
              <Select
                aria-label={messages.sortMetric}
                placeholder={messages.sortMetric}
                allowClear
                style={{ width: '100%' }}
                value={filter.sortMetric ?? undefined}
                onChange={(next: string | undefined) => onChange({ sortMetric: next ?? undefined })}
                options={metrics.map((m) => ({ value: m, label: m }))}
              />
            </Space>
          )}
        </Form.Item>
      )}
      <Form.Item label={messages.filterSettings}>
        <Space orientation="vertical">
          {flag('enableEmptyFilter', messages.enableEmptyFilter)}
          {isSelect && flag('defaultToFirstItem', messages.defaultToFirstItem)}
          {isSelect && flag('inverseSelection', messages.inverseSelection)}
          {isSelect && flag('multiSelect', messages.multiSelect)}
          {isSelect && flag('searchAllOptions', messages.searchAllOptions)}
        </Space>
      </Form.Item>
    </>
  );
}

/** The explore ad-hoc filter control over the target dataset (loaded as the chart editor reads it). */
function PreFilterAdhocFilters({
  datasetId,
  value,
  onChange,
}: {
  datasetId: number;
  value: AdhocFilter[];
  onChange(filters: AdhocFilter[]): void;
}) {
  const datasource = useGetExploreDatasourceQuery({ type: 'table', id: datasetId });
  return (
    <AdhocFilterControl
      name="adhoc_filters"
      config={{ type: 'AdhocFilterControl', label: messages.preFilter, affects: 'query' }}
      value={value}
      onChange={(next) => onChange(next ?? [])}
      formData={{}}
      datasource={datasource.data ?? null}
      errors={[]}
    />
  );
}
