import { z } from 'zod';
import { sqlLabQuerySchema } from './queryResult.js';

/** A SQL Lab tab as stored for its user, so tabs survive a reload and follow the user to another browser. */
export const tabStateSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  label: z.string(),
  active: z.boolean(),
  database_id: z.number().int().nullable(),
  schema: z.string().nullable(),
  sql: z.string(),
  query_limit: z.number().int().nullable(),
  /** The tab's last query, as the page shows it (without its rows: fetch them by its resultsKey). */
  latest_query: sqlLabQuerySchema.nullable(),
  autorun: z.boolean(),
  hide_left_bar: z.boolean(),
  extra_json: z.record(z.string(), z.unknown()),
  saved_query: z.object({ id: z.number().int() }).nullable(),
  /** Tables opened in the tab's left bar; not kept yet, always empty. */
  table_schemas: z.array(z.never()),
});
export type TabState = z.infer<typeof tabStateSchema>;

/** The fields a tab is created or changed with; each one optional, absent ones unchanged (or defaulted). */
export const tabStateValuesSchema = z
  .object({
    label: z.string().min(1).max(256),
    database_id: z.number().int().positive().nullable(),
    schema: z.string().max(256).nullable(),
    sql: z.string().max(200_000),
    query_limit: z.number().int().positive().nullable(),
    autorun: z.boolean(),
    hide_left_bar: z.boolean(),
    extra_json: z.record(z.string(), z.unknown()),
    saved_query_id: z.number().int().positive().nullable(),
    /** The client id of the tab's last query; null clears it. */
    latest_query_id: z.string().max(64).nullable(),
  })
  .partial()
  .strict();
export type TabStateValues = z.infer<typeof tabStateValuesSchema>;

/** `POST /tabstateview/` and `PUT /tabstateview/{id}`: the tab's id. */
export const tabStateIdResponseSchema = z.object({ id: z.number().int() });
export type TabStateIdResponse = z.infer<typeof tabStateIdResponseSchema>;
