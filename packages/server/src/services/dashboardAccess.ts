import type { AuthUser } from '../http/types.js';
import { findDashboardId } from '../repos/dashboardRepo.js';
import { assertPermission } from './access.js';
import { notFound } from './apiError.js';
import type { ServiceContext } from './resourceService.js';

/**
 * A dashboard addressed by id or slug that the user may read: 401, 403 without can_read on Dashboard,
 * then 404, so anonymous callers learn nothing about which dashboards exist.
 */
export async function readableDashboard(
  ctx: ServiceContext,
  idOrSlug: string,
): Promise<{ user: AuthUser; dashboardId: number }> {
  const user = assertPermission(ctx.user, 'can_read', 'Dashboard');
  const dashboardId = await findDashboardId(ctx.deps.db, idOrSlug);
  if (dashboardId === null) throw notFound();
  return { user, dashboardId };
}
