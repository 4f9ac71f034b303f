import type { SQLNamespace } from '@codemirror/lang-sql';
import type { TableMetadataResponse } from '@sightline/core';

/** At most this many tables named in the SQL have their columns fetched for autocomplete. */
export const MAX_COMPLETION_TABLES = 12;

/** The schema's tables the SQL names (as whole words, case-insensitively), first ones first. */
export function tablesNamedIn(sql: string, tables: readonly string[]): string[] {
  const words = new Set(sql.toLowerCase().match(/[a-z_][a-z0-9_$]*/g) ?? []);
  return tables.filter((table) => words.has(table.toLowerCase())).slice(0, MAX_COMPLETION_TABLES);
}

/**
 * lang-sql's completion namespace: every schema by name, the current schema's tables (with the columns
 * known of them), and the same tables at the top level so they complete without the schema's name.
 */
export function completionNamespace(
  schemas: readonly string[],
  schema: string | null,
  tables: readonly string[],
  columns: Readonly<Record<string, TableMetadataResponse | undefined>>,
): SQLNamespace {
  const tableNames: Record<string, string[]> = Object.fromEntries(
    tables.map((table) => [table, (columns[table]?.columns ?? []).map((column) => column.name)]),
  );
  const namespace: Record<string, SQLNamespace> = Object.fromEntries(schemas.map((name) => [name, {}]));
  if (schema) namespace[schema] = tableNames;
  return { ...namespace, ...tableNames };
}
