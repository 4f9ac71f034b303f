import { getMetricLabel, type QueryMetric } from '@sightline/core';
import type { ChartDatasource } from '../chartPlugin.js';
import { chartCurrency } from './currency.js';
import { getNumberFormatter, SMART_NUMBER, type NumberFormatter } from './numberFormat.js';

export interface MetricFormatterOptions {
  /**
   * Use the saved metric's d3 format while the chart keeps the adaptive default (the heatmap, treemap,
   * sunburst and word cloud do; the pie family always uses the chart's format, as Superset's do).
   */
  preferSavedFormat?: boolean;
}

/**
 * The formatter of a metric's values (Superset's getValueFormatter): the chart's number format, with the
 * chart's currency or else the currency of the saved metric.
 */
export function metricFormatter(
  format: string | null | undefined,
  metric: QueryMetric | undefined,
  datasource: ChartDatasource | undefined,
  currencyFormat?: { symbol?: string | null; symbolPosition?: string | null } | null,
  { preferSavedFormat = false }: MetricFormatterOptions = {},
): NumberFormatter {
  const label = metric === undefined ? undefined : getMetricLabel(metric);
  const saved = datasource?.metrics.find((candidate) => candidate.metric_name === label);
  const chosen =
    preferSavedFormat && (!format || format === SMART_NUMBER) ? (saved?.d3format ?? format) : format;
  return getNumberFormatter(chosen, chartCurrency(currencyFormat) ?? saved?.currency ?? null);
}

/** Superset's PERCENT_2_POINT: shares of a whole in tooltips and labels. */
export const formatPercent = getNumberFormatter('.2%');
