import { z } from 'zod';
import { conditionalFormattingSchema } from '../../sdk/conditionalFormatting/config.js';
import { baseFormDataSchema, formColumnSchema, formMetricSchema } from '../../sdk/formData.js';
import { currencyFormatSchema } from '../../sdk/formFields.js';

/** Superset 3.1's `table` form data. Numbers Explore may save as text (free-form selects) are coerced. */

export const QUERY_MODES = ['aggregate', 'raw'] as const;
export type QueryMode = (typeof QUERY_MODES)[number];

const intOrText = (fallback: number) =>
  z
    .union([z.number(), z.string(), z.null()])
    .optional()
    .transform((value) => {
      const number = value === null || value === undefined || value === '' ? Number.NaN : Number(value);
      return Number.isFinite(number) ? Math.trunc(number) : fallback;
    });

/** Column display config: how one result column is drawn. */
export const columnConfigSchema = z.looseObject({
  columnWidth: z.number().positive().nullable().optional(),
  horizontalAlign: z.enum(['left', 'center', 'right']).nullable().optional(),
  d3NumberFormat: z.string().nullable().optional(),
  d3SmallNumberFormat: z.string().nullable().optional(),
  d3TimeFormat: z.string().nullable().optional(),
  fractionDigits: z.number().int().min(0).max(100).nullable().optional(),
  showCellBars: z.boolean().nullable().optional(),
  alignPositiveNegative: z.boolean().nullable().optional(),
  colorPositiveNegative: z.boolean().nullable().optional(),
  currencyFormat: currencyFormatSchema,
  emitTarget: z.string().nullable().optional(),
});
export type ColumnConfig = z.infer<typeof columnConfigSchema>;

const rawTableFormDataSchema = baseFormDataSchema.extend({
  query_mode: z.enum(QUERY_MODES).optional(),
  groupby: z.array(formColumnSchema).nullable().default([]),
  metrics: z.array(formMetricSchema).nullable().default([]),
  percent_metrics: z.array(formMetricSchema).nullable().default([]),
  timeseries_limit_metric: z
    .union([formMetricSchema, z.array(formMetricSchema)])
    .nullable()
    .optional(),
  all_columns: z.array(formColumnSchema).nullable().default([]),
  /** Raw mode sort: JSON strings `'["column", ascending]'` as Superset saves them. */
  order_by_cols: z.array(z.string()).nullable().default([]),
  order_desc: z.boolean().default(true),
  row_limit: intOrText(10000),
  server_pagination: z.boolean().default(false),
  server_page_length: intOrText(10),
  /** Client-side page size; 0 or empty shows every row. */
  page_length: intOrText(0),
  include_search: z.boolean().default(false),
  show_totals: z.boolean().default(false),
  table_timestamp_format: z.string().default('smart_date'),
  show_cell_bars: z.boolean().default(true),
  align_pn: z.boolean().default(false),
  color_pn: z.boolean().default(true),
  allow_rearrange_columns: z.boolean().default(false),
  column_config: z.record(z.string(), columnConfigSchema).nullable().default({}),
  conditional_formatting: conditionalFormattingSchema,
  /** Filled by Explore: which groupby columns are temporal, so they get the time grain. */
  temporal_columns_lookup: z.record(z.string(), z.boolean()).nullable().optional(),
});

/**
 * Superset's getQueryMode: the saved mode, else raw when raw columns were picked. Lists saved as null
 * become empty lists so the plugin never checks for both.
 */
export const tableFormDataSchema = rawTableFormDataSchema.transform((formData) => ({
  ...formData,
  query_mode: (formData.query_mode ??
    ((formData.all_columns ?? []).length > 0 ? 'raw' : 'aggregate')) as QueryMode,
  groupby: formData.groupby ?? [],
  metrics: formData.metrics ?? [],
  percent_metrics: formData.percent_metrics ?? [],
  all_columns: formData.all_columns ?? [],
  order_by_cols: formData.order_by_cols ?? [],
  column_config: formData.column_config ?? {},
}));
export type TableFormData = z.infer<typeof tableFormDataSchema>;
