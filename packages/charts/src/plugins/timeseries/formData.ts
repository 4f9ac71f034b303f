import { z } from 'zod';
import { LEGEND_ORIENTATIONS, LEGEND_TYPES } from '../../sdk/echarts/legend.js';
import { baseFormDataSchema, formColumnSchema, formMetricSchema } from '../../sdk/formData.js';
import { boundsSchema, currencyFormatSchema } from '../../sdk/formFields.js';
import { annotationLayerSchema } from './annotations/annotationLayer.js';

/**
 * The form data of Superset 3.1's ECharts time-series charts, key for key, so saved Superset charts
 * open unchanged. The query fields are grouped so the Mixed Chart can repeat them with its `_b` suffix.
 */

/** Text controls save numbers as strings ("7"); empty text is "no value". */
export const numberLike = z.union([z.number(), z.string()]).nullable().optional();

/** Superset 3.1 saves null / 'Stack' / 'Stream'; charts saved before 2.1 saved a boolean. */
export const stackSchema = z
  .preprocess(
    (value) => (value === true ? 'Stack' : value === false || value === '' ? null : value),
    z.enum(['Stack', 'Stream']).nullable(),
  )
  .default(null);
export type StackType = z.infer<typeof stackSchema>;

export const SERIES_TYPES = ['line', 'scatter', 'smooth', 'bar', 'start', 'middle', 'end'] as const;
export type SeriesType = (typeof SERIES_TYPES)[number];
export const seriesTypeSchema = z.enum(SERIES_TYPES);

/** One query's fields (Query A; the Mixed Chart's Query B has the same with `_b`). */
export const timeseriesQueryFields = {
  metrics: z.array(formMetricSchema).min(1, 'Metrics cannot be empty'),
  groupby: z.array(formColumnSchema).default([]),
  /** Superset 3.1 names: `limit` and `timeseries_limit_metric`; newer ones: series_limit(_metric). */
  series_limit: numberLike,
  series_limit_metric: formMetricSchema.nullable().optional(),
  limit: numberLike,
  timeseries_limit_metric: formMetricSchema.nullable().optional(),
  order_desc: z.boolean().default(true),
  row_limit: numberLike.default(10000),
  truncate_metric: z.boolean().default(true),
  show_empty_columns: z.boolean().default(true),
  contributionMode: z.enum(['row', 'column']).nullable().optional(),
  rolling_type: z.string().nullable().default('None'),
  rolling_periods: numberLike,
  min_periods: numberLike,
  time_compare: z
    .union([z.array(z.string()), z.string()])
    .nullable()
    .transform((value) => (typeof value === 'string' ? [value] : (value ?? [])))
    .default([]),
  comparison_type: z.string().nullable().default('values'),
  resample_rule: z.string().nullable().optional(),
  resample_method: z.string().nullable().optional(),
};

/** Fields shared by every chart of the family (the x-axis and the drawing options). */
export const timeseriesSharedFields = {
  x_axis: formColumnSchema.nullable().optional(),
  annotation_layers: z.array(annotationLayerSchema).nullable().default([]),
  color_scheme: z.string().default('supersetColors'),
  zoomable: z.boolean().default(false),
  show_legend: z.boolean().default(true),
  legendType: z.enum(LEGEND_TYPES).default('scroll'),
  legendOrientation: z.enum(LEGEND_ORIENTATIONS).default('top'),
  legendMargin: numberLike,
  x_axis_title: z.string().nullable().default(''),
  x_axis_title_margin: numberLike.default(15),
  y_axis_title: z.string().nullable().default(''),
  y_axis_title_margin: numberLike.default(15),
  y_axis_title_position: z.enum(['Left', 'Top']).default('Left'),
  x_axis_time_format: z.string().nullable().default('smart_date'),
  xAxisLabelRotation: z.coerce.number().default(0),
  rich_tooltip: z.boolean().default(true),
  tooltipSortByMetric: z.boolean().default(false),
  tooltipTimeFormat: z.string().nullable().default('smart_date'),
  y_axis_format: z.string().nullable().default('SMART_NUMBER'),
  currency_format: currencyFormatSchema,
  logAxis: z.boolean().default(false),
  minorSplitLine: z.boolean().default(false),
  truncateYAxis: z.boolean().default(false),
  y_axis_bounds: boundsSchema,
  percentage_threshold: numberLike.default(0),
};

/** How one query's series are drawn (the Mixed Chart has a second set with a `B` suffix). */
export const timeseriesSeriesStyleFields = {
  seriesType: seriesTypeSchema.default('line'),
  stack: stackSchema,
  area: z.boolean().default(false),
  opacity: z.coerce.number().min(0).max(1).default(0.2),
  markerEnabled: z.boolean().default(false),
  markerSize: z.coerce.number().min(0).default(6),
  show_value: z.boolean().default(false),
  only_total: z.boolean().default(false),
};

export const timeseriesFormDataSchema = baseFormDataSchema.extend({
  ...timeseriesQueryFields,
  ...timeseriesSharedFields,
  ...timeseriesSeriesStyleFields,
  orientation: z.enum(['vertical', 'horizontal']).default('vertical'),
  /** Sort of a categorical x-axis without dimensions: the x-axis label or a metric label. */
  x_axis_sort: z.string().nullable().optional(),
  x_axis_sort_asc: z.boolean().default(true),
  /** Sort of a categorical x-axis with dimensions: by category name or a total over the series. */
  x_axis_sort_series: z.enum(['name', 'sum', 'min', 'max', 'avg']).default('name'),
  x_axis_sort_series_ascending: z.boolean().default(true),
  /** Series order (legend and stacking). */
  sort_series_type: z.enum(['name', 'min', 'max', 'avg', 'sum']).default('sum'),
  sort_series_ascending: z.boolean().default(false),
});
export type TimeseriesFormData = z.infer<typeof timeseriesFormDataSchema>;

/** The query fields of one query, as buildTimeseriesQueryObject reads them. */
export type TimeseriesQueryFormData = Pick<
  TimeseriesFormData,
  keyof typeof timeseriesQueryFields | 'x_axis' | 'time_grain_sqla' | 'granularity_sqla'
>;
