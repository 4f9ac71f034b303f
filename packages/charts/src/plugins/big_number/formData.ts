import { z } from 'zod';
import { ROLLING_TYPES } from '../../sdk/advancedAnalytics.js';
import { baseFormDataSchema, formColumnSchema, formMetricSchema } from '../../sdk/formData.js';
import { currencyFormatSchema, numberishSchema, optionalNumberSchema } from '../../sdk/formFields.js';

/** Superset's default Big Number color, r0 g122 b135. */
export const DEFAULT_COLOR_PICKER = { r: 0, g: 122, b: 135, a: 1 };

export const bigNumberFormDataSchema = baseFormDataSchema.extend({
  metric: formMetricSchema,
  /** The temporal x-axis; charts saved before generic axes have `granularity_sqla` instead. */
  x_axis: formColumnSchema.nullish(),
  /** How many periods back the comparison looks; empty means no comparison. */
  compare_lag: optionalNumberSchema.default(null),
  compare_suffix: z.string().nullish(),
  show_timestamp: z.boolean().default(false),
  show_trend_line: z.boolean().default(true),
  start_y_axis_at_zero: z.boolean().default(true),
  time_range_fixed: z.boolean().default(false),
  color_picker: z
    .looseObject({ r: z.number(), g: z.number(), b: z.number(), a: z.number().optional() })
    .default(DEFAULT_COLOR_PICKER),
  header_font_size: numberishSchema.default(0.4),
  subheader_font_size: numberishSchema.default(0.15),
  y_axis_format: z.string().default('SMART_NUMBER'),
  currency_format: currencyFormatSchema,
  time_format: z.string().default('smart_date'),
  force_timestamp_formatting: z.boolean().default(false),
  rolling_type: z.enum(ROLLING_TYPES).nullish().catch(null),
  rolling_periods: optionalNumberSchema.default(null),
  min_periods: optionalNumberSchema.default(null),
  resample_rule: z.string().nullish(),
  resample_method: z.string().nullish(),
});
export type BigNumberFormData = z.infer<typeof bigNumberFormDataSchema>;
