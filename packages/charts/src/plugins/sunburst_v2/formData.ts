import { z } from 'zod';
import { baseFormDataSchema, formColumnSchema, formMetricSchema } from '../../sdk/formData.js';
import { currencyFormatSchema } from '../../sdk/formFields.js';

export const SUNBURST_LABEL_TYPES = ['key', 'value', 'key_value'] as const;

export const sunburstFormDataSchema = baseFormDataSchema.extend({
  /** The hierarchy: the innermost ring is the first column. */
  columns: z.array(formColumnSchema).default([]),
  metric: formMetricSchema,
  /** Colors the arcs by secondary / primary on the linear scheme; empty means categorical colors. */
  secondary_metric: formMetricSchema.nullable().optional(),
  row_limit: z.coerce.number().int().positive().default(10000),
  sort_by_metric: z.boolean().default(false),
  color_scheme: z.string().default('supersetColors'),
  linear_color_scheme: z.string().default('superset_seq_1'),
  show_labels: z.boolean().default(false),
  /** Percentage points of the circle an arc needs before it gets a label. */
  show_labels_threshold: z.coerce.number().min(0).default(5),
  show_total: z.boolean().default(false),
  label_type: z.enum(SUNBURST_LABEL_TYPES).default('key'),
  number_format: z.string().default('SMART_NUMBER'),
  currency_format: currencyFormatSchema,
  date_format: z.string().default('smart_date'),
});
export type SunburstFormData = z.infer<typeof sunburstFormDataSchema>;
