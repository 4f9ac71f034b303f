import type { QueryMetric, QueryObject, QueryObjectFilter } from '../chartData/queryContext.js';
import type { ExtraFormData } from '../dataMask/dataMask.js';
import {
  adhocFilterSchema,
  adhocFilterToQueryFilter,
  adhocFiltersToSqlClause,
} from '../formData/adhocFilter.js';
import { mergeExtraFormData } from './applyDataMasks.js';
import { filterColumnOf } from './filterValueMasks.js';
import { FILTER_PREVIEW_ROW_LIMIT, type DataMaskState, type NativeFilter } from './nativeFilterTypes.js';

/**
 * The query that loads a select filter's options (row_limit 1000, metric count): the column's
 * values with their row counts, limited by the filter's own ad-hoc filters and time range and by the
 * selections of the filters it depends on (cascade).
 */

/** COUNT(*) as an ad-hoc metric: datasets need not define a saved `count` metric. */
export const FILTER_OPTIONS_COUNT_METRIC: QueryMetric = {
  expressionType: 'SQL',
  sqlExpression: 'COUNT(*)',
  label: 'count',
};

/** The parents' masks merged: what a dependent filter's options query is limited by. */
export function cascadeParentExtraFormData(filter: NativeFilter, dataMask: DataMaskState): ExtraFormData {
  let merged: ExtraFormData = {};
  for (const parentId of filter.cascadeParentIds ?? []) {
    merged = mergeExtraFormData(merged, dataMask[parentId]?.extraFormData);
  }
  return merged;
}

export interface FilterOptionsQueryInput {
  /** The merged masks of the filter's cascade parents (cascadeParentExtraFormData). */
  parentExtraFormData?: ExtraFormData;
  /** Typed search text, sent to the server when the filter searches all options. */
  search?: string;
}

/** The options query object for a value filter, or null when the filter has no target column. */
export function filterOptionsQueryObject(
  filter: NativeFilter,
  { parentExtraFormData = {}, search }: FilterOptionsQueryInput = {},
): QueryObject | null {
  const col = filterColumnOf(filter);
  if (!col) return null;
  const adhocFilters = (filter.adhoc_filters ?? []).flatMap((raw) => {
    const parsed = adhocFilterSchema.safeParse(raw);
    return parsed.success ? [parsed.data] : [];
  });
  const filters: QueryObjectFilter[] = adhocFilters.flatMap((f) => adhocFilterToQueryFilter(f) ?? []);
  for (const parentFilter of parentExtraFormData.filters ?? [])
    filters.push({ ...parentFilter, isExtra: true });
  if (search && filter.controlValues?.searchAllOptions) {
    filters.push({ col, op: 'ILIKE', val: `%${search}%` });
  }
  const where = adhocFiltersToSqlClause(adhocFilters, 'WHERE');
  const ascending = filter.controlValues?.sortAscending ?? true;
  const sortMetric = filter.sortMetric ?? null;
  const timeRange = parentExtraFormData.time_range ?? filter.time_range ?? 'No filter';
  const granularity = parentExtraFormData.granularity_sqla ?? filter.granularity_sqla ?? undefined;
  return {
    columns: [col],
    metrics: sortMetric ? [FILTER_OPTIONS_COUNT_METRIC, sortMetric] : [FILTER_OPTIONS_COUNT_METRIC],
    orderby: [[sortMetric ?? col, ascending]],
    row_limit: FILTER_PREVIEW_ROW_LIMIT,
    filters,
    time_range: timeRange,
    ...(granularity ? { granularity } : {}),
    extras: where ? { where } : {},
  };
}
