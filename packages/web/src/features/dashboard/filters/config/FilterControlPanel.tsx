import {
  controlsOf,
  filterControlPatch,
  filterControlValue,
  type ControlConfig,
  type ControlPanelSection,
  type ControlPanelState,
} from '@sightline/charts';
import type { AdhocFilter, NativeFilter } from '@sightline/core';
import { Checkbox, Form, Radio, Select, Space } from 'antd';
import type { ReactNode } from 'react';
import { AdhocFilterControl } from '../../../../features/shared/adhocFilter/AdhocFilterControl';
import { TimeRangePicker } from '../../../../features/shared/timeRange/TimeRangePicker';
import { useGetExploreDatasourceQuery } from '../../../../features/shared/dataset/datasourceApi';
import { filterPluginOf } from '../../../charts/nativeFilterRegistry';

interface FilterControlPanelProps {
  filter: NativeFilter;
  /** The target dataset's saved metrics (the choices of a control that picks a metric). */
  metrics: readonly string[];
  onChange(patch: Partial<NativeFilter>): void;
}

const isVisible = (config: ControlConfig, filter: NativeFilter) =>
  config.visibility?.({ controls: filter } satisfies ControlPanelState) ?? true;

/**
 * The control panel of the filter's type, as the filter form draws it: a section per titled group, its
 * controls one under the other. A change that hides a control puts that control back to its default
 * (unless it keeps its value when hidden).
 */
export function FilterControlPanel({ filter, metrics, onChange }: FilterControlPanelProps) {
  const plugin = filterPluginOf(filter.filterType);
  if (!plugin) return null;
  const controls = controlsOf(plugin.controlPanel);

  const set = (name: string, value: unknown) => {
    let patch = filterControlPatch(filter, name, value);
    for (const [other, config] of controls) {
      const next = { ...filter, ...patch };
      if (other === name || config.resetOnHide === false) continue;
      if (isVisible(config, filter) && !isVisible(config, next))
        patch = { ...patch, ...filterControlPatch(next, other, config.default) };
    }
    onChange(patch);
  };

  const control = (name: string, config: ControlConfig): ReactNode => {
    const value = filterControlValue(filter, name);
    switch (config.type) {
      case 'CheckboxControl':
        return (
          <Checkbox key={name} checked={value === true} onChange={(e) => set(name, e.target.checked)}>
            {config.label}
          </Checkbox>
        );
      case 'AdhocFilterControl': {
        const datasetId = filter.targets[0]?.datasetId;
        return typeof datasetId === 'number' ? (
          <PreFilterAdhocFilters
            key={name}
            datasetId={datasetId}
            label={config.label}
            value={(value ?? []) as AdhocFilter[]}
            onChange={(next) => set(name, next)}
          />
        ) : null;
      }
      case 'DateFilterControl':
        return (
          <div key={name} aria-label={config.label}>
            <TimeRangePicker
              value={typeof value === 'string' ? value : String(config.default)}
              onChange={(next) => set(name, next === config.default ? undefined : next)}
            />
          </div>
        );
      case 'SelectControl':
        return config.options?.optionalChoice ? (
          <OptionalChoice key={name} config={config} value={value} onChange={(next) => set(name, next)} />
        ) : (
          <Select
            key={name}
            aria-label={config.label}
            placeholder={config.label}
            allowClear={config.clearable}
            style={{ width: '100%' }}
            value={(value ?? undefined) as string | undefined}
            onChange={(next: string | undefined) => set(name, next ?? undefined)}
            options={
              config.options?.choicesFromMetrics
                ? metrics.map((m) => ({ value: m, label: m }))
                : (config.choices ?? []).map(([v, label]) => ({ value: v as string, label }))
            }
          />
        );
      default:
        return null;
    }
  };

  const section = (s: ControlPanelSection, index: number) => {
    const shown = s.controlSetRows
      .flat()
      .flatMap((item) => (item === null ? [] : [typeof item === 'string' ? item : item.name]))
      .flatMap((name) => {
        const config = controls.get(name)!;
        return isVisible(config, filter) ? [[name, config] as const] : [];
      });
    if (shown.length === 0) return null;
    const onlyFlags = shown.every(([, config]) => config.type === 'CheckboxControl');
    return (
      <Form.Item key={index} label={s.label || undefined}>
        <Space orientation="vertical" style={onlyFlags ? undefined : { width: '100%' }}>
          {shown.map(([name, config]) => control(name, config))}
        </Space>
      </Form.Item>
    );
  };

  return <>{plugin.controlPanel.controlPanelSections.map(section)}</>;
}

/** A choice that is off until ticked: a checkbox named by the control, then its choices as radios. */
function OptionalChoice({
  config,
  value,
  onChange,
}: {
  config: ControlConfig;
  value: unknown;
  onChange(value: unknown): void;
}) {
  const choices = config.choices ?? [];
  return (
    <div>
      <Checkbox
        checked={value !== undefined}
        onChange={(e) => onChange(e.target.checked ? choices[0]?.[0] : undefined)}
      >
        {config.label}
      </Checkbox>
      {value !== undefined && (
        <div style={{ marginTop: 8 }}>
          <Radio.Group
            value={value}
            onChange={(e) => onChange(e.target.value)}
            options={choices.map(([v, label]) => ({ value: v, label }))}
          />
        </div>
      )}
    </div>
  );
}

/** The explore ad-hoc filter control over the target dataset (loaded as the chart editor reads it). */
function PreFilterAdhocFilters({
  datasetId,
  label,
  value,
  onChange,
}: {
  datasetId: number;
  label: string;
  value: AdhocFilter[];
  onChange(filters: AdhocFilter[]): void;
}) {
  const datasource = useGetExploreDatasourceQuery({ type: 'table', id: datasetId });
  return (
    <AdhocFilterControl
      name="adhoc_filters"
      config={{ type: 'AdhocFilterControl', label, affects: 'query' }}
      value={value}
      onChange={(next) => onChange(next ?? [])}
      formData={{}}
      datasource={datasource.data ?? null}
      errors={[]}
    />
  );
}
