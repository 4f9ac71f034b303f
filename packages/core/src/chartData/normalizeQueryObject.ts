import type {
  OrderByItem,
  PostProcessingOperation,
  QueryColumn,
  QueryMetric,
  QueryObject,
  QueryObjectExtras,
  QueryObjectFilter,
} from './queryContext.js';

/**
 * One query object with Superset's deprecated aliases resolved (`groupby` → `columns`,
 * `timeseries_limit[_metric]` → `series_limit[_metric]`, `granularity_sqla` → `granularity`, top-level
 * `where`/`having` → `extras`) and nulls replaced by empty values, so later stages read one name each.
 */
export interface NormalizedQueryObject {
  columns: QueryColumn[];
  metrics: QueryMetric[] | null;
  filters: QueryObjectFilter[];
  extras: QueryObjectExtras;
  granularity: string | null;
  timeRange: string | null;
  /** Shifts the query's own time range (legacy `time_shift`, e.g. '1 week ago'). */
  timeShift: string | null;
  isTimeseries: boolean;
  /** Count the rows the query would return instead of returning them (table pagination). */
  isRowcount: boolean;
  orderby: OrderByItem[];
  orderDesc: boolean;
  rowLimit: number | null;
  rowOffset: number;
  seriesLimit: number;
  seriesLimitMetric: QueryMetric | null;
  seriesColumns: QueryColumn[];
  timeOffsets: string[];
  postProcessing: PostProcessingOperation[];
}

export function normalizeQueryObject(query: QueryObject): NormalizedQueryObject {
  const extras: QueryObjectExtras = { ...(query.extras ?? {}) };
  if (!extras.where && query.where) extras.where = query.where;
  if (!extras.having && query.having) extras.having = query.having;
  return {
    columns: query.columns ?? query.groupby ?? [],
    metrics: query.metrics ?? null,
    filters: query.filters ?? [],
    extras,
    granularity: query.granularity || query.granularity_sqla || null,
    timeRange: query.time_range ?? null,
    timeShift: query.time_shift?.trim() || null,
    isTimeseries: query.is_timeseries ?? false,
    isRowcount: query.is_rowcount ?? false,
    orderby: query.orderby ?? [],
    orderDesc: query.order_desc ?? true,
    rowLimit: query.row_limit ?? null,
    rowOffset: query.row_offset ?? 0,
    seriesLimit: query.series_limit ?? query.timeseries_limit ?? 0,
    seriesLimitMetric: query.series_limit_metric ?? query.timeseries_limit_metric ?? null,
    seriesColumns: query.series_columns ?? [],
    timeOffsets: query.time_offsets ?? [],
    postProcessing: query.post_processing ?? [],
  };
}
