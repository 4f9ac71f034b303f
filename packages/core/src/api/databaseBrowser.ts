import { z } from 'zod';

/** `GET /api/v1/database/{pk}/schemas/`: the schemas of the database the user may read. */
export const databaseSchemasResponseSchema = z.object({ result: z.array(z.string()) });
export type DatabaseSchemasResponse = z.infer<typeof databaseSchemasResponseSchema>;

/** `GET /api/v1/database/{pk}/tables/?q=(schema_name:...)`: one schema's tables and views the user may read. */
export const databaseTableSchema = z.object({
  value: z.string(),
  type: z.enum(['table', 'view']),
  extra: z.record(z.string(), z.unknown()).nullable().optional(),
});
export type DatabaseTable = z.infer<typeof databaseTableSchema>;
export const databaseTablesResponseSchema = z.object({
  count: z.number().int(),
  result: z.array(databaseTableSchema),
});
export type DatabaseTablesResponse = z.infer<typeof databaseTablesResponseSchema>;

/** `GET /api/v1/database/{pk}/table/{table}/{schema}/`: a table's columns and the SELECT that previews it. */
export const tableMetadataColumnSchema = z.object({
  name: z.string(),
  type: z.string(),
  longType: z.string(),
  keys: z.array(z.string()),
});
export const tableMetadataResponseSchema = z.object({
  name: z.string(),
  columns: z.array(tableMetadataColumnSchema),
  selectStar: z.string(),
  primaryKey: z.object({ constrained_columns: z.array(z.string()).nullable(), name: z.string().nullable() }),
  foreignKeys: z.array(z.record(z.string(), z.unknown())),
  indexes: z.array(z.record(z.string(), z.unknown())),
});
export type TableMetadataResponse = z.infer<typeof tableMetadataResponseSchema>;

/** `GET /api/v1/database/{pk}/select_star/{table}/{schema}/`: the SELECT that previews the table. */
export const selectStarResponseSchema = z.object({ result: z.string() });
