import { canWriteOwned, isAdmin } from '@sightline/core';
import type { AuthUser } from '../appDeps.js';
import { findDashboardId } from '../repos/dashboardRepo.js';
import { visibleDashboardCondition } from '../repos/dataAccessScope.js';
import { visibleIds } from '../repos/visibleIds.js';
import { loadOwnerIds } from '../repos/owners.js';
import { assertPermission, dataAccessOf } from './access.js';
import { ApiError, notFound } from '../apiError.js';
import type { ServiceContext } from './resourceService.js';

/** Superset's answer when a chart would be linked to or unlinked from a dashboard the user cannot edit. */
export const DASHBOARDS_FORBIDDEN_MESSAGE = 'Changing one or more of these dashboards is forbidden';
export const DASHBOARD_FORBIDDEN_MESSAGE = "You don't have access to this dashboard.";

/**
 * Which dashboards a user sees: admins all of them; others those they own, and published dashboards
 * with at least one chart on a dataset they may read. Null means every dashboard.
 */
export function dashboardScope(user: AuthUser) {
  return isAdmin(user) ? null : visibleDashboardCondition(dataAccessOf(user), user.id);
}

/** 403 unless the user sees the dashboard (drafts only for owners and admins). */
export async function assertDashboardVisible(
  ctx: ServiceContext,
  user: AuthUser,
  dashboardId: number,
): Promise<void> {
  const scope = dashboardScope(user);
  if (scope === null) return;
  const [visible] = await visibleIds(ctx.deps.db, 'dashboards', [dashboardId], scope);
  if (visible === undefined) throw new ApiError(403, { message: DASHBOARD_FORBIDDEN_MESSAGE });
}

/**
 * A dashboard addressed by id or slug that the user may read: 401, 403 without can_read on Dashboard,
 * then 404, then 403 when it is a draft of someone else or shows no data the user may read, so
 * anonymous callers learn nothing about which dashboards exist.
 */
export async function readableDashboard(
  ctx: ServiceContext,
  idOrSlug: string,
): Promise<{ user: AuthUser; dashboardId: number }> {
  const user = assertPermission(ctx.user, 'can_read', 'Dashboard');
  const dashboardId = await findDashboardId(ctx.deps.db, idOrSlug);
  if (dashboardId === null) throw notFound();
  await assertDashboardVisible(ctx, user, dashboardId);
  return { user, dashboardId };
}

/**
 * Linking a chart to a dashboard, or unlinking it, changes the dashboard: the user must be able to edit
 * each one (can_write on Dashboard, and an admin or an owner). 403 in Superset's words otherwise.
 */
export async function assertCanChangeDashboards(
  ctx: ServiceContext,
  user: AuthUser,
  dashboardIds: readonly number[],
): Promise<void> {
  if (dashboardIds.length === 0) return;
  const owners = await loadOwnerIds(ctx.deps.db, 'dashboard', dashboardIds);
  for (const id of dashboardIds) {
    if (!canWriteOwned(user, 'Dashboard', owners.get(id) ?? []))
      throw new ApiError(403, { message: DASHBOARDS_FORBIDDEN_MESSAGE });
  }
}
