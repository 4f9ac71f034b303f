import { z } from 'zod';
import { queryStatusSchema, sqlLabCellSchema, sqlLabColumnSchema, sqlLabQuerySchema } from './queryResult.js';

/** `POST /api/v1/sqllab/execute/` (Superset's ExecutePayloadSchema). */
export const executePayloadSchema = z.object({
  database_id: z.number().int().positive(),
  sql: z.string().min(1).max(200_000),
  /** Chosen by the page, so it can follow the query before the answer comes; generated when absent. */
  client_id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'client_id: letters, digits, - and _ only (at most 64)')
    .nullish(),
  schema: z.string().max(256).nullish(),
  /** Rows to return at most; capped by the server's maximum. */
  queryLimit: z.number().int().positive().nullish(),
  runAsync: z.boolean().nullish(),
  select_as_cta: z.boolean().nullish(),
  tmp_table_name: z.string().max(256).nullish(),
  ctas_method: z.enum(['TABLE', 'VIEW']).nullish(),
  sql_editor_id: z.string().max(256).nullish(),
  tab: z.string().max(256).nullish(),
  templateParams: z.string().nullish(),
  expand_data: z.boolean().nullish(),
  json: z.boolean().nullish(),
});
export type ExecutePayload = z.infer<typeof executePayloadSchema>;

/**
 * A finished query's answer (200 from execute, and `GET /api/v1/sqllab/results/`): the last statement's
 * columns and rows (each row an object by column name) and the query.
 */
export const queryExecutionResponseSchema = z.object({
  status: queryStatusSchema,
  query_id: z.number().int(),
  columns: z.array(sqlLabColumnSchema),
  selected_columns: z.array(sqlLabColumnSchema),
  expanded_columns: z.array(sqlLabColumnSchema),
  data: z.array(z.record(z.string(), sqlLabCellSchema)),
  query: sqlLabQuerySchema,
});
export type QueryExecutionResponse = z.infer<typeof queryExecutionResponseSchema>;

/**
 * 202 from execute when the query runs on the worker tier: the query (pending), and the job whose end
 * event (`status` done with `result_url`, or error) arrives on the session's async-event channel.
 */
export const queryExecutionAcceptedSchema = z.object({
  status: queryStatusSchema,
  query_id: z.number().int(),
  query: sqlLabQuerySchema,
  job_id: z.string(),
  channel_id: z.string(),
});
export type QueryExecutionAccepted = z.infer<typeof queryExecutionAcceptedSchema>;

/**
 * An item of a failed query's `errors`: the engine's message, and in `extra` where it points (`line`,
 * `column`, 1-based) when the engine says so.
 */
export const sqlLabErrorSchema = z.object({
  message: z.string(),
  error_type: z.string(),
  level: z.enum(['error', 'warning', 'info']),
  extra: z.record(z.string(), z.unknown()),
});
export type SqlLabError = z.infer<typeof sqlLabErrorSchema>;

/** A query that ran and failed (or was stopped or timed out): its errors and the recorded query. */
export const queryErrorResponseSchema = z.object({
  message: z.string(),
  errors: z.array(sqlLabErrorSchema),
  query: sqlLabQuerySchema.optional(),
});
export type QueryErrorResponse = z.infer<typeof queryErrorResponseSchema>;
