import {
  adhocFiltersToSqlClause,
  adhocFilterToQueryFilter,
  parseDatasourceUid,
  type AdhocColumn,
  type QueryColumn,
  type QueryContext,
  type QueryObject,
  type QueryObjectFilter,
  type TimeGrain,
} from '@sightline/core';
import type { BaseFormData } from './formData.js';

/**
 * The query object every chart starts from: its ad-hoc filters, time range, grain and the filters a
 * dashboard hands it (`extra_form_data`), so plugins only add what they query (columns, metrics, order,
 * limits, post-processing).
 */
export function buildQueryObject(formData: BaseFormData, fields: QueryObject = {}): QueryObject {
  const extra = formData.extra_form_data ?? {};
  const adhocFilters = formData.adhoc_filters ?? [];
  const filters: QueryObjectFilter[] = adhocFilters.flatMap((f) => adhocFilterToQueryFilter(f) ?? []);
  for (const filter of extra.filters ?? []) filters.push({ ...filter, isExtra: true });
  const where = adhocFiltersToSqlClause(adhocFilters, 'WHERE');
  const having = adhocFiltersToSqlClause(adhocFilters, 'HAVING');
  const timeGrain = extra.time_grain_sqla ?? formData.time_grain_sqla ?? undefined;
  const granularity = extra.granularity_sqla ?? formData.granularity_sqla ?? undefined;
  return {
    time_range: extra.time_range ?? formData.time_range ?? 'No filter',
    ...(granularity ? { granularity } : {}),
    filters,
    extras: {
      ...(where ? { where } : {}),
      ...(having ? { having } : {}),
      ...(timeGrain ? { time_grain_sqla: timeGrain } : {}),
    },
    ...fields,
  };
}

/**
 * The x-axis as Superset's clients send it: a BASE_AXIS column truncated to the chart's time grain (the
 * query engine ignores the grain of a column that is not temporal). A dataset column becomes a column
 * reference; an ad-hoc SQL column keeps its expression.
 */
export function xAxisColumn(xAxis: QueryColumn, timeGrain: TimeGrain | null | undefined): AdhocColumn {
  if (typeof xAxis !== 'string')
    return { ...xAxis, columnType: 'BASE_AXIS', ...(timeGrain ? { timeGrain } : {}) };
  return {
    sqlExpression: xAxis,
    label: xAxis,
    expressionType: 'SQL',
    columnType: 'BASE_AXIS',
    ...(timeGrain ? { timeGrain } : {}),
    isColumnReference: true,
  };
}

/** The request body of `POST /api/v1/chart/data` for a chart's form data. */
export function buildQueryContext<FD extends BaseFormData>(
  formData: FD,
  buildQueries: (baseQueryObject: QueryObject) => QueryObject[],
): QueryContext {
  // A key that is not `{id}__{type}` goes out with id NaN (null in the JSON), for the server to refuse.
  const datasource = parseDatasourceUid(formData.datasource) ?? { id: NaN, type: 'table' };
  return {
    datasource: { id: datasource.id, type: datasource.type as 'table' },
    force: formData.force ?? false,
    queries: buildQueries(buildQueryObject(formData)),
    form_data: formData as Record<string, unknown>,
    result_format: 'json',
    result_type: 'full',
    ...(formData.cache_timeout ? { custom_cache_timeout: formData.cache_timeout } : {}),
  };
}
