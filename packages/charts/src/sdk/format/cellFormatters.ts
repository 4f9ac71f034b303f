import type { TimeGrain } from '@sightline/core';
import { toNumber } from '../chartValues.js';
import { getNumberFormatter, type Currency } from './numberFormat.js';
import { getTimeFormatter, SMART_DATE } from './timeFormat.js';
import { getTimeFormatForGrain } from './timeFormatOptions.js';

/**
 * Cell formatters for tabular charts (Table, Pivot Table, Time-series Table): they take any cell value
 * and never throw, so a bad format typed into a column config shows raw values instead of breaking the
 * chart.
 */
export type CellFormatter = (value: unknown) => string;

/** Superset's DATABASE_DATETIME: how a timestamp prints when no format is chosen. */
export const DATABASE_DATETIME = '%Y-%m-%d %H:%M:%S';
/** Superset's PERCENT_3_POINT: the default format of percent metrics. */
export const PERCENT_3_POINT = '.3%';

/** Epoch milliseconds from a temporal cell (epoch ms, or an ISO date text); null when it is not a time. */
export function cellTime(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.getTime();
  if (typeof value === 'string' && value.trim() !== '') {
    const asNumber = Number(value);
    if (Number.isFinite(asNumber)) return asNumber;
    const parsed = Date.parse(value);
    return Number.isNaN(parsed) ? null : parsed;
  }
  return null;
}

/** The text of a value no format applies to; undefined prints empty, null as N/A (like Superset). */
export function plainText(value: unknown): string {
  if (value === undefined) return '';
  if (value === null) return 'N/A';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  return JSON.stringify(value);
}

export function numberCellFormatter(
  format: string | null | undefined,
  currency?: Currency | null,
): CellFormatter {
  let format_: (value: number) => string;
  try {
    const formatter = getNumberFormatter(format, currency);
    formatter(1); // d3 throws on a bad specifier when it is first used on some versions
    format_ = formatter;
  } catch {
    format_ = String;
  }
  return (value) => {
    if (value === null || value === undefined) return plainText(value);
    const number = toNumber(value);
    return number === null ? plainText(value) : format_(number);
  };
}

export function timeCellFormatter(format: string | null | undefined): CellFormatter {
  let format_: (value: number) => string;
  try {
    const formatter = getTimeFormatter(format || SMART_DATE);
    formatter(0);
    format_ = formatter;
  } catch {
    format_ = (value) => new Date(value).toISOString();
  }
  return (value) => {
    if (value === null || value === undefined) return plainText(value);
    const time = cellTime(value);
    return time === null ? plainText(value) : format_(time);
  };
}

/**
 * Superset's rule for a temporal column's format: a chosen format wins; the adaptive default means the
 * time grain's format when the query has one, else the database datetime format.
 */
export function temporalCellFormatter(
  format: string | null | undefined,
  grain: TimeGrain | null,
): CellFormatter {
  if (format && format !== SMART_DATE) return timeCellFormatter(format);
  return timeCellFormatter(grain ? getTimeFormatForGrain(grain) : DATABASE_DATETIME);
}
