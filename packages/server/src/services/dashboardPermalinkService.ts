import {
  dashboardPermalinkStateSchema,
  normalizeDashboardPermalinkState,
  type DashboardPermalinkState,
} from '@sightline/core';
import { existingIds } from '../repos/existingIds.js';
import { insertLogs } from '../repos/logRepo.js';
import { assertPermission } from './access.js';
import { notFound, parseBody } from '../apiError.js';
import { assertDashboardVisible, readableDashboard } from './dashboardAccess.js';
import { loadPermalink, storePermalink } from './permalinks.js';
import type { ServiceContext } from './resourceService.js';

/**
 * Dashboard permalinks (`POST /api/v1/dashboard/{pk}/permalink`,
 * `GET /api/v1/dashboard/permalink/{key}`): the view a user shares (filter data mask, active tabs, the
 * anchor scrolled to, extra URL parameters), kept for good in the key_value table under an unguessable
 * key, like explore permalinks. The state's schema is core's, shared with the web app.
 */

const PERMALINK_RESOURCE = 'dashboard_permalink';

/** What is stored and what `GET` answers: Superset's DashboardPermalinkValue (dashboardId as text). */
interface DashboardPermalinkValue {
  dashboardId: string;
  state: DashboardPermalinkState;
}

/** Stores the dashboard's view and answers its key; 401, 403, 404 for the dashboard, 422 for the body. */
export async function createDashboardPermalink(
  ctx: ServiceContext,
  idOrSlug: string,
  body: unknown,
): Promise<string> {
  const { user, dashboardId: id } = await readableDashboard(ctx, idOrSlug);
  // Core's DashboardPermalinkStateSchema; filterState and hash are read as dataMask and anchor.
  const state = normalizeDashboardPermalinkState(parseBody(dashboardPermalinkStateSchema, body ?? {}));
  const value: DashboardPermalinkValue = { dashboardId: String(id), state };
  const key = await storePermalink(ctx.deps.db, PERMALINK_RESOURCE, value, user.id);
  await insertLogs(ctx.deps.db, [
    { action: 'dashboard_permalink', userId: user.id, dashboardId: id, json: { key } },
  ]);
  return key;
}

/**
 * `GET /api/v1/dashboard/permalink/{key}`: `{dashboardId, state}` where the state also names its
 * dashboard; 401, 403 without can_read on Dashboard, 404 for an unknown key or a deleted dashboard, 403
 * for a dashboard the user does not see.
 */
export async function readDashboardPermalink(ctx: ServiceContext, key: string) {
  const user = assertPermission(ctx.user, 'can_read', 'Dashboard');
  const value = await loadPermalink<DashboardPermalinkValue>(ctx.deps.db, PERMALINK_RESOURCE, key);
  const [exists] = await existingIds(ctx.deps.db, 'dashboards', [Number(value.dashboardId)]);
  if (exists === undefined) throw notFound();
  // The state holds filter values: only those who see the dashboard read it.
  await assertDashboardVisible(ctx, user, exists);
  return { dashboardId: value.dashboardId, state: { ...value.state, dashboardId: value.dashboardId } };
}
