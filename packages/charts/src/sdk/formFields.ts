import { z } from 'zod';

/**
 * Zod schemas for form-data fields many chart types share. Superset's free-form selects and text inputs
 * save numbers as strings ("100") as often as numbers, so numeric fields accept both.
 */

const toNumberIfNumeric = (value: unknown): unknown =>
  typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value;

/** A number control: numbers and numeric text. */
export const numberishSchema = z.preprocess(toNumberIfNumeric, z.number());

/** An optional number control: empty text and null both mean "not set". */
export const optionalNumberSchema = z.preprocess(
  (value) => (value === '' || value === undefined ? null : toNumberIfNumeric(value)),
  z.number().nullable(),
);

/**
 * Superset's currency control value, e.g. `{symbol: 'USD', symbolPosition: 'prefix'}`; `{}` or an empty
 * symbol means none. Any position other than 'suffix' reads as 'prefix' (see `chartCurrency`).
 */
export const currencyFormatSchema = z
  .looseObject({ symbol: z.string().nullish(), symbolPosition: z.string().nullish() })
  .nullish();
export type CurrencyFormatValue = z.infer<typeof currencyFormatSchema>;

/** A bounds control's `[min, max]`: numbers, numeric text or null (open). */
export const boundsSchema = z
  .array(z.union([z.number(), z.string(), z.null()]))
  .nullable()
  .default([null, null]);
