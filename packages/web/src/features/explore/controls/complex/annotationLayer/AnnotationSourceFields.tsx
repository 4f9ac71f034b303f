import { Alert, Checkbox, Select } from 'antd';
import { errorText } from '../../../../../platform/api';
import { FieldRow } from '../FieldRow';
import { complexMessages as m } from '../messages';
import {
  columnsOfChartParams,
  OVERRIDE_KEYS,
  SOURCE_VIZ_TYPES,
  type AnnotationLayerErrors,
  type AnnotationLayerValue,
  type OverrideKey,
} from './annotationLayerShape';
import { useGetAnnotationSourceChartsQuery } from './annotationSourceApi';

export interface AnnotationSourceFieldsProps {
  id: string;
  layer: AnnotationLayerValue;
  errors: AnnotationLayerErrors;
  onChange: (patch: Partial<AnnotationLayerValue>) => void;
}

const OVERRIDE_LABELS: Record<OverrideKey, string> = {
  time_range: m.overrideTimeRange,
  time_grain_sqla: m.overrideTimeGrain,
  granularity_sqla: m.overrideTimeColumn,
};

/**
 * The saved chart an EVENT, INTERVAL or TIME_SERIES layer reads (from `GET /api/v1/chart/`), the
 * columns of its records that events and intervals are drawn from, and which of this chart's time
 * settings the annotation chart runs with.
 */
export function AnnotationSourceFields({ id, layer, errors, onChange }: AnnotationSourceFieldsProps) {
  const charts = useGetAnnotationSourceChartsQuery(SOURCE_VIZ_TYPES[layer.annotationType]);
  const chartId =
    layer.value === null || layer.value === undefined || layer.value === '' ? null : Number(layer.value);
  const chart = charts.data?.find((candidate) => candidate.id === chartId);
  const columns = columnsOfChartParams(chart?.params).map((column) => ({ value: column, label: column }));
  const hasColumns = layer.annotationType === 'EVENT' || layer.annotationType === 'INTERVAL';
  const overrides = layer.overrides ?? {};
  const kind = m.sourceChartKinds[layer.sourceType ?? ''] ?? '';

  const columnSelect = (
    field: 'timeColumn' | 'intervalEndColumn' | 'titleColumn',
    label: string,
    required = false,
  ) => (
    <FieldRow
      label={label}
      htmlFor={`${id}-${field}`}
      error={errors[field as keyof AnnotationLayerErrors]}
      required={required}
    >
      <Select
        id={`${id}-${field}`}
        allowClear={!required}
        showSearch
        value={layer[field] || undefined}
        options={columns}
        onChange={(column: string | undefined) => onChange({ [field]: column ?? '' })}
      />
    </FieldRow>
  );

  return (
    <>
      {charts.error ? <Alert type="error" showIcon title={m.chartsFailed(errorText(charts.error))} /> : null}
      <FieldRow
        label={m.sourceChart}
        description={m.sourceChartHelp(kind)}
        htmlFor={`${id}-chart`}
        error={errors.value}
        required
      >
        <Select
          id={`${id}-chart`}
          showSearch
          optionFilterProp="label"
          loading={charts.isLoading}
          placeholder={charts.isLoading ? m.chartsLoading : undefined}
          notFoundContent={m.noCharts}
          value={chartId ?? undefined}
          options={(charts.data ?? []).map((candidate) => ({
            value: candidate.id,
            label: candidate.slice_name,
          }))}
          onChange={(value: number) =>
            onChange({
              value,
              titleColumn: '',
              descriptionColumns: [],
              timeColumn: '',
              intervalEndColumn: '',
            })
          }
        />
      </FieldRow>
      {hasColumns && (
        <>
          {columnSelect('timeColumn', m.timeColumn, true)}
          {layer.annotationType === 'INTERVAL' &&
            columnSelect('intervalEndColumn', m.intervalEndColumn, true)}
          {columnSelect('titleColumn', m.titleColumn)}
          <FieldRow label={m.descriptionColumns} htmlFor={`${id}-descriptionColumns`}>
            <Select
              id={`${id}-descriptionColumns`}
              mode="multiple"
              allowClear
              value={layer.descriptionColumns ?? []}
              options={columns}
              onChange={(descriptionColumns: string[]) => onChange({ descriptionColumns })}
            />
          </FieldRow>
        </>
      )}
      <FieldRow label={m.overrides} description={m.overridesHelp} htmlFor={`${id}-override-time_range`}>
        <div className="complex-control-checkboxes">
          {OVERRIDE_KEYS.map((key) => (
            <Checkbox
              key={key}
              id={`${id}-override-${key}`}
              checked={key in overrides}
              onChange={(event) => {
                const next = { ...overrides };
                if (event.target.checked) next[key] = null;
                else delete next[key];
                onChange({ overrides: next });
              }}
            >
              {OVERRIDE_LABELS[key]}
            </Checkbox>
          ))}
        </div>
      </FieldRow>
    </>
  );
}
