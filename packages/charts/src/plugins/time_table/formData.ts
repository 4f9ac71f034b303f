import { z } from 'zod';
import { baseFormDataSchema, formColumnSchema, formMetricSchema } from '../../sdk/formData.js';
import { timeSeriesColumnSchema } from './columnConfig.js';

const intOrNull = z
  .union([z.number(), z.string(), z.null()])
  .optional()
  .transform((value) => {
    if (value === null || value === undefined || value === '') return null;
    const number = Number(value);
    return Number.isFinite(number) && number > 0 ? Math.trunc(number) : null;
  });

/** Superset 3.1's `time_table` (Time-series Table) form data. */
export const timeTableFormDataSchema = baseFormDataSchema.extend({
  metrics: z.array(formMetricSchema).default([]),
  groupby: z.array(formColumnSchema).nullable().default([]),
  /** Series limit: with groupby, only the top N series by the sort metric. */
  limit: intOrNull,
  timeseries_limit_metric: formMetricSchema.nullable().optional(),
  order_desc: z.boolean().default(true),
  row_limit: intOrNull.transform((value) => value ?? 10000),
  column_collection: z.array(timeSeriesColumnSchema).nullable().default([]),
  /** A Mustache-like link template for row labels, e.g. `/dashboard/3/?metric={{ metric.label }}`. */
  url: z.string().nullable().default(''),
});
export type TimeTableFormData = z.infer<typeof timeTableFormDataSchema>;
