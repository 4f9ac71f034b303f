import type { QueryObject } from '@sightline/core';
import type { AuthorizedRequest, ChartDataContext, ValidatedRequest } from '../chartDataTypes.js';
import { assertDatasourceAccess, rowLevelSecurityFilters } from '../datasourceAccess.js';
import { savedChartCacheTimeout } from '../../../repos/savedChartQueries.js';
import type { Stage } from '../stagePipeline.js';

/**
 * Stage 2: the datasource exists (404), the user may read it (401/403), and row-level-security filters
 * join every query. Result types that read raw rows (samples, drill_detail) are rewritten here into the
 * plain queries they stand for, so the compiler sees one kind of query object. The cache timeout of the
 * chart the request names is read here too, alongside the datasource.
 */
export const authorizeStage: Stage<ChartDataContext, ValidatedRequest, AuthorizedRequest> = {
  name: 'authorize',
  async run(ctx, request) {
    const [source, chartCacheTimeout] = await Promise.all([
      ctx.readDatasource(request.datasourceId),
      request.chartCacheTimeout === undefined && request.chartId !== null
        ? savedChartCacheTimeout(ctx.deps.db, request.chartId)
        : (request.chartCacheTimeout ?? null),
    ]);
    const user = assertDatasourceAccess(ctx.user, source);
    const rls = rowLevelSecurityFilters(user, source, ctx.rowLevelSecurityRules);
    const allColumns = source.descriptor.columns.map((c) => c.column_name);
    const queries = request.context.queries.map((query): QueryObject => {
      const rewritten = rewriteForResultType(
        query,
        request.resultType,
        allColumns,
        ctx.deps.config.samplesRowLimit,
      );
      return rls.length > 0 ? { ...rewritten, filters: [...(rewritten.filters ?? []), ...rls] } : rewritten;
    });
    return { ...request, source, chartCacheTimeout, queries };
  },
};

/**
 * Superset's samples and drill-detail actions: the dataset's rows (all columns, or the requested ones for
 * drill detail) under the query's filters, without aggregation, ordering, time bucketing or
 * post-processing. `metrics: null` is what asks the compiler for rows rather than groups.
 */
function rewriteForResultType(
  query: QueryObject,
  resultType: string,
  allColumns: string[],
  samplesRowLimit: number,
): QueryObject {
  if (resultType !== 'samples' && resultType !== 'drill_detail') return query;
  const requested = query.columns ?? query.groupby ?? [];
  return {
    ...query,
    columns: resultType === 'drill_detail' && requested.length > 0 ? requested : allColumns,
    groupby: null,
    metrics: null,
    is_timeseries: false,
    orderby: [],
    post_processing: [],
    time_offsets: [],
    series_limit: 0,
    timeseries_limit: 0,
    series_columns: [],
    row_limit:
      resultType === 'samples'
        ? Math.min(query.row_limit ?? samplesRowLimit, samplesRowLimit)
        : query.row_limit,
  };
}
