import { getMetricLabel, type QueryMetric } from '@sightline/core';
import type { ChartDataResult, ChartDatasource } from '../../sdk/chartPlugin.js';
import { getNumberFormatter, type NumberFormatter } from '../../sdk/format/numberFormat.js';
import type { TimeFormatter } from '../../sdk/format/timeFormat.js';
import type { CurrencyFormatValue } from './formFields.js';

/**
 * Reading result rows the way Superset's ECharts plugins do: numbers that arrive as strings, group
 * values that are timestamps (epoch milliseconds), nulls shown as '<NULL>', and metric formats that
 * honour a saved metric's currency.
 */

/** Superset's GenericDataType.TEMPORAL in a result's `coltypes`. */
export const TEMPORAL_COLTYPE = 2;

/** Superset's NULL_STRING: how a missing group value is named in labels and legends. */
export const NULL_LABEL = '<NULL>';

export type Row = Readonly<Record<string, unknown>>;

/** A metric value as a number: numeric strings and bigints convert, anything else is null. */
export function toNumber(raw: unknown): number | null {
  if (typeof raw === 'number') return Number.isNaN(raw) ? null : raw;
  if (typeof raw === 'bigint') return Number(raw);
  if (typeof raw === 'string' && raw.trim() !== '') {
    const value = Number(raw);
    return Number.isFinite(value) ? value : null;
  }
  return null;
}

/** The result columns whose values are timestamps. */
export function temporalColumns(result: ChartDataResult | undefined): ReadonlySet<string> {
  const names = new Set<string>();
  result?.colnames.forEach((name, i) => {
    if (result.coltypes[i] === TEMPORAL_COLTYPE) names.add(name);
  });
  return names;
}

/** One group value as text (Superset's formatSeriesName). */
export function formatGroupValue(value: unknown, temporal: boolean, formatTime: TimeFormatter): string {
  if (value === null || value === undefined) return NULL_LABEL;
  if (temporal && (typeof value === 'number' || typeof value === 'string')) return formatTime(value);
  return String(value);
}

/** A row's name from its group-by columns: the values joined with ', ' (Superset's extractGroupbyLabel). */
export function groupbyLabel(
  row: Row,
  groupbyLabels: readonly string[],
  temporal: ReadonlySet<string>,
  formatTime: TimeFormatter,
): string {
  return groupbyLabels.map((col) => formatGroupValue(row[col], temporal.has(col), formatTime)).join(', ');
}

/**
 * The formatter for a metric's values: the chart's number format, with the chart's currency or else the
 * currency of the saved metric (Superset's getValueFormatter).
 */
export function metricFormatter(
  format: string | null | undefined,
  metric: QueryMetric | undefined,
  datasource: ChartDatasource | undefined,
  currencyFormat?: CurrencyFormatValue,
): NumberFormatter {
  const chartCurrency = currencyFormat?.symbol
    ? { symbol: currencyFormat.symbol, symbolPosition: currencyFormat.symbolPosition ?? 'prefix' }
    : null;
  const label = metric === undefined ? undefined : getMetricLabel(metric);
  const savedCurrency = datasource?.metrics.find((m) => m.metric_name === label)?.currency ?? null;
  return getNumberFormatter(format, chartCurrency ?? savedCurrency);
}

/** Superset's PERCENT_2_POINT, used for pie and funnel shares. */
export const formatPercent = getNumberFormatter('.2%');

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Tooltips are HTML; data values must not be. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

/** A tooltip: a bold title, then one line per entry, all escaped. */
export function tooltipHtml(title: string | undefined, lines: readonly string[]): string {
  return [...(title === undefined ? [] : [`<b>${escapeHtml(title)}</b>`]), ...lines.map(escapeHtml)].join(
    '<br/>',
  );
}
