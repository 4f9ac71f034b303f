import type { PostProcessingOperation } from '@sightline/core';
import type { SelectChoice } from './controlPanel.js';

/**
 * Superset's advanced analytics over a time series: rolling windows and resampling, as the
 * post-processing operations the query engine runs and the choices their controls offer.
 */

/** Rolling functions: None, mean, sum, std, cumsum. */
export const ROLLING_TYPES = ['None', 'mean', 'sum', 'std', 'cumsum'] as const;
export const ROLLING_TYPE_CHOICES: readonly SelectChoice[] = ROLLING_TYPES.map(
  (type) => [type, type] as const,
);

/** Resample methods (plus Superset's zero and linear imputation). */
export const RESAMPLE_METHOD_CHOICES: readonly SelectChoice[] = [
  ['asfreq', 'Null imputation'],
  ['zerofill', 'Zero imputation'],
  ['linear', 'Linear interpolation'],
  ['ffill', 'Forward values'],
  ['bfill', 'Backward values'],
  ['median', 'Median values'],
  ['mean', 'Mean values'],
  ['sum', 'Sum values'],
];

/**
 * Superset's rolling window operator over `columns`: cumsum, or a rolling sum / mean / std over `window`
 * periods; null for any other type (None).
 */
export function rollingOperation(
  rollingType: string | null | undefined,
  columns: readonly string[],
  window: number,
  minPeriods: number,
): PostProcessingOperation | null {
  const mapping = Object.fromEntries(columns.map((column) => [column, column]));
  if (rollingType === 'cumsum') return { operation: 'cum', options: { operator: 'sum', columns: mapping } };
  if (rollingType === 'mean' || rollingType === 'sum' || rollingType === 'std') {
    return {
      operation: 'rolling',
      options: { rolling_type: rollingType, window, min_periods: minPeriods, columns: mapping },
    };
  }
  return null;
}

/** Superset's resample operator; 'zerofill' is asfreq with the gaps filled with 0. */
export function resampleOperation(formData: {
  resample_rule?: string | null;
  resample_method?: string | null;
}): PostProcessingOperation | null {
  const zeroFill = formData.resample_method === 'zerofill';
  const method = zeroFill ? 'asfreq' : formData.resample_method;
  if (!method || !formData.resample_rule) return null;
  return {
    operation: 'resample',
    options: { method, rule: formData.resample_rule, fill_value: zeroFill ? 0 : null },
  };
}
