import { z } from 'zod';

/** What the filter editor reads about a datasource: a column's distinct values and a table's extras. */

/** A cell of a column's distinct values. */
export const cellValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** `GET /api/v1/datasource/{type}/{id}/column/{column}/values`. */
export const columnValuesResponseSchema = z.object({ result: z.array(cellValueSchema) });

export type ColumnValuesResponse = z.infer<typeof columnValuesResponseSchema>;

/** `GET /api/v1/database/{pk}/table_extra/{table}/{schema}`: a partitioned table's key columns, else `{}`. */
export const tableExtraResponseSchema = z.object({
  partitions: z.object({ cols: z.array(z.string()) }).optional(),
});
export type TableExtraResponse = z.infer<typeof tableExtraResponseSchema>;
