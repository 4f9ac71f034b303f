import {
  adhocFilterSchema,
  adhocFilterToQueryFilter,
  adhocFiltersToSqlClause,
  filterColumnOf,
  FILTER_OPTIONS_COUNT_METRIC,
  FILTER_PREVIEW_ROW_LIMIT,
  type ExtraFormData,
  type NativeFilter,
  type QueryContext,
  type QueryObject,
  type QueryObjectFilter,
} from '@sightline/core';
import type { BuildQueryContext } from '../../sdk/chartPlugin.js';
import { filterQueryContext } from '../../sdk/nativeFilter/filterQuery.js';
import type { NativeFilterFormData } from '../../sdk/nativeFilter/nativeFilterFormData.js';

/**
 * The query that loads a select filter's options (row_limit 1000, metric count): the column's
 * values with their row counts, limited by the filter's own ad-hoc filters and time range and by the
 * selections of the filters it depends on (cascade).
 */

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

/** The options request: the search text typed into a filter that searches all options is its ownState. */
export function buildQuery(formData: NativeFilterFormData, context?: BuildQueryContext): QueryContext {
  const search = context?.ownState?.search;
  const query = filterOptionsQueryObject(formData, {
    parentExtraFormData: formData.extra_form_data ?? {},
    search: typeof search === 'string' ? search : '',
  });
  return filterQueryContext(formData, query ? [query] : []);
}
