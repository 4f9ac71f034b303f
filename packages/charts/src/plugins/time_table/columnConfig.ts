import { z } from 'zod';

/**
 * Time-series column config, as Superset's TimeSeriesColumnControl saves it in
 * `column_collection`. Numbers typed in text inputs arrive as text and are read as numbers here.
 */

/** Time-series column types. */
export const TIME_SERIES_COLUMN_TYPES = ['time', 'contrib', 'spark', 'avg'] as const;
export type TimeSeriesColumnType = (typeof TIME_SERIES_COLUMN_TYPES)[number];

/** Comparison types. */
export const COMPARISON_TYPES = ['value', 'diff', 'perc', 'perc_change'] as const;
export type ComparisonType = (typeof COMPARISON_TYPES)[number];

/** The control's select labels (Superset's wording). */
export const COLUMN_TYPE_CHOICES: readonly (readonly [TimeSeriesColumnType, string])[] = [
  ['time', 'Time comparison'],
  ['contrib', 'Contribution'],
  ['spark', 'Sparkline'],
  ['avg', 'Period average'],
];
export const COMPARISON_TYPE_CHOICES: readonly (readonly [ComparisonType, string])[] = [
  ['value', 'Actual value'],
  ['diff', 'Difference'],
  ['perc', 'Percentage'],
  ['perc_change', 'Percentage change'],
];

const numberOrNull = z
  .union([z.number(), z.string(), z.null()])
  .optional()
  .transform((value): number | null => {
    if (value === null || value === undefined || (typeof value === 'string' && value.trim() === ''))
      return null;
    const number = Number(value);
    return Number.isFinite(number) ? number : null;
  });

const bounds = z
  .array(z.union([z.number(), z.string(), z.null()]))
  .nullable()
  .optional()
  .transform((value): [number | null, number | null] => {
    const read = (item: unknown) => {
      if (item === null || item === undefined || item === '') return null;
      const number = Number(item);
      return Number.isFinite(number) ? number : null;
    };
    return [read(value?.[0]), read(value?.[1])];
  });

const text = z
  .string()
  .nullable()
  .optional()
  .transform((value) => value ?? '');

export const timeSeriesColumnSchema = z.looseObject({
  key: z.string().optional(),
  label: text,
  tooltip: text,
  colType: z
    .union([z.enum(TIME_SERIES_COLUMN_TYPES), z.literal(''), z.null()])
    .optional()
    .transform((value) => value || null),
  width: numberOrNull,
  height: numberOrNull,
  timeLag: numberOrNull,
  timeRatio: numberOrNull,
  comparisonType: z
    .union([z.enum(COMPARISON_TYPES), z.literal(''), z.null()])
    .optional()
    .transform((value) => value || null),
  showYAxis: z.boolean().nullable().optional().transform(Boolean),
  yAxisBounds: bounds,
  bounds,
  d3format: text,
  dateFormat: text,
});
export type TimeSeriesColumnConfig = z.infer<typeof timeSeriesColumnSchema>;
