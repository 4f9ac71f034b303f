import { z } from 'zod';
import { legendFormFields } from '../../sdk/echarts/legend.js';
import { baseFormDataSchema, formColumnSchema, formMetricSchema } from '../../sdk/formData.js';
import { currencyFormatSchema, numberishSchema } from '../../sdk/formFields.js';
import { VALUE_LABEL_TYPES } from '../../sdk/labels.js';

/**
 * Superset saves a funnel's label contents as the number of its EchartsFunnelLabelTypeType enum
 * (0 = key … 5 = key, value and percent, 6 = value and percent); names are read too.
 */
export const FUNNEL_LABEL_TYPES = VALUE_LABEL_TYPES;
export type FunnelLabelType = (typeof FUNNEL_LABEL_TYPES)[number];

const labelTypeSchema = z.union([
  z
    .number()
    .int()
    .min(0)
    .max(FUNNEL_LABEL_TYPES.length - 1),
  z.enum(FUNNEL_LABEL_TYPES),
]);

/** A saved label type (enum number or name) as its name. */
export function funnelLabelType(value: number | FunnelLabelType): FunnelLabelType {
  return typeof value === 'number' ? FUNNEL_LABEL_TYPES[value]! : value;
}

export const PERCENT_CALCULATION_TYPES = ['first_step', 'prev_step', 'total'] as const;

export const funnelFormDataSchema = baseFormDataSchema.extend({
  groupby: z.array(formColumnSchema).default([]),
  metric: formMetricSchema,
  row_limit: numberishSchema.default(10),
  sort_by_metric: z.boolean().default(true),
  /**
   * New charts get 'first_step' from the control; a saved chart without the key predates the control
   * and showed percent of total, which is what Superset's migration 06dd9ff00fe8 writes into them.
   */
  percent_calculation_type: z.enum(PERCENT_CALCULATION_TYPES).catch('total').default('total'),
  color_scheme: z.string().default('supersetColors'),
  ...legendFormFields,
  show_labels: z.boolean().default(true),
  label_type: labelTypeSchema.catch(0).default(0),
  show_tooltip_labels: z.boolean().default(true),
  tooltip_label_type: labelTypeSchema.catch(5).default(5),
  number_format: z.string().default('SMART_NUMBER'),
  currency_format: currencyFormatSchema,
});
export type FunnelFormData = z.infer<typeof funnelFormDataSchema>;
