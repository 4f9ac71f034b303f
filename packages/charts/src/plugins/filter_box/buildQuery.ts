import { FILTER_OPTIONS_COUNT_METRIC, FILTER_PREVIEW_ROW_LIMIT, type QueryContext } from '@sightline/core';
import { buildQueryContext } from '../../sdk/buildQueryObject.js';
import type { FilterBoxFormData } from './formData.js';

/**
 * One query per field: the column's values with the field's metric (the row count without one), ordered
 * by that metric ascending or descending, at most 1000 choices. The box's own ad-hoc filters
 * and time range limit every field's choices.
 */
export function buildQuery(formData: FilterBoxFormData): QueryContext {
  return buildQueryContext(formData, (base) =>
    formData.filterBox.fields.map((field) => {
      const metric = field.metric || FILTER_OPTIONS_COUNT_METRIC;
      return {
        ...base,
        columns: [field.column],
        metrics: [metric],
        orderby: [[metric, field.asc]],
        row_limit: FILTER_PREVIEW_ROW_LIMIT,
      };
    }),
  );
}
