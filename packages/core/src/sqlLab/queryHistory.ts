import { z } from 'zod';
import { userRefSchema } from '../api/userRefs.js';
import { queryStatusSchema } from './queryResult.js';

/**
 * A recorded query as `/api/v1/query/` lists it (and `/{pk}` and `updated_since` answer it): Superset's
 * QueryRestApi item; times are epoch milliseconds.
 */
export const queryHistoryItemSchema = z.object({
  id: z.number().int(),
  client_id: z.string(),
  database: z.object({ id: z.number().int(), database_name: z.string() }),
  user: userRefSchema,
  schema: z.string().nullable(),
  sql: z.string(),
  executed_sql: z.string().nullable(),
  select_sql: z.string().nullable(),
  limit: z.number().int().nullable(),
  limiting_factor: z.string(),
  select_as_cta: z.boolean(),
  tmp_table_name: z.string().nullable(),
  tmp_schema_name: z.string().nullable(),
  status: queryStatusSchema,
  error_message: z.string().nullable(),
  rows: z.number().int().nullable(),
  progress: z.number().int(),
  tab_name: z.string().nullable(),
  sql_editor_id: z.string().nullable(),
  results_key: z.string().nullable(),
  start_time: z.number().nullable(),
  start_running_time: z.number().nullable(),
  end_time: z.number().nullable(),
  end_result_backend_time: z.number().nullable(),
  changed_on: z.string(),
  tracking_url: z.string().nullable(),
  sql_tables: z.array(z.never()),
});
export type QueryHistoryItem = z.infer<typeof queryHistoryItemSchema>;

/** `GET /api/v1/query/updated_since?q=(last_updated_ms:...)`: the user's queries changed since then. */
export const queryUpdatedSinceSchema = z.object({ last_updated_ms: z.number().nonnegative() });
export const queryUpdatedSinceResponseSchema = z.object({ result: z.array(queryHistoryItemSchema) });
