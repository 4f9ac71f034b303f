import { z } from 'zod';

/**
 * Form-data fields and control choices the groupby-based ECharts plugins share (pie, funnel, gauge,
 * radar, categorical bar, big number with trendline). They live beside the pie because it was the first
 * of them; they belong in the SDK once more plugins use them.
 */

const toNumberIfNumeric = (value: unknown): unknown =>
  typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value;

/** Superset's free-form selects and text inputs save numbers as strings ("100") as often as numbers. */
export const numberishSchema = z.preprocess(toNumberIfNumeric, z.number());

/** An optional number control: empty text and null both mean "not set". */
export const optionalNumberSchema = z.preprocess(
  (value) => (value === '' || value === undefined ? null : toNumberIfNumeric(value)),
  z.number().nullable(),
);

/** Superset's currency control value, e.g. `{symbol: 'USD', symbolPosition: 'prefix'}`; `{}` means none. */
export const currencyFormatSchema = z
  .looseObject({
    symbol: z.string().nullish(),
    symbolPosition: z.enum(['prefix', 'suffix']).nullish(),
  })
  .nullish();
export type CurrencyFormatValue = z.infer<typeof currencyFormatSchema>;
