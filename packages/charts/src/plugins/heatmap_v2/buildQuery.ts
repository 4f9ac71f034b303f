import { getColumnLabel, type OrderByItem, type QueryColumn, type QueryContext } from '@sightline/core';
import { buildQueryContext, xAxisColumn } from '../../sdk/buildQueryObject.js';
import { asList } from '../../sdk/formData.js';
import type { HeatmapFormData } from './formData.js';

/** The heatmap's x-axis as a BASE_AXIS column, truncated to the time grain when it is temporal. */
export function heatmapXColumn(formData: HeatmapFormData): QueryColumn {
  return xAxisColumn(formData.x_axis, formData.time_grain_sqla);
}

/** The y-axis column (the single `groupby`). */
export function heatmapYColumn(formData: HeatmapFormData): QueryColumn {
  return asList(formData.groupby)[0]!;
}

/**
 * One row per (x, y) cell with the metric. Category sorts go to SQL so the row limit keeps the first
 * categories; metric sorts happen after the query (on each category's total), because ordering rows by
 * a single cell's value would make the row limit drop arbitrary cells.
 */
export function buildQuery(formData: HeatmapFormData): QueryContext {
  const x = heatmapXColumn(formData);
  const y = heatmapYColumn(formData);
  const orderby: OrderByItem[] = [];
  const { sort_x_axis: sortX, sort_y_axis: sortY } = formData;
  if (sortX?.startsWith('alpha')) orderby.push([getColumnLabel(x), sortX === 'alpha_asc']);
  if (sortY?.startsWith('alpha')) orderby.push([getColumnLabel(y), sortY === 'alpha_asc']);
  return buildQueryContext(formData, (base) => [
    {
      ...base,
      columns: [x, y],
      metrics: [formData.metric],
      orderby,
      row_limit: formData.row_limit,
    },
  ]);
}
