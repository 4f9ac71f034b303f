import { z } from 'zod';
import { legendFormFields } from '../../sdk/echarts/legend.js';
import { baseFormDataSchema, formColumnSchema, formMetricSchema } from '../../sdk/formData.js';
import { currencyFormatSchema, numberishSchema, optionalNumberSchema } from '../../sdk/formFields.js';

/** Per metric (by label): the axis bounds; empty means the data decides. */
export const radarColumnConfigSchema = z.record(
  z.string(),
  z.looseObject({
    radarMetricMaxValue: optionalNumberSchema.optional(),
    radarMetricMinValue: optionalNumberSchema.optional(),
  }),
);

/** Where a point's label sits: Superset's LABEL_POSITION choices. */
export const LABEL_POSITIONS = [
  'top',
  'left',
  'right',
  'bottom',
  'inside',
  'insideLeft',
  'insideRight',
  'insideTop',
  'insideBottom',
  'insideTopLeft',
  'insideBottomLeft',
  'insideTopRight',
  'insideBottomRight',
] as const;

export const radarFormDataSchema = baseFormDataSchema.extend({
  groupby: z.array(formColumnSchema).default([]),
  metrics: z.array(formMetricSchema).min(1, 'Metrics cannot be empty'),
  /** "Sort by": orders the rows the row limit keeps (the first metric when unset). */
  timeseries_limit_metric: formMetricSchema.nullish(),
  order_desc: z.boolean().default(true),
  row_limit: numberishSchema.default(10),
  color_scheme: z.string().default('supersetColors'),
  ...legendFormFields,
  show_labels: z.boolean().default(true),
  label_type: z.enum(['value', 'key_value']).catch('value').default('value'),
  label_position: z.enum(LABEL_POSITIONS).catch('top').default('top'),
  number_format: z.string().default('SMART_NUMBER'),
  currency_format: currencyFormatSchema,
  date_format: z.string().default('smart_date'),
  column_config: radarColumnConfigSchema.catch({}).default({}),
  is_circle: z.boolean().default(false),
});
export type RadarFormData = z.infer<typeof radarFormDataSchema>;
