import type { Kysely } from 'kysely';
import type { MetadataSchema } from './schema.js';

/**
 * The chart ↔ dashboard links (`dashboard_slices`), seen from either end: a chart's dashboards
 * (`slice_id`) or a dashboard's charts (`dashboard_id`).
 */
export type DashboardSliceEnd = 'slice_id' | 'dashboard_id';

/** Makes the links of one chart or dashboard exactly `linkedIds` (duplicates stored once). */
export async function replaceDashboardSliceLinks(
  trx: Kysely<MetadataSchema>,
  end: DashboardSliceEnd,
  id: number,
  linkedIds: readonly number[],
): Promise<void> {
  await trx.deleteFrom('dashboard_slices').where(end, '=', id).execute();
  const unique = [...new Set(linkedIds)];
  if (unique.length === 0) return;
  await trx
    .insertInto('dashboard_slices')
    .values(
      unique.map((linked) =>
        end === 'slice_id' ? { dashboard_id: linked, slice_id: id } : { dashboard_id: id, slice_id: linked },
      ),
    )
    .execute();
}

/** Drops every link of the given charts or dashboards (inside their delete transaction). */
export async function deleteDashboardSliceLinks(
  trx: Kysely<MetadataSchema>,
  end: DashboardSliceEnd,
  ids: readonly number[],
): Promise<void> {
  if (ids.length === 0) return;
  await trx
    .deleteFrom('dashboard_slices')
    .where(end, 'in', [...ids])
    .execute();
}
