import type { Kysely } from 'kysely';
import type { FilterSetRow, MetadataSchema } from './schema.js';
import { insertAuditColumns, updateAuditColumns, type WriteAudit } from './timestamps.js';

/** SQL of the `filter_sets` table (a dashboard's saved filter states). */

export type FilterSetOwnerType = FilterSetRow['owner_type'];

export interface FilterSetRecord {
  id: number;
  name: string;
  description: string | null;
  json_metadata: string;
  owner_type: FilterSetOwnerType;
  owner_id: number;
  dashboard_id: number;
  created_on: string;
  changed_on: string;
  created_by_fk: number | null;
  changed_by_fk: number | null;
}

export type FilterSetValues = Pick<
  FilterSetRecord,
  'name' | 'description' | 'json_metadata' | 'owner_type' | 'owner_id'
>;

/** The dashboard's sets that `userId` may see: the dashboard's own and the user's private ones, by id. */
export async function listFilterSets(
  db: Kysely<MetadataSchema>,
  dashboardId: number,
  userId: number,
): Promise<FilterSetRecord[]> {
  return db
    .selectFrom('filter_sets')
    .selectAll()
    .where('dashboard_id', '=', dashboardId)
    .where((eb) =>
      eb.or([
        eb('owner_type', '=', 'Dashboard'),
        eb.and([eb('owner_type', '=', 'User'), eb('owner_id', '=', userId)]),
      ]),
    )
    .orderBy('id')
    .execute();
}

/** The set `id` of the dashboard, null when there is none. */
export async function findFilterSet(
  db: Kysely<MetadataSchema>,
  dashboardId: number,
  id: number,
): Promise<FilterSetRecord | null> {
  const row = await db
    .selectFrom('filter_sets')
    .selectAll()
    .where('dashboard_id', '=', dashboardId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ?? null;
}

/** Whether another set of the dashboard (not `exceptId`) has this name. */
export async function filterSetNameTaken(
  db: Kysely<MetadataSchema>,
  dashboardId: number,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  let query = db
    .selectFrom('filter_sets')
    .select('id')
    .where('dashboard_id', '=', dashboardId)
    .where('name', '=', name);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertFilterSet(
  db: Kysely<MetadataSchema>,
  dashboardId: number,
  values: FilterSetValues,
  audit: WriteAudit,
): Promise<number> {
  const row = await db
    .insertInto('filter_sets')
    .values({
      ...values,
      dashboard_id: dashboardId,
      ...insertAuditColumns(audit),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateFilterSet(
  db: Kysely<MetadataSchema>,
  id: number,
  changes: Partial<FilterSetValues>,
  audit: WriteAudit,
): Promise<void> {
  await db
    .updateTable('filter_sets')
    .set({ ...changes, ...updateAuditColumns(audit) })
    .where('id', '=', id)
    .execute();
}

export async function deleteFilterSet(db: Kysely<MetadataSchema>, id: number): Promise<void> {
  await db.deleteFrom('filter_sets').where('id', '=', id).execute();
}
