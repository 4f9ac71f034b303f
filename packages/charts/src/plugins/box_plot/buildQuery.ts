import {
  getColumnLabel,
  getMetricLabel,
  type PostProcessingOperation,
  type QueryContext,
} from '@sightline/core';
import { buildQueryContext } from '../../sdk/buildQueryObject.js';
import type { BoxPlotFormData } from './formData.js';

const PERCENTILES = /^(\d+)\/(\d+) percentiles$/;

/** The `boxplot` post-processing step for the chosen whiskers (Superset's boxplotOperator). */
export function boxplotOperation(formData: BoxPlotFormData): PostProcessingOperation {
  const { whiskerOptions } = formData;
  const percentiles = PERCENTILES.exec(whiskerOptions);
  let whisker: Record<string, unknown>;
  if (whiskerOptions === 'Tukey' || !whiskerOptions) whisker = { whisker_type: 'tukey' };
  else if (whiskerOptions === 'Min/max (no outliers)') whisker = { whisker_type: 'min/max' };
  else if (percentiles)
    whisker = { whisker_type: 'percentile', percentiles: [Number(percentiles[1]), Number(percentiles[2])] };
  else throw new Error(`Unsupported whisker type: ${whiskerOptions}`);
  return {
    operation: 'boxplot',
    options: {
      ...whisker,
      groupby: formData.groupby.map(getColumnLabel),
      metrics: formData.metrics.map(getMetricLabel),
    },
  };
}

/**
 * The metrics per (distribute-across × series) group; the server's `boxplot` operation then summarizes
 * each series' values into the five numbers, mean, count and outliers.
 */
export function buildQuery(formData: BoxPlotFormData): QueryContext {
  return buildQueryContext(formData, (base) => [
    {
      ...base,
      columns: [...formData.columns, ...formData.groupby],
      series_columns: formData.groupby,
      metrics: formData.metrics,
      ...(formData.series_limit ? { series_limit: formData.series_limit } : {}),
      ...(formData.series_limit_metric ? { series_limit_metric: formData.series_limit_metric } : {}),
      ...(formData.row_limit ? { row_limit: formData.row_limit } : {}),
      post_processing: [boxplotOperation(formData)],
    },
  ]);
}
