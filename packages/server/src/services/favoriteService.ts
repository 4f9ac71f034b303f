import { addFavorite, favoriteIds, removeFavorite, type FavoriteClass } from '../repos/favorites.js';
import type { ListTable } from '../repos/listQuery/listDeclaration.js';
import { assertPermission } from './access.js';
import { assertAllExist, type ServiceContext } from './resourceService.js';

/** Favorites of the signed-in user on charts, dashboards and saved queries. */
export interface FavoriteTarget {
  className: FavoriteClass;
  table: ListTable;
  view: string;
}

export const FAVORITE_TARGETS = {
  chart: { className: 'slice', table: 'slices', view: 'Chart' },
  dashboard: { className: 'Dashboard', table: 'dashboards', view: 'Dashboard' },
  saved_query: { className: 'query', table: 'saved_query', view: 'SavedQuery' },
} as const satisfies Record<string, FavoriteTarget>;

/** `favorite_status/?q=!(ids)`: one entry per requested id, in request order. */
export async function favoriteStatus(ctx: ServiceContext, target: FavoriteTarget, ids: readonly number[]) {
  const user = assertPermission(ctx.user, 'can_read', target.view);
  const favorites = await favoriteIds(ctx.deps.db, user.id, target.className, ids);
  return ids.map((id) => ({ id, value: favorites.has(id) }));
}

export async function setFavorite(
  ctx: ServiceContext,
  target: FavoriteTarget,
  id: number,
  favorite: boolean,
) {
  const user = assertPermission(ctx.user, 'can_read', target.view);
  await assertAllExist(ctx.deps.db, target.table, [id]);
  if (favorite) await addFavorite(ctx.deps.db, user.id, target.className, id);
  else await removeFavorite(ctx.deps.db, user.id, target.className, id);
}
