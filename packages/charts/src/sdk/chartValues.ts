import type { ChartDataResult, ChartDatasource } from './chartPlugin.js';
import type { TimeFormatter } from './format/timeFormat.js';

/**
 * Reading chart-data result cells the way Superset's plugins do: numbers that arrive as text (engines
 * return DECIMAL as strings), group values that are timestamps (epoch milliseconds), missing values
 * shown as '<NULL>', and the dataset's verbose names.
 */

/** Superset's GenericDataType, as the chart-data response's `coltypes` carries it. */
export const GENERIC_DATA_TYPE = { NUMERIC: 0, STRING: 1, TEMPORAL: 2, BOOLEAN: 3 } as const;

/** Superset's NULL_STRING: how a missing group value is named in labels, legends and filters. */
export const NULL_LABEL = '<NULL>';

/** A result cell as the charts use it: JSON scalars only. */
export type CellScalar = string | number | boolean | null;

export type Row = Readonly<Record<string, unknown>>;

/** A finite number from a number, numeric text or a bigint; null for anything else (NaN included). */
export function toNumber(value: unknown): number | null {
  const number =
    typeof value === 'number' || typeof value === 'bigint'
      ? Number(value)
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : Number.NaN;
  return Number.isFinite(number) ? number : null;
}

/** A cell as a JSON scalar (objects and arrays become their text), so it can travel in a filter. */
export function toScalar(value: unknown): CellScalar {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return typeof value === 'bigint' ? Number(value) : JSON.stringify(value);
}

/** The result columns whose values are timestamps. */
export function temporalColumns(result: ChartDataResult | undefined): ReadonlySet<string> {
  const names = new Set<string>();
  result?.colnames.forEach((name, i) => {
    if (result.coltypes[i] === GENERIC_DATA_TYPE.TEMPORAL) names.add(name);
  });
  return names;
}

/** Whether the result column `label` holds timestamps. */
export function isTemporalColumn(result: ChartDataResult | undefined, label: string): boolean {
  return result?.coltypes[result.colnames.indexOf(label)] === GENERIC_DATA_TYPE.TEMPORAL;
}

/** A group value as users read it (Superset's formatSeriesName): times in the chart's time format. */
export function formatCategory(value: unknown, temporal: boolean, formatTime: TimeFormatter): string {
  if (value === null || value === undefined) return NULL_LABEL;
  if (temporal && (typeof value === 'number' || typeof value === 'string')) return formatTime(value);
  return String(value);
}

/** One bound of a bounds control; null when open or not a number. */
export function parseBound(bound: unknown): number | null {
  return toNumber(bound);
}

/** The name users see for a result column: the dataset's verbose name when it has one. */
export function columnVerboseName(label: string, datasource: ChartDatasource | undefined): string {
  const column = datasource?.columns.find((candidate) => candidate.column_name === label);
  if (column?.verbose_name) return column.verbose_name;
  return datasource?.metrics.find((metric) => metric.metric_name === label)?.verbose_name || label;
}
