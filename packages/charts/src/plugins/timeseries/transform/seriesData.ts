import type { ChartDataResult } from '../../../sdk/chartPlugin.js';
import { GENERIC_DATA_TYPE, NULL_LABEL, toNumber } from '../../../sdk/chartValues.js';

/**
 * A pivoted time-series result read into x values and series. Each result column other than the
 * x-axis is a series named by its flattened labels ('1 year ago, boy'); commas inside a label arrive
 * escaped ('Trucks\, Buses') so the name can be split back into its labels.
 */

export type XAxisType = 'time' | 'value' | 'category';
export type XValue = number | string;

export interface RawSeries {
  /** The result column: what cross-filters select and label colors are keyed by. */
  key: string;
  /** The column name unescaped, as the legend shows it. */
  name: string;
  /** The column's labels: [metric?, offset?, ...group values] (whatever the rename step left). */
  labels: string[];
  values: (number | null)[];
}

export interface SeriesData {
  xType: XAxisType;
  xValues: XValue[];
  series: RawSeries[];
}

/** Splits on ', ' not preceded by a backslash and unescapes each label. */
export function splitSeriesName(name: string): string[] {
  return name.split(/(?<!\\), /).map((label) => label.replaceAll('\\,', ','));
}

/** A temporal cell as epoch milliseconds: numbers as they are, numeric or ISO strings parsed. */
export function toEpochMs(value: unknown): number | null {
  const number = toNumber(value);
  if (number !== null) return number;
  if (typeof value === 'string') {
    const parsed = Date.parse(/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value.replace(' ', 'T')}Z`);
    return Number.isNaN(parsed) ? null : parsed;
  }
  return value instanceof Date ? value.getTime() : null;
}

function axisTypeOf(result: ChartDataResult, xAxisLabel: string): XAxisType {
  const coltype = result.coltypes?.[result.colnames?.indexOf(xAxisLabel) ?? -1];
  if (coltype === GENERIC_DATA_TYPE.TEMPORAL) return 'time';
  if (coltype === GENERIC_DATA_TYPE.NUMERIC) return 'value';
  if (coltype !== undefined) return 'category';
  const first = result.data.find((row) => row[xAxisLabel] !== null && row[xAxisLabel] !== undefined);
  return typeof first?.[xAxisLabel] === 'number' ? 'time' : 'category';
}

function xValueOf(value: unknown, type: XAxisType): XValue | null {
  if (type === 'time') return toEpochMs(value);
  if (type === 'value') return toNumber(value);
  return value === null || value === undefined ? NULL_LABEL : String(value);
}

/** The series columns of a result: every column but the x-axis, in the result's order. */
function seriesColumns(result: ChartDataResult, xAxisLabel: string): string[] {
  const names = result.colnames?.length ? result.colnames : Object.keys(result.data[0] ?? {});
  return names.filter((name) => name !== xAxisLabel);
}

/** Rows without an x value are dropped: there is nowhere to draw them. */
export function extractSeriesData(result: ChartDataResult | undefined, xAxisLabel: string): SeriesData {
  if (!result) return { xType: 'time', xValues: [], series: [] };
  const xType = axisTypeOf(result, xAxisLabel);
  const rows = result.data.flatMap((row) => {
    const x = xValueOf(row[xAxisLabel], xType);
    return x === null ? [] : [{ x, row }];
  });
  const series = seriesColumns(result, xAxisLabel).map((key): RawSeries => {
    const labels = splitSeriesName(key);
    return { key, name: labels.join(', '), labels, values: rows.map(({ row }) => toNumber(row[key])) };
  });
  return { xType, xValues: rows.map(({ x }) => x), series };
}
