import { z } from 'zod';

/**
 * Form-data field schemas the map plugins share. Superset's free-form selects and text inputs save
 * numbers as strings ("25") as often as numbers, so numeric controls accept both.
 */
const toNumberIfNumeric = (value: unknown): unknown =>
  typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value;

export const numberishSchema = z.preprocess(toNumberIfNumeric, z.number());

/** An optional number control: empty text and null both mean "not set". */
export const optionalNumberSchema = z.preprocess(
  (value) => (value === '' || value === undefined ? null : toNumberIfNumeric(value)),
  z.number().nullable(),
);
