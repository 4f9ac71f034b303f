import type { Kysely } from 'kysely';
import type { MetadataSchema } from './schema.js';

/** Favorites (favstar) with Superset's class names: 'slice', 'Dashboard', 'query'. */
export type FavoriteClass = 'slice' | 'Dashboard' | 'query';

export async function favoriteIds(
  db: Kysely<MetadataSchema>,
  userId: number,
  className: FavoriteClass,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('favstar')
    .select('obj_id')
    .where('user_id', '=', userId)
    .where('class_name', '=', className)
    .where('obj_id', 'in', [...ids])
    .execute();
  return new Set(rows.map((r) => r.obj_id));
}

/** Idempotent: favoriting twice keeps one row. */
export async function addFavorite(
  db: Kysely<MetadataSchema>,
  userId: number,
  className: FavoriteClass,
  id: number,
) {
  await db
    .insertInto('favstar')
    .values({ user_id: userId, class_name: className, obj_id: id, dttm: new Date().toISOString() })
    .onConflict((oc) => oc.columns(['user_id', 'class_name', 'obj_id']).doNothing())
    .execute();
}

export async function removeFavorite(
  db: Kysely<MetadataSchema>,
  userId: number,
  className: FavoriteClass,
  id: number,
) {
  await db
    .deleteFrom('favstar')
    .where('user_id', '=', userId)
    .where('class_name', '=', className)
    .where('obj_id', '=', id)
    .execute();
}

/** Drops favorites of deleted objects (inside the delete transaction). */
export async function deleteFavoritesOf(
  trx: Kysely<MetadataSchema>,
  className: FavoriteClass,
  ids: readonly number[],
) {
  if (ids.length === 0) return;
  await trx
    .deleteFrom('favstar')
    .where('class_name', '=', className)
    .where('obj_id', 'in', [...ids])
    .execute();
}
