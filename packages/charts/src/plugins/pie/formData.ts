import { z } from 'zod';
import { legendFormFields } from '../../sdk/echarts/legend.js';
import { baseFormDataSchema, formColumnSchema, formMetricSchema } from '../../sdk/formData.js';
import { currencyFormatSchema, numberishSchema } from '../../sdk/formFields.js';
import { LABEL_TYPES } from '../../sdk/labels.js';

export const pieFormDataSchema = baseFormDataSchema.extend({
  groupby: z.array(formColumnSchema).default([]),
  metric: formMetricSchema,
  row_limit: numberishSchema.default(100),
  sort_by_metric: z.boolean().default(true),
  color_scheme: z.string().default('supersetColors'),
  /** Slices smaller than this percent of the whole get no label. */
  show_labels_threshold: numberishSchema.default(5),
  ...legendFormFields,
  label_type: z.enum(LABEL_TYPES).catch('key').default('key'),
  label_template: z.string().nullish(),
  number_format: z.string().default('SMART_NUMBER'),
  currency_format: currencyFormatSchema,
  date_format: z.string().default('smart_date'),
  show_labels: z.boolean().default(true),
  labels_outside: z.boolean().default(true),
  label_line: z.boolean().default(false),
  show_total: z.boolean().default(false),
  donut: z.boolean().default(false),
  innerRadius: numberishSchema.default(30),
  outerRadius: numberishSchema.default(70),
});
export type PieFormData = z.infer<typeof pieFormDataSchema>;
