import { z } from 'zod';

/** Superset's query statuses, in the order a query usually moves through them. */
export const QUERY_STATUSES = [
  'pending',
  'scheduled',
  'running',
  'fetching',
  'success',
  'failed',
  'stopped',
  'timed_out',
] as const;
export const queryStatusSchema = z.enum(QUERY_STATUSES);
export type QueryStatus = z.infer<typeof queryStatusSchema>;

/** Statuses a query never leaves. */
export const FINAL_QUERY_STATUSES: readonly QueryStatus[] = ['success', 'failed', 'stopped', 'timed_out'];

/**
 * What cut the rows short: NOT_LIMITED (all rows came back), QUERY (the SQL's own LIMIT), DROPDOWN (the
 * limit chosen in SQL Lab, or the server's maximum), QUERY_AND_DROPDOWN (both were equal), UNKNOWN.
 */
export const LIMITING_FACTORS = [
  'UNKNOWN',
  'NOT_LIMITED',
  'QUERY',
  'DROPDOWN',
  'QUERY_AND_DROPDOWN',
] as const;
export const limitingFactorSchema = z.enum(LIMITING_FACTORS);
export type LimitingFactor = z.infer<typeof limitingFactorSchema>;

/** The limit a query runs with when the page names none (Superset's DEFAULT_SQLLAB_LIMIT). */
export const SQL_LAB_DEFAULT_LIMIT = 1000;

/**
 * A query as SQL Lab's page holds it (Superset's QueryResult): `id` is the client id the page chose,
 * `queryId` the server's id; times are epoch milliseconds.
 */
export const sqlLabQuerySchema = z.object({
  id: z.string(),
  queryId: z.number().int(),
  dbId: z.number().int(),
  db: z.string(),
  schema: z.string().nullable(),
  sql: z.string(),
  executedSql: z.string().nullable(),
  limit: z.number().int().nullable(),
  limitingFactor: limitingFactorSchema,
  progress: z.number().int(),
  rows: z.number().int().nullable(),
  state: queryStatusSchema,
  startDttm: z.number().nullable(),
  endDttm: z.number().nullable(),
  changed_on: z.string(),
  ctas: z.boolean(),
  tempTable: z.string().nullable(),
  tempSchema: z.string().nullable(),
  tab: z.string().nullable(),
  sqlEditorId: z.string().nullable(),
  resultsKey: z.string().nullable(),
  errorMessage: z.string().nullable(),
  user: z.string(),
  userId: z.number().int(),
  trackingUrl: z.string().nullable(),
  extra: z.record(z.string(), z.unknown()),
});
export type SqlLabQuery = z.infer<typeof sqlLabQuerySchema>;

/** A result column: `name` and `column_name` are the same (Superset sends both), `type` the engine's. */
export const sqlLabColumnSchema = z.object({
  name: z.string(),
  column_name: z.string(),
  type: z.string(),
  /** Superset's GenericDataType: 0 numeric, 1 string, 2 temporal, 3 boolean. */
  type_generic: z.number().int(),
  is_dttm: z.boolean(),
});
export type SqlLabColumn = z.infer<typeof sqlLabColumnSchema>;

export const sqlLabCellSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type SqlLabCell = z.infer<typeof sqlLabCellSchema>;
