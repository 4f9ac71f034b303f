import { z } from 'zod';
import { baseFormDataSchema, formColumnSchema, formMetricSchema } from '../../sdk/formData.js';
import { boundsSchema, currencyFormatSchema } from '../../sdk/formFields.js';

/** Superset's axis sort choices: by the category itself or by the metric's total per category. */
export const HEATMAP_SORT_CHOICES = ['alpha_asc', 'alpha_desc', 'value_asc', 'value_desc'] as const;
export type HeatmapAxisSort = (typeof HEATMAP_SORT_CHOICES)[number];

export const HEATMAP_NORMALIZE_ACROSS = ['heatmap', 'x', 'y'] as const;

/** `-1` is Superset's "Auto" tick interval; select controls save numbers, free text saves strings. */
const intervalSchema = z.coerce.number().int().default(-1);
/** 'auto' or pixels (a number, or numeric text from the free-form select). */
const marginSchema = z.union([z.number(), z.string()]).default('auto');

export const heatmapFormDataSchema = baseFormDataSchema.extend({
  x_axis: formColumnSchema,
  /** The y-axis column; Superset's control is single-valued but older saves hold a one-item list. */
  groupby: z.union([formColumnSchema, z.array(formColumnSchema).min(1)]),
  metric: formMetricSchema,
  row_limit: z.coerce.number().int().positive().default(10000),
  sort_x_axis: z.enum(HEATMAP_SORT_CHOICES).nullable().default('alpha_asc'),
  sort_y_axis: z.enum(HEATMAP_SORT_CHOICES).nullable().default('alpha_asc'),
  normalize_across: z.enum(HEATMAP_NORMALIZE_ACROSS).default('heatmap'),
  linear_color_scheme: z.string().default('superset_seq_1'),
  xscale_interval: intervalSchema,
  yscale_interval: intervalSchema,
  left_margin: marginSchema,
  bottom_margin: marginSchema,
  value_bounds: boundsSchema,
  y_axis_format: z.string().default('SMART_NUMBER'),
  x_axis_time_format: z.string().default('smart_date'),
  currency_format: currencyFormatSchema,
  show_legend: z.boolean().default(true),
  show_percentage: z.boolean().default(true),
  show_values: z.boolean().default(false),
  normalized: z.boolean().default(false),
});
export type HeatmapFormData = z.infer<typeof heatmapFormDataSchema>;
