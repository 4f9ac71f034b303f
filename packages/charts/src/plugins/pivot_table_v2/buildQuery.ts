import { getColumnLabel, type OrderByItem, type QueryColumn, type QueryContext } from '@sightline/core';
import { buildQueryContext, xAxisColumn } from '../../sdk/buildQueryObject.js';
import type { PivotTableFormData } from './formData.js';

/**
 * Superset 3.1's pivot query: one flat query grouped by the column and row dimensions with every metric;
 * the pivot, subtotals and totals are computed in the browser (transformProps), not on the server.
 */
export function buildQuery(formData: PivotTableFormData): QueryContext {
  const grain = formData.extra_form_data?.time_grain_sqla ?? formData.time_grain_sqla ?? null;
  const lookup = formData.temporal_columns_lookup ?? {};
  const seen = new Set<string>();
  const columns: QueryColumn[] = [...(formData.groupbyColumns ?? []), ...(formData.groupbyRows ?? [])]
    .filter((column) => {
      const label = getColumnLabel(column);
      if (seen.has(label)) return false;
      seen.add(label);
      return true;
    })
    .map((column) =>
      typeof column === 'string' && grain && (lookup[column] || formData.granularity_sqla === column)
        ? xAxisColumn(column, grain)
        : column,
    );
  const sortBy = formData.series_limit_metric ?? formData.metrics[0];
  const orderby: OrderByItem[] = sortBy ? [[sortBy, !formData.order_desc] as OrderByItem] : [];
  return buildQueryContext(formData, (base) => [
    { ...base, columns, metrics: formData.metrics, orderby, row_limit: formData.row_limit },
  ]);
}
