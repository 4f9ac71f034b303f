import { z } from 'zod';
import { baseFormDataSchema, formColumnSchema, formMetricSchema } from '../../sdk/formData.js';
import { currencyFormatSchema } from '../../sdk/formFields.js';

export const TREEMAP_LABEL_TYPES = ['key', 'value', 'key_value'] as const;

export const treemapFormDataSchema = baseFormDataSchema.extend({
  /** The hierarchy, outermost level first. */
  groupby: z.array(formColumnSchema).default([]),
  metric: formMetricSchema,
  row_limit: z.coerce.number().int().positive().default(10000),
  sort_by_metric: z.boolean().default(false),
  color_scheme: z.string().default('supersetColors'),
  show_labels: z.boolean().default(true),
  show_upper_labels: z.boolean().default(true),
  label_type: z.enum(TREEMAP_LABEL_TYPES).default('key_value'),
  number_format: z.string().default('SMART_NUMBER'),
  currency_format: currencyFormatSchema,
  date_format: z.string().default('smart_date'),
});
export type TreemapFormData = z.infer<typeof treemapFormDataSchema>;
