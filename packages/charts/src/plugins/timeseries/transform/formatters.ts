import { getMetricLabel, type QueryMetric } from '@sightline/core';
import { utcFormat } from 'd3-time-format';
import type { ChartDatasource } from '../../../sdk/chartPlugin.js';
import { chartCurrency } from '../../../sdk/format/currency.js';
import { getNumberFormatter, SMART_NUMBER, type NumberFormatter } from '../../../sdk/format/numberFormat.js';
import { getTimeFormatter, SMART_DATE, type TimeFormatter } from '../../../sdk/format/timeFormat.js';
import type { CurrencyFormatValue } from '../../../sdk/formFields.js';
import type { XAxisType, XValue } from './seriesData.js';

/** The number formats of one y-axis: compact on the axis, precise in tooltips and value labels. */
export interface ValueFormatters {
  axis: NumberFormatter;
  detail: NumberFormatter;
}

export interface ValueFormatOptions {
  format: string | null | undefined;
  currency?: CurrencyFormatValue;
  metrics: readonly QueryMetric[];
  datasource?: ChartDatasource;
  /** Contribution charts draw shares: always percentages. */
  percent: boolean;
}

/** The one value every metric agrees on (their saved format or currency), else null. */
function sharedSavedValue<T>(
  metrics: readonly QueryMetric[],
  datasource: ChartDatasource | undefined,
  pick: (metric: ChartDatasource['metrics'][number]) => T | null | undefined,
): T | null {
  if (metrics.length === 0 || !datasource) return null;
  const values = metrics.map((metric) => {
    const saved = datasource.metrics.find((candidate) => candidate.metric_name === getMetricLabel(metric));
    return saved ? (pick(saved) ?? null) : null;
  });
  const first = values[0] ?? null;
  return values.every((value) => JSON.stringify(value) === JSON.stringify(first)) ? first : null;
}

/**
 * The chart's number format and currency win; without a currency the metrics' saved one is used, and
 * with the adaptive default tooltips show the metrics' saved format (the axis stays compact).
 */
export function valueFormatters(options: ValueFormatOptions): ValueFormatters {
  if (options.percent) return { axis: getNumberFormatter(',.0%'), detail: getNumberFormatter(',.1%') };
  const chosen = chartCurrency(options.currency);
  const currency =
    chosen ?? sharedSavedValue(options.metrics, options.datasource, (metric) => metric.currency);
  const format = options.format || SMART_NUMBER;
  const axis = getNumberFormatter(format, currency);
  const savedFormat =
    format === SMART_NUMBER
      ? sharedSavedValue(options.metrics, options.datasource, (metric) => metric.d3format)
      : null;
  return { axis, detail: savedFormat ? getNumberFormatter(savedFormat, currency) : axis };
}

const detailedFormats = {
  millisecond: utcFormat('%Y-%m-%d %H:%M:%S.%L'),
  second: utcFormat('%Y-%m-%d %H:%M:%S'),
  minute: utcFormat('%Y-%m-%d %H:%M'),
  day: utcFormat('%Y-%m-%d'),
  year: utcFormat('%Y'),
};

/** Superset's detailed adaptive format for tooltips: as precise as the timestamp, never ambiguous. */
export function smartDateDetailed(value: number): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  if (date.getUTCMilliseconds()) return detailedFormats.millisecond(date);
  if (date.getUTCSeconds()) return detailedFormats.second(date);
  if (date.getUTCMinutes() || date.getUTCHours()) return detailedFormats.minute(date);
  if (date.getUTCDate() !== 1 || date.getUTCMonth() !== 0) return detailedFormats.day(date);
  return detailedFormats.year(date);
}

/** How an x value reads in tooltips and context menus. */
export function xValueFormatter(
  xType: XAxisType,
  tooltipTimeFormat: string | null | undefined,
): (value: XValue) => string {
  if (xType !== 'time') return (value) => String(value);
  if (!tooltipTimeFormat || tooltipTimeFormat === SMART_DATE) {
    return (value) => smartDateDetailed(Number(value));
  }
  const format: TimeFormatter = getTimeFormatter(tooltipTimeFormat);
  return (value) => format(Number(value));
}

/** The time axis' label formatter; the adaptive default leaves ECharts' own calendar-aware labels. */
export function timeAxisLabelFormatter(
  format: string | null | undefined,
): ((value: number) => string) | undefined {
  if (!format || format === SMART_DATE) return undefined;
  const formatter = getTimeFormatter(format);
  return (value) => formatter(value);
}
