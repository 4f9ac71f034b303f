import { z } from 'zod';
import { legendFormFields } from '../../sdk/echarts/legend.js';
import { baseFormDataSchema, formColumnSchema, formMetricSchema } from '../../sdk/formData.js';
import { numberishSchema, optionalNumberSchema } from '../../sdk/formFields.js';

/** How category labels are laid out: Superset's x_ticks_layout. */
export const X_TICKS_LAYOUTS = ['auto', 'flat', '45°', 'staggered'] as const;

/**
 * The legacy NVD3 "Bar Chart" (`dist_bar`) as Superset 3.1 saves it: metrics per category (`groupby`),
 * optionally broken down into series (`columns`). `orientation` comes from the ECharts bar chart.
 */
export const distBarFormDataSchema = baseFormDataSchema.extend({
  metrics: z.array(formMetricSchema).min(1, 'Metrics cannot be empty'),
  groupby: z.array(formColumnSchema).default([]),
  columns: z.array(formColumnSchema).default([]),
  row_limit: numberishSchema.default(10000),
  /** "Sort by": the metric the query orders by (the first metric when unset). */
  timeseries_limit_metric: formMetricSchema.nullish(),
  order_desc: z.boolean().default(true),
  /** Each category's bars as shares of the category's total. */
  contribution: z.boolean().default(false),
  color_scheme: z.string().default('supersetColors'),
  ...legendFormFields,
  rich_tooltip: z.boolean().default(true),
  show_bar_value: z.boolean().default(false),
  bar_stacked: z.boolean().default(false),
  /** Sort the categories by their labels instead of by the first metric. */
  order_bars: z.boolean().default(false),
  y_axis_format: z.string().default('SMART_NUMBER'),
  y_axis_label: z.string().nullish(),
  x_axis_label: z.string().nullish(),
  /** Pixels under the plot for the category labels, or 'auto'. */
  bottom_margin: z
    .union([z.literal('auto'), numberishSchema])
    .catch('auto')
    .default('auto'),
  x_ticks_layout: z.enum(X_TICKS_LAYOUTS).catch('auto').default('auto'),
  /** Hide category labels that would overlap instead of showing every one. */
  reduce_x_ticks: z.boolean().default(false),
  y_axis_bounds: z
    .tuple([optionalNumberSchema, optionalNumberSchema])
    .catch([null, null])
    .default([null, null]),
  orientation: z.enum(['vertical', 'horizontal']).catch('vertical').default('vertical'),
  /** NVD3's stacked/grouped toggle; ECharts charts have none, so it is kept but ignored. */
  show_controls: z.boolean().optional(),
});
export type DistBarFormData = z.infer<typeof distBarFormDataSchema>;
