import { z } from 'zod';
import { adhocFilterSchema } from '@sightline/core';
import { baseFormDataSchema, formColumnSchema, formMetricSchema } from '../../sdk/formData.js';
import { boundsSchema } from '../../sdk/formFields.js';
import {
  numberLike,
  seriesTypeSchema,
  stackSchema,
  timeseriesQueryFields,
  timeseriesSeriesStyleFields,
  timeseriesSharedFields,
  type TimeseriesFormData,
} from '../timeseries/formData.js';

/**
 * The Mixed Chart's form data as Superset 3.1 saves it: Query A under the time-series keys, Query B
 * under the same keys with `_b` (metrics_b, groupby_b, adhoc_filters_b...), and how each query is drawn
 * (seriesType / seriesTypeB, yAxisIndex / yAxisIndexB...) with a second y-axis.
 */
const queryBFields = {
  metrics_b: z.array(formMetricSchema).default([]),
  groupby_b: z.array(formColumnSchema).default([]),
  adhoc_filters_b: z.array(adhocFilterSchema).default([]),
  series_limit_b: numberLike,
  series_limit_metric_b: formMetricSchema.nullable().optional(),
  limit_b: numberLike,
  timeseries_limit_metric_b: formMetricSchema.nullable().optional(),
  order_desc_b: z.boolean().default(true),
  row_limit_b: numberLike.default(10000),
  truncate_metric_b: z.boolean().default(true),
  show_empty_columns_b: z.boolean().default(true),
  rolling_type_b: timeseriesQueryFields.rolling_type,
  rolling_periods_b: numberLike,
  min_periods_b: numberLike,
  time_compare_b: timeseriesQueryFields.time_compare,
  comparison_type_b: timeseriesQueryFields.comparison_type,
  resample_rule_b: z.string().nullable().optional(),
  resample_method_b: z.string().nullable().optional(),
};

const { contributionMode: _contribution, ...queryAFields } = timeseriesQueryFields;

const axisIndex = z.coerce.number().int().min(0).max(1).default(0);

export const mixedTimeseriesFormDataSchema = baseFormDataSchema.extend({
  ...queryAFields,
  ...queryBFields,
  ...timeseriesSharedFields,
  ...timeseriesSeriesStyleFields,
  seriesTypeB: seriesTypeSchema.default('bar'),
  stackB: stackSchema,
  areaB: z.boolean().default(false),
  opacityB: z.coerce.number().min(0).max(1).default(0.2),
  markerEnabledB: z.boolean().default(false),
  markerSizeB: z.coerce.number().min(0).default(6),
  show_valueB: z.boolean().default(false),
  yAxisIndex: axisIndex,
  yAxisIndexB: axisIndex,
  y_axis_format_secondary: z.string().nullable().default('SMART_NUMBER'),
  currency_format_secondary: timeseriesSharedFields.currency_format,
  y_axis_bounds_secondary: boundsSchema,
  logAxisSecondary: z.boolean().default(false),
  yAxisTitleSecondary: z.string().nullable().default(''),
});
export type MixedTimeseriesFormData = z.infer<typeof mixedTimeseriesFormDataSchema>;

/** The chart-wide keys each query's form data keeps as they are. */
type QueryFormData = TimeseriesFormData;

const RENDER_DEFAULTS = {
  orientation: 'vertical',
  x_axis_sort: null,
  x_axis_sort_asc: true,
  x_axis_sort_series: 'name',
  x_axis_sort_series_ascending: true,
  sort_series_type: 'sum',
  sort_series_ascending: false,
} as const;

/** Query A as a time-series chart's form data (series style A). */
export function queryAFormData(formData: MixedTimeseriesFormData): QueryFormData {
  return { ...formData, ...RENDER_DEFAULTS, contributionMode: null };
}

/** Query B as a time-series chart's form data: the `_b` keys and series style B in place of A's. */
export function queryBFormData(formData: MixedTimeseriesFormData): QueryFormData {
  return {
    ...formData,
    ...RENDER_DEFAULTS,
    contributionMode: null,
    metrics: formData.metrics_b,
    groupby: formData.groupby_b,
    adhoc_filters: formData.adhoc_filters_b,
    series_limit: formData.series_limit_b,
    series_limit_metric: formData.series_limit_metric_b,
    limit: formData.limit_b,
    timeseries_limit_metric: formData.timeseries_limit_metric_b,
    order_desc: formData.order_desc_b,
    row_limit: formData.row_limit_b,
    truncate_metric: formData.truncate_metric_b,
    show_empty_columns: formData.show_empty_columns_b,
    rolling_type: formData.rolling_type_b,
    rolling_periods: formData.rolling_periods_b,
    min_periods: formData.min_periods_b,
    time_compare: formData.time_compare_b,
    comparison_type: formData.comparison_type_b,
    resample_rule: formData.resample_rule_b,
    resample_method: formData.resample_method_b,
    // Annotations are drawn once, from Query A's answer.
    annotation_layers: [],
    seriesType: formData.seriesTypeB,
    stack: formData.stackB,
    area: formData.areaB,
    opacity: formData.opacityB,
    markerEnabled: formData.markerEnabledB,
    markerSize: formData.markerSizeB,
    show_value: formData.show_valueB,
  };
}
