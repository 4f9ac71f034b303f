import { z } from 'zod';

/** One item of `POST /api/v1/chart/data`'s result list (Superset's ChartDataResponseResult). */
export const chartDataResultSchema = z.object({
  colnames: z.array(z.string()),
  coltypes: z.array(z.number().int()),
  data: z.array(z.record(z.string(), z.unknown())),
  rowcount: z.number().int(),
  sql_rowcount: z.number().int().optional(),
  is_cached: z.boolean().optional(),
  /** When the server stored the answer in its cache (UTC, 'YYYY-MM-DDTHH:mm:ss'); null when fresh. */
  cached_dttm: z.string().nullable().optional(),
  /** Seconds the server keeps the answer in its cache. */
  cache_timeout: z.number().int().nullable().optional(),
  cache_key: z.string().nullable().optional(),
  query: z.string().optional(),
  from_dttm: z.number().nullable().optional(),
  to_dttm: z.number().nullable().optional(),
  applied_filters: z.array(z.object({ column: z.string() })).optional(),
  rejected_filters: z.array(z.object({ column: z.string(), reason: z.string() })).optional(),
  /** Per annotation layer name: the server-answered annotation records (EVENT, INTERVAL, TIME_SERIES). */
  annotation_data: z.record(z.string(), z.unknown()).nullable().optional(),
  error: z.string().nullable().optional(),
  status: z.string().optional(),
});
export type ChartDataResult = z.infer<typeof chartDataResultSchema>;

/** A result of `result_type: 'query'`: the SQL the query runs. */
export const chartDataQueryTextSchema = z.object({ query: z.string(), language: z.string() });

/** A result of `result_type: 'columns'` or `'timegrains'`: the dataset's columns or the engine's time grains. */
export const chartDataListingSchema = z.object({ data: z.array(z.record(z.string(), z.unknown())) });

/** `POST /api/v1/chart/data` and `GET /api/v1/chart/{pk}/data/` as JSON: one result per query. */
export const chartDataResponseSchema = z.object({
  result: z.array(z.union([chartDataResultSchema, chartDataQueryTextSchema, chartDataListingSchema])),
});
export type ChartDataResponseBody = z.infer<typeof chartDataResponseSchema>;
