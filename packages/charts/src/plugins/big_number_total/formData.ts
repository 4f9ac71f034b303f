import { z } from 'zod';
import { baseFormDataSchema, formMetricSchema } from '../../sdk/formData.js';
import { currencyFormatSchema, numberishSchema } from '../../sdk/formFields.js';

export const bigNumberTotalFormDataSchema = baseFormDataSchema.extend({
  metric: formMetricSchema,
  subheader: z.string().default(''),
  y_axis_format: z.string().default('SMART_NUMBER'),
  /** The chart's currency; when empty, the saved metric's currency applies. */
  currency_format: currencyFormatSchema,
  header_font_size: numberishSchema.default(0.4),
  subheader_font_size: numberishSchema.default(0.15),
  force_timestamp_formatting: z.boolean().default(false),
  time_format: z.string().default('smart_date'),
});
export type BigNumberTotalFormData = z.infer<typeof bigNumberTotalFormDataSchema>;
