import type { ExploreColumn } from '@sightline/core';

/** The generic kind of a column for its icon (Superset's GenericDataType: 0..3), or null when unknown. */
export type ColumnKind = 'numeric' | 'string' | 'temporal' | 'boolean';

const KINDS: Record<number, ColumnKind> = { 0: 'numeric', 1: 'string', 2: 'temporal', 3: 'boolean' };

export function columnKind(column: Pick<ExploreColumn, 'type_generic' | 'is_dttm'>): ColumnKind | null {
  const kind =
    column.type_generic === null || column.type_generic === undefined
      ? undefined
      : KINDS[column.type_generic];
  // A column marked temporal in the dataset is drawn as one even when its database type is text.
  if (column.is_dttm) return 'temporal';
  return kind ?? null;
}
