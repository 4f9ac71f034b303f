import type { ChartContextMenuEvent } from '@sightline/charts';
import { timeGrainPeriod, type QueryContext, type QueryObjectFilter } from '@sightline/core';

/** Rows shown by drill to detail; the server caps samples too. */
export const DRILL_TO_DETAIL_ROW_LIMIT = 500;

export type DrillFilter = ChartContextMenuEvent['filters'][number];

/**
 * The chart's first query turned into a raw-rows query under the chart's filters plus the clicked data
 * point's: no aggregation, grouping, ordering or post-processing.
 */
export function drillToDetailQueryContext(
  queryContext: QueryContext,
  filters: readonly DrillFilter[],
): QueryContext {
  const first = queryContext.queries[0] ?? {};
  const pointFilters: QueryObjectFilter[] = filters.map(({ col, op, val, grain }) =>
    grain && typeof val === 'number'
      ? { col, op: 'TEMPORAL_RANGE', val: timeGrainPeriod(val, grain) }
      : { col, op, ...(op === 'IS NULL' ? {} : { val: val as QueryObjectFilter['val'] }) },
  );
  return {
    ...queryContext,
    result_type: 'drill_detail',
    result_format: 'json',
    queries: [
      {
        time_range: first.time_range,
        granularity: first.granularity,
        extras: first.extras,
        filters: [...(first.filters ?? []), ...pointFilters],
        columns: [],
        metrics: [],
        orderby: [],
        post_processing: [],
        row_limit: DRILL_TO_DETAIL_ROW_LIMIT,
      },
    ],
  };
}
