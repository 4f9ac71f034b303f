import type { Kysely } from 'kysely';
import type { UserRef } from '@sightline/core';
import type { MetadataSchema } from './schema.js';
import { fullName, loadUserRefs, userRef } from './userRefs.js';
import { auditTimes } from './timestamps.js';

/**
 * What every resource loader (charts, dashboards, datasets, databases, saved queries) does the same way:
 * ids in, items out in the order of the ids, with the audit columns read as users and humanized times.
 */

/** Keeps `ids` order for rows loaded with `where id in (...)`; ids without a row are dropped. */
export function inIdOrder<T extends { id: number }>(ids: readonly number[], rows: T[]): T[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => (byId.has(id) ? [byId.get(id) as T] : []));
}

/**
 * Runs `load` for the ids (never for none: `in ()` is not SQL) and returns its items in the order of
 * `ids`.
 */
export async function loadInIdOrder<Item extends { id: number }>(
  ids: readonly number[],
  load: (ids: number[]) => Promise<Item[]>,
): Promise<Item[]> {
  if (ids.length === 0) return [];
  return inIdOrder(ids, await load([...ids]));
}

/** The audit columns all resource tables have. */
export interface AuditedRow {
  created_on: string;
  changed_on: string;
  created_by_fk: number | null;
  changed_by_fk: number | null;
}

/** One row's audit columns as items show them. */
export interface RowAudit extends ReturnType<typeof auditTimes> {
  created_by: UserRef | null;
  created_by_name: string | null;
  changed_by: UserRef | null;
  changed_by_name: string | null;
}

export interface AuditReader {
  of(row: AuditedRow): RowAudit;
  /** Another user the rows reference (named in `moreUserIds`), such as a chart's last_saved_by. */
  user(id: number | null): UserRef | null;
}

/** Loads, in one query, the users that `rows` reference: creator, last editor and `moreUserIds`. */
export async function loadAudit<Row extends AuditedRow>(
  db: Kysely<MetadataSchema>,
  rows: readonly Row[],
  moreUserIds: (row: Row) => (number | null)[] = () => [],
): Promise<AuditReader> {
  const users = await loadUserRefs(
    db,
    rows.flatMap((r) => [r.created_by_fk, r.changed_by_fk, ...moreUserIds(r)]),
  );
  return {
    of(row) {
      const createdBy = userRef(users, row.created_by_fk);
      const changedBy = userRef(users, row.changed_by_fk);
      return {
        ...auditTimes(row),
        created_by: createdBy,
        created_by_name: fullName(createdBy),
        changed_by: changedBy,
        changed_by_name: fullName(changedBy),
      };
    },
    user: (id) => userRef(users, id),
  };
}

/** The audit fields of dashboard and dataset items (Superset's list views of both show these). */
export function changedBySummary(audit: RowAudit) {
  return {
    created_by: audit.created_by,
    changed_by: audit.changed_by,
    changed_by_name: audit.changed_by_name,
    changed_on_utc: audit.changed_on_utc,
    changed_on_delta_humanized: audit.changed_on_delta_humanized,
    created_on_delta_humanized: audit.created_on_delta_humanized,
  };
}
