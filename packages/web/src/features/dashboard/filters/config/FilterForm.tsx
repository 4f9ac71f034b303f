import { defaultFilterScope, type NativeFilter, type NativeFilterConfigurationItem } from '@sightline/core';
import { Checkbox, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useGetDatasetForChartQuery } from '../../../charts/chartApi';
import { filterPlugins } from '../../../charts/nativeFilterRegistry';
import { ScopeTree } from '../scope/ScopeTree';
import { DatasetSelect } from './DatasetSelect';
import { DefaultValueField } from './DefaultValueField';
import { cascadeParentChoices, filterCascades, noDefaultValue } from './filterConfigDraft';
import type { FieldErrors } from './filterConfigValidation';
import { FilterControlPanel } from './FilterControlPanel';
import { columnsOfKind, filterTypeChange, targetNeedsOf } from './filterTargets';
import { filterConfigMessages as messages } from './messages';

interface FilterFormProps {
  filter: NativeFilter;
  /** Every item of the draft (the cascade parents are chosen among them). */
  items: readonly NativeFilterConfigurationItem[];
  errors: FieldErrors;
  onChange(patch: Partial<NativeFilter>): void;
}

/** The filter types offered: every registered filter plugin, by its name. */
const typeOptions = () =>
  filterPlugins().map(({ metadata }) => ({ value: metadata.vizType, label: metadata.name }));

const errorProps = (error: string | undefined) =>
  error ? { validateStatus: 'error' as const, help: error } : {};

/**
 * A filter's form: type, name, target (dataset and column, by what the type needs), description, the
 * control panel of its type, default value with a live preview, the parents of a dependent filter (types
 * that cascade), and its scope.
 */
export function FilterForm({ filter, items, errors, onChange }: FilterFormProps) {
  const id = `filter-config-${filter.id}`;
  const needs = targetNeedsOf(filter.filterType);
  const target = filter.targets[0];
  const datasetId = target?.datasetId;
  const dataset = useGetDatasetForChartQuery(datasetId ?? 0, { skip: typeof datasetId !== 'number' });
  const columns = needs.column ? columnsOfKind(dataset.data?.columns ?? [], needs.column) : [];
  const metrics = (dataset.data?.metrics ?? []).map((m) => m.metric_name);
  const parents = cascadeParentChoices(items, filter.id);
  const [dependent, setDependent] = useState((filter.cascadeParentIds ?? []).length > 0);

  return (
    <Form layout="vertical" component="div" data-testid="filter-config-form">
      <Form.Item label={messages.filterType} htmlFor={`${id}-type`}>
        <Select<string>
          id={`${id}-type`}
          value={filter.filterType}
          onChange={(next) => onChange(filterTypeChange(filter, next))}
          options={typeOptions()}
        />
      </Form.Item>
      <Form.Item label={messages.filterName} htmlFor={`${id}-name`} required {...errorProps(errors.name)}>
        <Input id={`${id}-name`} value={filter.name} onChange={(e) => onChange({ name: e.target.value })} />
      </Form.Item>
      {needs.dataset && (
        <Form.Item
          label={messages.dataset}
          htmlFor={`${id}-dataset`}
          required
          {...errorProps(errors.dataset)}
        >
          <DatasetSelect
            id={`${id}-dataset`}
            value={datasetId}
            status={errors.dataset ? 'error' : undefined}
            onChange={(next) =>
              onChange({
                targets: [{ datasetId: next }],
                defaultDataMask: noDefaultValue(),
                sortMetric: undefined,
                adhoc_filters: [],
              })
            }
          />
        </Form.Item>
      )}
      {needs.column && (
        <Form.Item label={messages.column} htmlFor={`${id}-column`} required {...errorProps(errors.column)}>
          <Select
            id={`${id}-column`}
            showSearch
            disabled={typeof datasetId !== 'number'}
            placeholder={typeof datasetId === 'number' ? undefined : messages.selectDatasetFirst}
            status={errors.column ? 'error' : undefined}
            loading={dataset.isFetching}
            value={target?.column?.name}
            onChange={(name: string) =>
              onChange({
                targets: [{ datasetId, column: { name } }],
                defaultDataMask: noDefaultValue(),
              })
            }
            options={columns.map((c) => ({ value: c.column_name, label: c.column_name }))}
          />
        </Form.Item>
      )}
      <Form.Item label={messages.description} htmlFor={`${id}-description`}>
        <Input.TextArea
          id={`${id}-description`}
          value={filter.description ?? ''}
          onChange={(e) => onChange({ description: e.target.value })}
        />
      </Form.Item>
      <FilterControlPanel filter={filter} metrics={metrics} onChange={onChange} />
      <DefaultValueField filter={filter} error={errors.defaultValue} onChange={onChange} />
      {filterCascades(filter) && (
        <Form.Item>
          <Checkbox
            checked={dependent}
            disabled={parents.length === 0 && !dependent}
            onChange={(e) => {
              setDependent(e.target.checked);
              if (!e.target.checked) onChange({ cascadeParentIds: [] });
            }}
          >
            {messages.cascade}
          </Checkbox>
          {dependent && (
            <Select
              aria-label={messages.parentFilters}
              mode="multiple"
              style={{ width: '100%', marginTop: 8 }}
              value={filter.cascadeParentIds ?? []}
              onChange={(ids: string[]) => onChange({ cascadeParentIds: ids })}
              options={parents.map((p) => ({ value: p.id, label: p.name || messages.untitled }))}
            />
          )}
        </Form.Item>
      )}
      <Form.Item label={messages.scoping} data-testid="filter-config-scoping">
        <ScopeTree value={filter.scope ?? defaultFilterScope()} onChange={(scope) => onChange({ scope })} />
      </Form.Item>
    </Form>
  );
}
