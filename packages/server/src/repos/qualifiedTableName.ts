/** A dataset's table as people read it: `schema.table`, or the table alone when there is no schema. */
export const qualifiedTableName = (schema: string | null | undefined, table: string) =>
  schema ? `${schema}.${table}` : table;
