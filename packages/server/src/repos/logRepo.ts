import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import { humanizeTimeDelta, type DataAccessGrants, type RecentActivityItem } from '@sightline/core';
import { accessibleChartCondition, visibleDashboardCondition } from './dataAccessScope.js';
import type { MetadataSchema } from './schema.js';
import { chartExploreUrl } from './chartRepo.js';
import { dashboardUrl } from './dashboardRepo.js';

/** The action logs (`logs`) and the recent-activity view built from them. */

export interface LogEntry {
  action: string;
  userId: number | null;
  json?: unknown;
  dashboardId?: number | null;
  sliceId?: number | null;
  durationMs?: number | null;
  referrer?: string | null;
  dttm?: string;
}

export async function insertLogs(db: Kysely<MetadataSchema>, entries: readonly LogEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db
    .insertInto('logs')
    .values(
      entries.map((e) => ({
        action: e.action,
        user_id: e.userId,
        json: e.json === undefined ? null : JSON.stringify(e.json),
        dttm: e.dttm ?? new Date().toISOString(),
        dashboard_id: e.dashboardId ?? null,
        slice_id: e.sliceId ?? null,
        duration_ms: e.durationMs ?? null,
        referrer: e.referrer ?? null,
      })),
    )
    .execute();
}

/** Deletes the rows logged before `before` (the retention); returns how many. */
export async function pruneLogs(db: Kysely<MetadataSchema>, before: Date): Promise<number> {
  const result = await db.deleteFrom('logs').where('dttm', '<', before.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Actions that count as "viewed" for the home page (Superset's recent_activity). */
export const VIEW_ACTIONS = ['log', 'dashboard', 'explore', 'mount_dashboard', 'mount_explorer'];

/**
 * The user's most recently viewed charts and dashboards, newest first, one entry per object (its latest
 * view). Deleted objects drop out because the join finds nothing, and so do objects the user may no
 * longer see (`grants`, null for admins who see everything): their names are not told.
 */
export async function recentActivity(
  db: Kysely<MetadataSchema>,
  userId: number,
  grants: DataAccessGrants | null,
  page: number,
  pageSize: number,
  now = new Date(),
): Promise<RecentActivityItem[]> {
  const all = sql<SqlBool>`1 = 1`;
  const charts: Expression<SqlBool> = (grants && accessibleChartCondition(grants)) ?? all;
  const dashboards: Expression<SqlBool> = grants ? visibleDashboardCondition(grants, userId) : all;
  const rows = await db
    .selectFrom('logs')
    .leftJoin('slices', 'slices.id', 'logs.slice_id')
    .leftJoin('dashboards', 'dashboards.id', 'logs.dashboard_id')
    .select((eb) => [
      'logs.slice_id',
      'logs.dashboard_id',
      'slices.slice_name',
      'dashboards.dashboard_title',
      'dashboards.slug',
      eb.fn.max('logs.dttm').as('last_dttm'),
      eb.fn.max('logs.action').as('action'),
      eb.fn.max('logs.id').as('last_id'),
    ])
    .where('logs.user_id', '=', userId)
    .where('logs.action', 'in', VIEW_ACTIONS)
    .where((eb) =>
      eb.or([
        eb.and([eb('slices.id', 'is not', null), charts]),
        eb.and([eb('dashboards.id', 'is not', null), dashboards]),
      ]),
    )
    .groupBy([
      'logs.slice_id',
      'logs.dashboard_id',
      'slices.slice_name',
      'dashboards.dashboard_title',
      'dashboards.slug',
    ])
    .orderBy('last_dttm', 'desc')
    // Views within the same millisecond: the later row wins.
    .orderBy('last_id', 'desc')
    .limit(pageSize)
    .offset(page * pageSize)
    .execute();
  return rows.map((row) => {
    const time = Date.parse(String(row.last_dttm));
    const isChart = row.slice_id !== null && row.slice_name !== null;
    return {
      action: String(row.action),
      item_title: isChart ? (row.slice_name as string) : (row.dashboard_title ?? ''),
      item_type: isChart ? 'slice' : 'dashboard',
      item_url: isChart
        ? chartExploreUrl(row.slice_id as number)
        : dashboardUrl({ id: row.dashboard_id as number, slug: row.slug }),
      time,
      time_delta_humanized: humanizeTimeDelta(new Date(time), now),
    };
  });
}
