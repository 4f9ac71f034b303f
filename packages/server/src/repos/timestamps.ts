import { humanizeTimeDelta } from '@sightline/core';

/** The audit fields every list/get item carries, from ISO text timestamps. */
export function auditTimes(row: { created_on: string; changed_on: string }, now = new Date()) {
  return {
    changed_on: row.changed_on,
    changed_on_utc: row.changed_on,
    changed_on_dttm: Date.parse(row.changed_on),
    changed_on_delta_humanized: humanizeTimeDelta(row.changed_on, now),
    created_on: row.created_on,
    created_on_delta_humanized: humanizeTimeDelta(row.created_on, now),
  };
}

export const nowIso = () => new Date().toISOString();

/** Who writes a row and when (ISO text). */
export interface WriteAudit {
  userId: number;
  now: string;
}

/** The audit columns every metadata table carries, as an insert sets them. */
export const insertAuditColumns = ({ userId, now }: WriteAudit) => ({
  created_on: now,
  changed_on: now,
  created_by_fk: userId,
  changed_by_fk: userId,
});

/** The audit columns an update sets. */
export const updateAuditColumns = ({ userId, now }: WriteAudit) => ({
  changed_on: now,
  changed_by_fk: userId,
});

/** 0/1 column to boolean. */
export const bool = (value: number | null | undefined) => value === 1;

/** Booleans to 0/1 columns: the `keys` that `input` sets; absent ones are left out (unchanged). */
export function flagColumns<K extends string>(
  input: Partial<Record<K, boolean>>,
  keys: readonly K[],
): Partial<Record<K, 0 | 1>> {
  const columns: Partial<Record<K, 0 | 1>> = {};
  for (const key of keys) {
    const value = input[key];
    if (value !== undefined) columns[key] = value ? 1 : 0;
  }
  return columns;
}
