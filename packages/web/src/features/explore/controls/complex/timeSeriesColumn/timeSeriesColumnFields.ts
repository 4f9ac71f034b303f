import { newItemKey } from '../collection/itemKey';

/**
 * Time-series column config as the time-series table saves it in `column_collection` (see
 * packages/charts/src/plugins/time_table/columnConfig.ts), and which of its fields each column type uses.
 */

/** Time-series column types and comparison types. */
export const TIME_SERIES_COLUMN_TYPES = ['time', 'contrib', 'spark', 'avg'] as const;
export const COMPARISON_TYPES = ['value', 'diff', 'perc', 'perc_change'] as const;

export type Bounds = [number | null, number | null];

export interface TimeSeriesColumnValue {
  key?: string;
  label?: string;
  tooltip?: string;
  colType?: string | null;
  width?: number | string | null;
  height?: number | string | null;
  timeLag?: number | string | null;
  timeRatio?: number | string | null;
  comparisonType?: string | null;
  showYAxis?: boolean;
  yAxisBounds?: (number | string | null)[] | null;
  bounds?: (number | string | null)[] | null;
  d3format?: string;
  dateFormat?: string;
}

export type TimeSeriesField = Exclude<keyof TimeSeriesColumnValue, 'key'>;

/**
 * The fields the form shows for a column type, in form order: a sparkline has a size, a ratio, a y-axis
 * and a date format; time comparisons and period averages look back a time lag; only time comparisons
 * choose a comparison type; everything but a sparkline is colored by bounds.
 */
export function timeSeriesFieldsFor(colType: string | null | undefined): TimeSeriesField[] {
  const fields: TimeSeriesField[] = ['label', 'tooltip', 'colType'];
  if (colType === 'spark') fields.push('width', 'height');
  if (colType === 'time' || colType === 'avg') fields.push('timeLag');
  if (colType === 'spark') fields.push('timeRatio');
  if (colType === 'time') fields.push('comparisonType');
  if (colType === 'spark') fields.push('showYAxis', 'yAxisBounds');
  if (colType !== 'spark') fields.push('bounds');
  fields.push('d3format');
  if (colType === 'spark') fields.push('dateFormat');
  return fields;
}

/** A new column: nothing chosen yet, open bounds. */
export function newTimeSeriesColumn(): TimeSeriesColumnValue {
  return {
    key: newItemKey(),
    label: '',
    tooltip: '',
    colType: '',
    width: null,
    height: null,
    timeLag: null,
    timeRatio: null,
    comparisonType: '',
    showYAxis: false,
    yAxisBounds: [null, null],
    bounds: [null, null],
    d3format: '',
    dateFormat: '',
  };
}

/** A bound as the form shows it: a number, or null for open (numeric text counts). */
export function boundOf(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

export function boundsOf(value: unknown): Bounds {
  const list = Array.isArray(value) ? value : [];
  return [boundOf(list[0]), boundOf(list[1])];
}
