import { z } from 'zod';
import { conditionalFormattingSchema } from '../../sdk/conditionalFormatting/config.js';
import { baseFormDataSchema, formColumnSchema, formMetricSchema } from '../../sdk/formData.js';
import { currencyFormatSchema } from '../../sdk/formFields.js';
import { AGGREGATE_FUNCTIONS } from './aggregators.js';
import { PIVOT_ORDERS } from './pivotData.js';

/** Superset 3.1's `pivot_table_v2` form data. */
export const pivotTableFormDataSchema = baseFormDataSchema.extend({
  groupbyRows: z.array(formColumnSchema).nullable().default([]),
  groupbyColumns: z.array(formColumnSchema).nullable().default([]),
  metrics: z.array(formMetricSchema).min(1, 'Metrics cannot be empty'),
  metricsLayout: z.enum(['COLUMNS', 'ROWS']).default('COLUMNS'),
  row_limit: z
    .union([z.number(), z.string()])
    .default(10000)
    .transform((value) => (Number.isFinite(Number(value)) ? Math.trunc(Number(value)) : 10000)),
  series_limit_metric: formMetricSchema.nullable().optional(),
  order_desc: z.boolean().default(true),
  aggregateFunction: z.enum(AGGREGATE_FUNCTIONS).default('Sum'),
  rowTotals: z.boolean().default(false),
  rowSubTotals: z.boolean().default(false),
  colTotals: z.boolean().default(false),
  colSubTotals: z.boolean().default(false),
  /** true: subtotal rows above their group; false: below. */
  rowSubtotalPosition: z.boolean().default(false),
  /** true: subtotal columns left of their group; false: right. */
  colSubtotalPosition: z.boolean().default(false),
  transposePivot: z.boolean().default(false),
  combineMetric: z.boolean().default(false),
  valueFormat: z.string().default('SMART_NUMBER'),
  currency_format: currencyFormatSchema,
  date_format: z.string().default('smart_date'),
  rowOrder: z.enum(PIVOT_ORDERS).default('key_a_to_z'),
  colOrder: z.enum(PIVOT_ORDERS).default('key_a_to_z'),
  conditional_formatting: conditionalFormattingSchema,
  temporal_columns_lookup: z.record(z.string(), z.boolean()).nullable().optional(),
});
export type PivotTableFormData = z.infer<typeof pivotTableFormDataSchema>;
