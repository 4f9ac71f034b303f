import { z } from 'zod';
import { baseFormDataSchema, formColumnSchema, formMetricSchema } from '../../sdk/formData.js';
import { currencyFormatSchema, numberishSchema } from '../../sdk/formFields.js';
import { COUNTRY_FIELD_TYPES } from '../../sdk/geo/countryLookup.js';
import { fixedColorSchema } from '../../sdk/geo/fixedColor.js';

/** Shade countries by the metric (sequential scheme) or give each its categorical color. */
export const COLOR_BY = ['metric', 'country'] as const;

/** Superset 3.1's world_map form data. */
export const worldMapFormDataSchema = baseFormDataSchema.extend({
  entity: formColumnSchema,
  country_fieldtype: z.enum(COUNTRY_FIELD_TYPES).default('cca2'),
  metric: formMetricSchema,
  secondary_metric: formMetricSchema.nullish(),
  row_limit: numberishSchema.default(10000),
  sort_by_metric: z.boolean().default(false),
  show_bubbles: z.boolean().default(false),
  /** The largest bubble's radius in pixels. */
  max_bubble_size: numberishSchema.default(25),
  color_picker: fixedColorSchema,
  color_by: z.enum(COLOR_BY).default('metric'),
  linear_color_scheme: z.string().default('superset_seq_1'),
  color_scheme: z.string().default('supersetColors'),
  y_axis_format: z.string().default('SMART_NUMBER'),
  currency_format: currencyFormatSchema,
});
export type WorldMapFormData = z.infer<typeof worldMapFormDataSchema>;
