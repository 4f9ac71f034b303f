import { z } from 'zod';
import { baseFormDataSchema, formColumnSchema, formMetricSchema } from '../../sdk/formData.js';
import { currencyFormatSchema, numberishSchema, optionalNumberSchema } from '../../sdk/formFields.js';

export const gaugeFormDataSchema = baseFormDataSchema.extend({
  groupby: z.array(formColumnSchema).default([]),
  metric: formMetricSchema,
  row_limit: numberishSchema.default(10),
  sort_by_metric: z.boolean().default(true),
  /** Axis bounds; when unset, twice the smallest (at most 0) and largest (at least 0) value. */
  min_val: optionalNumberSchema.default(null),
  max_val: optionalNumberSchema.default(null),
  start_angle: numberishSchema.default(225),
  end_angle: numberishSchema.default(-45),
  color_scheme: z.string().default('supersetColors'),
  font_size: numberishSchema.default(15),
  number_format: z.string().default('SMART_NUMBER'),
  currency_format: currencyFormatSchema,
  /** Text around the value, e.g. '{value} ms'. */
  value_formatter: z.string().default('{value}'),
  show_pointer: z.boolean().default(true),
  animation: z.boolean().default(true),
  show_axis_line_ticks: z.boolean().default(false),
  show_split_line: z.boolean().default(false),
  split_number: numberishSchema.default(10),
  show_progress: z.boolean().default(true),
  overlap: z.boolean().default(true),
  round_cap: z.boolean().default(false),
  /** Comma-separated upper bounds of colored bands, e.g. '2,4,5'. */
  intervals: z.string().nullish(),
  /** Comma-separated 1-based colors of the scheme for those bands, e.g. '1,2,4'. */
  interval_color_indices: z.string().nullish(),
});
export type GaugeFormData = z.infer<typeof gaugeFormDataSchema>;
