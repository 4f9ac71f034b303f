import { z } from 'zod';
import { baseFormDataSchema, formColumnSchema, formMetricSchema } from '../../sdk/formData.js';

/** Superset's whisker choices; the select is free-form, so other "<low>/<high> percentiles" also work. */
export const WHISKER_OPTIONS = [
  'Tukey',
  'Min/max (no outliers)',
  '2/98 percentiles',
  '9/91 percentiles',
] as const;

export const X_TICKS_LAYOUTS = ['auto', 'flat', '45°', '90°', 'staggered'] as const;

export const boxPlotFormDataSchema = baseFormDataSchema.extend({
  /** "Distribute across": the rows each box summarizes are grouped by these columns first. */
  columns: z.array(formColumnSchema).default([]),
  /** One box per combination of these columns. */
  groupby: z.array(formColumnSchema).default([]),
  metrics: z.array(formMetricSchema).min(1),
  whiskerOptions: z.string().default('Tukey'),
  series_limit: z.coerce.number().int().positive().nullable().optional(),
  series_limit_metric: formMetricSchema.nullable().optional(),
  row_limit: z.coerce.number().int().positive().nullable().optional(),
  color_scheme: z.string().default('supersetColors'),
  x_ticks_layout: z.enum(X_TICKS_LAYOUTS).default('auto'),
  number_format: z.string().default('SMART_NUMBER'),
  date_format: z.string().default('smart_date'),
  x_axis_title: z.string().default(''),
  y_axis_title: z.string().default(''),
});
export type BoxPlotFormData = z.infer<typeof boxPlotFormDataSchema>;
