import type { MetadataDb } from '../repos/metadataDb.js';
import type { AuthUser, PermissionGeneration } from '../appDeps.js';
import { loadAuthUser } from './loadAuthUser.js';

/**
 * Signed-in users with their roles and permissions, kept for a few seconds so that a busy client (a
 * dashboard firing dozens of chart-data requests) does not cost three metadata queries per request.
 * The short lifetime bounds how long a role change (made with the CLI, or by another server process)
 * takes to apply. Deactivation does not wait for it: the session read on every request (sessionRepo's
 * liveSessionUser) refuses an inactive user at once.
 */
export interface AuthUserCache {
  get(userId: number): Promise<AuthUser | null>;
}

export function createAuthUserCache(
  db: MetadataDb,
  permissionGeneration: PermissionGeneration,
  { ttlMs = 5_000, maxEntries = 10_000, now = () => Date.now() } = {},
): AuthUserCache {
  // Promises are cached, so concurrent first requests of one user share one lookup.
  const entries = new Map<number, { user: Promise<AuthUser | null>; expires: number; generation: number }>();
  return {
    get(userId) {
      const hit = entries.get(userId);
      // A grant or role change made through this process applies to the very next request.
      const generation = permissionGeneration.value;
      if (hit && hit.expires > now() && hit.generation === generation) return hit.user;
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      const user = loadAuthUser(db, userId);
      entries.set(userId, { user, expires: now() + ttlMs, generation });
      user.catch(() => entries.delete(userId));
      return user;
    },
  };
}
