import { z } from 'zod';
import { sqlLabQuerySchema } from './queryResult.js';
import { tabStateSchema } from './tabState.js';

/** A database as SQL Lab's database picker needs it: only those the user may query are listed. */
export const sqlLabDatabaseSchema = z.object({
  id: z.number().int(),
  database_name: z.string(),
  backend: z.string(),
  expose_in_sqllab: z.boolean(),
  allow_run_async: z.boolean(),
  allow_dml: z.boolean(),
  allow_ctas: z.boolean(),
  allow_cvas: z.boolean(),
  allows_cost_estimate: z.boolean(),
  allows_subquery: z.boolean(),
  allow_file_upload: z.boolean(),
  disable_data_preview: z.boolean(),
});
export type SqlLabDatabase = z.infer<typeof sqlLabDatabaseSchema>;

/**
 * `GET /api/v1/sqllab/`: the user's tabs (`[id, label]`, oldest first) with the active one in full, the
 * databases they may query keyed by id, and their recent queries keyed by client id.
 */
export const sqlLabBootstrapSchema = z.object({
  active_tab: tabStateSchema.nullable(),
  tab_state_ids: z.array(z.tuple([z.string(), z.string()])),
  databases: z.record(z.string(), sqlLabDatabaseSchema),
  queries: z.record(z.string(), sqlLabQuerySchema),
});
export type SqlLabBootstrap = z.infer<typeof sqlLabBootstrapSchema>;
export const sqlLabBootstrapResponseSchema = z.object({ result: sqlLabBootstrapSchema });
