import { getMetricLabel, truncateLabel, type TimeGrain } from '@sightline/core';
import type { ChartDataResult, ChartDatasource } from '../../sdk/chartPlugin.js';
import { GENERIC_DATA_TYPE, toNumber } from '../../sdk/chartValues.js';
import {
  cellTime,
  numberCellFormatter,
  PERCENT_3_POINT,
  plainText,
  temporalCellFormatter,
  type CellFormatter,
} from '../../sdk/format/cellFormatters.js';
import { chartCurrency } from '../../sdk/format/currency.js';
import type { Currency } from '../../sdk/format/numberFormat.js';
import type { ColumnConfig, TableFormData } from './formData.js';

export type HorizontalAlign = 'left' | 'center' | 'right';

/** One result column as the table draws it. */
export interface TableColumnMeta {
  key: string;
  /** Header text: the verbose name, `%` before percent metrics, cut to 42 characters. */
  label: string;
  /** The untruncated header, for its tooltip. */
  fullLabel: string;
  isNumeric: boolean;
  isTemporal: boolean;
  isMetric: boolean;
  isPercentMetric: boolean;
  /** A dimension of an aggregate query: clicking its cells cross-filters. */
  isDimension: boolean;
  align: HorizontalAlign;
  width: number | null;
  showCellBars: boolean;
  alignPositiveNegative: boolean;
  colorPositiveNegative: boolean;
  format: CellFormatter;
}

/**
 * Superset's processColumns: which result columns are metrics, percent metrics or dimensions, their
 * labels and formats. A metric picked only as a percent metric shows only as its `%` column.
 */
export function processColumns(
  formData: TableFormData,
  result: ChartDataResult | undefined,
  records: readonly Record<string, unknown>[],
  datasource: ChartDatasource | undefined,
  grain: TimeGrain | null,
): TableColumnMeta[] {
  const isAggregate = formData.query_mode === 'aggregate';
  const metrics = new Set(isAggregate ? formData.metrics.map(getMetricLabel) : []);
  const rawPercent = new Set(isAggregate ? formData.percent_metrics.map(getMetricLabel) : []);
  const verbose = verboseNames(datasource);
  const colnames = result?.colnames ?? [];
  return colnames.flatMap((key, index): TableColumnMeta[] => {
    if (rawPercent.has(key) && !metrics.has(key)) return [];
    const dataType = result?.coltypes?.[index];
    const config: ColumnConfig = formData.column_config[key] ?? {};
    const isPercentMetric = key.startsWith('%') && rawPercent.has(key.slice(1));
    const isTemporal = dataType === GENERIC_DATA_TYPE.TEMPORAL;
    // The declared type decides; a metric whose numbers arrived as text still counts as numeric.
    const isNumeric =
      dataType === GENERIC_DATA_TYPE.NUMERIC ||
      isPercentMetric ||
      ((dataType === undefined || metrics.has(key)) && !isTemporal && allNumbers(key, records));
    const isMetric = metrics.has(key) && isNumeric;
    const fullLabel = isPercentMetric
      ? `%${verbose.get(key.slice(1)) ?? key.slice(1)}`
      : (verbose.get(key) ?? key);
    const saved = datasource?.metrics.find((metric) => metric.metric_name === key);
    return [
      {
        key,
        label: truncateLabel(fullLabel),
        fullLabel,
        isNumeric,
        isTemporal,
        isMetric,
        isPercentMetric,
        isDimension: isAggregate && !metrics.has(key) && !isPercentMetric,
        align: config.horizontalAlign ?? (isNumeric && !isTemporal ? 'right' : 'left'),
        width: config.columnWidth ?? null,
        showCellBars: config.showCellBars ?? formData.show_cell_bars,
        alignPositiveNegative: config.alignPositiveNegative ?? formData.align_pn,
        colorPositiveNegative: config.colorPositiveNegative ?? formData.color_pn,
        format: columnFormatter({
          config,
          isTemporal,
          isNumeric,
          isMetric,
          isPercentMetric,
          savedFormat: saved?.d3format ?? null,
          currency: chartCurrency(config.currencyFormat) ?? saved?.currency ?? null,
          timestampFormat: formData.table_timestamp_format,
          grain,
        }),
      },
    ];
  });
}

/**
 * Values as the table sorts, bars and colors them: numbers that arrived as text become numbers, times
 * become epoch milliseconds. Text columns are left alone.
 */
export function normalizeRecords(
  records: readonly Record<string, unknown>[],
  columns: readonly TableColumnMeta[],
): Record<string, unknown>[] {
  const numeric = columns
    .filter((column) => column.isNumeric && !column.isTemporal)
    .map((column) => column.key);
  const temporal = columns.filter((column) => column.isTemporal).map((column) => column.key);
  if (numeric.length === 0 && temporal.length === 0) return records.map((record) => ({ ...record }));
  return records.map((record) => {
    const row = { ...record };
    for (const key of numeric) if (typeof row[key] === 'string') row[key] = toNumber(row[key]) ?? row[key];
    for (const key of temporal) if (typeof row[key] === 'string') row[key] = cellTime(row[key]) ?? row[key];
    return row;
  });
}

interface FormatterInput {
  config: ColumnConfig;
  isTemporal: boolean;
  isNumeric: boolean;
  isMetric: boolean;
  isPercentMetric: boolean;
  savedFormat: string | null;
  currency: Currency | null;
  timestampFormat: string;
  grain: TimeGrain | null;
}

function columnFormatter(input: FormatterInput): CellFormatter {
  const { config, isTemporal, isNumeric, isMetric, isPercentMetric, savedFormat, currency } = input;
  if (isTemporal || config.d3TimeFormat) {
    return temporalCellFormatter(config.d3TimeFormat || input.timestampFormat, input.grain);
  }
  const numberFormat =
    config.d3NumberFormat ||
    (config.fractionDigits !== null && config.fractionDigits !== undefined
      ? `,.${config.fractionDigits}f`
      : null) ||
    savedFormat;
  let format: CellFormatter | null = null;
  if (isPercentMetric) format = numberCellFormatter(numberFormat || PERCENT_3_POINT);
  else if (isMetric || (isNumeric && (numberFormat || currency)))
    format = numberCellFormatter(numberFormat, currency);
  if (!format) return plainText;
  if (!config.d3SmallNumberFormat) return format;
  // Superset's small-number format applies to numbers strictly between -1 and 1.
  const small = numberCellFormatter(config.d3SmallNumberFormat);
  const main = format;
  return (value) => {
    const number = toNumber(value);
    return number !== null && Math.abs(number) < 1 ? small(number) : main(value);
  };
}

function verboseNames(datasource: ChartDatasource | undefined): Map<string, string> {
  const names = new Map<string, string>();
  for (const column of datasource?.columns ?? []) {
    if (column.verbose_name) names.set(column.column_name, column.verbose_name);
  }
  for (const metric of datasource?.metrics ?? []) {
    if (metric.verbose_name) names.set(metric.metric_name, metric.verbose_name);
  }
  return names;
}

/** Superset's isNumeric: every value is a number or missing (with numbers-as-text counted as numbers). */
function allNumbers(key: string, records: readonly Record<string, unknown>[]): boolean {
  let seen = false;
  for (const record of records) {
    const value = record[key];
    if (value === null || value === undefined) continue;
    if (toNumber(value) === null || typeof value === 'boolean') return false;
    seen = true;
  }
  return seen;
}
