import type { FavoriteStatusResponse } from '@sightline/core';

/**
 * Whether the dashboard is one of the user's favorites, from GET /api/v1/dashboard/favorite_status/
 * (`result` items `{id, value}`); null while there is no answer for this id, so the star stays disabled
 * instead of showing a guess.
 */
export function favoriteStatusOf(response: FavoriteStatusResponse | undefined, id: number): boolean | null {
  const item = response?.result?.find((entry) => Number(entry.id) === id);
  return item ? item.value === true : null;
}
