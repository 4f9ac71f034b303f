import type { DatasetDescriptor } from './datasetDescriptor.js';

/**
 * Which of the dashboard's time extras (the legacy filter box's time range, time column and time grain,
 * sent as `applied_time_extras`) this dataset can honour, as Superset reports them in `applied_filters`
 * and `rejected_filters`: a time range or grain needs some temporal column, a time column must be one.
 * Dashboards use this to mark a filter as applied to, or incompatible with, each chart.
 */
export function timeFilterStatus(
  appliedTimeExtras: Record<string, unknown> | null | undefined,
  dataset: Pick<DatasetDescriptor, 'columns'>,
): { applied: { column: string }[]; rejected: { column: string; reason: string }[] } {
  const applied: { column: string }[] = [];
  const rejected: { column: string; reason: string }[] = [];
  if (!appliedTimeExtras) return { applied, rejected };
  const temporal = new Set(dataset.columns.filter((c) => c.is_dttm).map((c) => c.column_name));
  const timeColumn = appliedTimeExtras['__time_col'];
  if (timeColumn) {
    if (typeof timeColumn === 'string' && temporal.has(timeColumn)) applied.push({ column: '__time_col' });
    else rejected.push({ column: '__time_col', reason: 'not_in_datasource' });
  }
  for (const key of ['__time_grain', '__time_range']) {
    const present = key === '__time_grain' ? key in appliedTimeExtras : Boolean(appliedTimeExtras[key]);
    if (!present) continue;
    if (temporal.size > 0) applied.push({ column: key });
    else rejected.push({ column: key, reason: 'no_temporal_column' });
  }
  return { applied, rejected };
}
