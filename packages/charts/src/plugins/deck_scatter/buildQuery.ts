import { getColumnLabel, type QueryColumn, type QueryContext, type QueryObjectFilter } from '@sightline/core';
import { buildQueryContext } from '../../sdk/buildQueryObject.js';
import { spatialColumns } from '../../sdk/geo/spatial.js';
import type { DeckScatterFormData } from './formData.js';

/**
 * The raw rows the points come from: the columns the spatial mode reads and the color dimension, up to
 * row_limit, without rows whose location columns are null (filter_nulls). A metric point size groups the
 * rows by those columns and aggregates the metric per point, as Superset's deck.gl scatter does.
 */
export function buildQuery(formData: DeckScatterFormData): QueryContext {
  const locationColumns = spatialColumns(formData.spatial);
  const columns: QueryColumn[] = [...locationColumns];
  const dimension = formData.dimension;
  if (dimension && !locationColumns.includes(getColumnLabel(dimension))) columns.push(dimension);
  const radius = formData.point_radius_fixed;
  const nullFilters: QueryObjectFilter[] = formData.filter_nulls
    ? locationColumns.map((col) => ({ col, op: 'IS NOT NULL' }))
    : [];
  return buildQueryContext(formData, (base) => [
    {
      ...base,
      filters: [...(base.filters ?? []), ...nullFilters],
      columns,
      ...(radius.type === 'metric' ? { metrics: [radius.value] } : {}),
      row_limit: formData.row_limit,
    },
  ]);
}
