import { z } from 'zod';
import { baseFormDataSchema, formColumnSchema } from '../../sdk/formData.js';

export const histogramFormDataSchema = baseFormDataSchema.extend({
  /** The numeric column to bin; a one-item list is accepted (the legacy chart's `all_columns_x` shape). */
  column: z.union([formColumnSchema, z.array(formColumnSchema).min(1)]),
  groupby: z.array(formColumnSchema).default([]),
  row_limit: z.coerce.number().int().positive().default(10000),
  /** The free-form select saves numbers or numeric text. */
  bins: z.coerce.number().int().min(1).default(5),
  normalize: z.boolean().default(false),
  cumulative: z.boolean().default(false),
  color_scheme: z.string().default('supersetColors'),
  show_value: z.boolean().default(false),
  show_legend: z.boolean().default(true),
  x_axis_title: z.string().default(''),
  x_axis_format: z.string().default('SMART_NUMBER'),
  y_axis_title: z.string().default(''),
  y_axis_format: z.string().default('SMART_NUMBER'),
});
export type HistogramFormData = z.infer<typeof histogramFormDataSchema>;
