import { getMetricLabel, type QueryMetric } from '@sightline/core';

/** The fixed-or-metric control's value: a fixed number, or a metric computed per row. */
export type FixedOrMetricValue =
  { type: 'fix'; value: string | number | null } | { type: 'metric'; value: QueryMetric | null };

/** The default value, and the fixed value offered when switching from a metric. */
export const FIXED_OR_METRIC_DEFAULT: FixedOrMetricValue = { type: 'fix', value: 5 };
export const FIXED_VALUE_FALLBACK = '100';

export interface FixedOrMetricState {
  type: 'fix' | 'metric';
  fixedValue: string | number | null;
  metric: QueryMetric | null;
}

const isFixedOrMetric = (value: unknown): value is FixedOrMetricValue =>
  !!value &&
  typeof value === 'object' &&
  ['fix', 'metric'].includes((value as { type?: unknown }).type as string);

/**
 * Reads the saved value (or the default): the fixed value when fixed, else the fallback '100' for the
 * fixed input; the metric when based on a metric.
 */
export function readFixedOrMetric(
  value: unknown,
  defaultValue: unknown = FIXED_OR_METRIC_DEFAULT,
): FixedOrMetricState {
  const current = isFixedOrMetric(value)
    ? value
    : isFixedOrMetric(defaultValue)
      ? defaultValue
      : FIXED_OR_METRIC_DEFAULT;
  return current.type === 'fix'
    ? { type: 'fix', fixedValue: current.value ?? FIXED_VALUE_FALLBACK, metric: null }
    : { type: 'metric', fixedValue: FIXED_VALUE_FALLBACK, metric: current.value };
}

/** A column aggregate as Superset's SIMPLE ad-hoc metric, labelled like `SUM(num)`. */
export function simpleMetric(columnName: string, aggregate: string, columnType?: string | null): QueryMetric {
  const metric = {
    expressionType: 'SIMPLE' as const,
    column: { column_name: columnName, ...(columnType ? { type: columnType } : {}) },
    aggregate: aggregate as 'SUM',
    hasCustomLabel: false,
  };
  return { ...metric, label: getMetricLabel(metric) };
}

/** The trigger's text: the fixed value or the metric's label. */
export function fixedOrMetricLabel(state: FixedOrMetricState, noMetric: string): string {
  if (state.type === 'fix') return String(state.fixedValue ?? '');
  return state.metric ? getMetricLabel(state.metric) : noMetric;
}
