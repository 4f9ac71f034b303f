import { z } from 'zod';

/** `POST /api/v1/sqllab/estimate/` (Superset's EstimateQueryCostSchema). */
export const estimateQueryCostSchema = z.object({
  database_id: z.number().int().positive(),
  sql: z.string().min(1).max(200_000),
  schema: z.string().max(256).nullish(),
  template_params: z.record(z.string(), z.unknown()).nullish(),
});
export type EstimateQueryCost = z.infer<typeof estimateQueryCostSchema>;

/** One entry per statement: the engine's plan figures, as label → value (e.g. `Total cost`). */
export const estimateQueryCostResponseSchema = z.object({
  result: z.array(z.record(z.string(), z.union([z.string(), z.number()]))),
});
export type EstimateQueryCostResponse = z.infer<typeof estimateQueryCostResponseSchema>;

/** `POST /api/v1/sqllab/format_sql/`: the SQL, and the database whose dialect to format it in. */
export const formatSqlPayloadSchema = z.object({
  sql: z.string().max(200_000),
  database_id: z.number().int().positive().nullish(),
  /** A backend name (`duckdb`, `postgresql`, `sqlite`) when no database is named. */
  engine: z.string().max(64).nullish(),
});
export type FormatSqlPayload = z.infer<typeof formatSqlPayloadSchema>;
export const formatSqlResponseSchema = z.object({ result: z.string() });
export type FormatSqlResponse = z.infer<typeof formatSqlResponseSchema>;

/** `POST /api/v1/sqllab/permalink`: what the link reopens. */
export const sqlLabPermalinkStateSchema = z.object({
  dbId: z.number().int().positive(),
  schema: z.string().max(256).nullish(),
  sql: z.string().max(200_000),
  name: z.string().max(256).nullish(),
  autorun: z.boolean().nullish(),
  templateParams: z.string().nullish(),
});
export type SqlLabPermalinkState = z.infer<typeof sqlLabPermalinkStateSchema>;

/** `POST /api/v1/query/stop`: the client id of the query to stop. */
export const stopQueryPayloadSchema = z.object({ client_id: z.string().min(1).max(64) });
export type StopQueryPayload = z.infer<typeof stopQueryPayloadSchema>;
