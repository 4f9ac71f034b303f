import { MAX_ROW_ID } from '../api/listQuery.js';

/** A dataset named the way form data names it (`datasource: "3__table"`): its id and type. */
export interface DatasourceUid {
  id: number;
  type: string;
}

const DATASOURCE_UID = /^(\d+)__(\w+)$/;

/**
 * `3__table` → `{id: 3, type: 'table'}`; null for anything else (no id, an id that is no row id: 0 or
 * over MAX_ROW_ID, no type, not text).
 */
export function parseDatasourceUid(value: unknown): DatasourceUid | null {
  if (typeof value !== 'string') return null;
  const match = DATASOURCE_UID.exec(value);
  if (!match) return null;
  const id = Number(match[1]);
  return id > 0 && id <= MAX_ROW_ID ? { id, type: match[2]! } : null;
}

/** `{id: 3, type: 'table'}` → `3__table`. */
export function datasourceUid({ id, type }: DatasourceUid): string {
  return `${id}__${type}`;
}
