import { z } from 'zod';
import { findDashboardId } from '../repos/dashboardRepo.js';
import { existingIds } from '../repos/existingIds.js';
import { insertKeyValue, loadKeyValue } from '../repos/keyValueRepo.js';
import { insertLogs } from '../repos/logRepo.js';
import { nowIso } from '../repos/timestamps.js';
import { assertPermission } from './access.js';
import { notFound, parseBody } from './apiError.js';
import { newEntryKey, uuidOfKey } from './explore/keyValueKeys.js';
import type { ServiceContext } from './resourceService.js';

/**
 * Dashboard permalinks (spec 3 §7; `POST /api/v1/dashboard/{pk}/permalink`,
 * `GET /api/v1/dashboard/permalink/{key}`): the view a user shares (filter data mask, active tabs, the
 * anchor scrolled to, extra URL parameters), kept for good in the key_value table under an unguessable
 * key, like explore permalinks.
 */

const PERMALINK_RESOURCE = 'dashboard_permalink';

const urlParamsSchema = z
  .array(z.tuple([z.string(), z.string()]))
  .nullable()
  .optional();

/**
 * DashboardPermalinkStateSchema, plus the names older clients send (spec 3 §3: filterState for dataMask,
 * hash for anchor). Unknown keys are refused: a typo would otherwise store a link that restores nothing.
 */
const permalinkBodySchema = z.strictObject({
  dataMask: z.record(z.string(), z.unknown()).nullable().optional(),
  filterState: z.record(z.string(), z.unknown()).nullable().optional(),
  activeTabs: z.array(z.string()).nullable().optional(),
  anchor: z.string().nullable().optional(),
  hash: z.string().nullable().optional(),
  urlParams: urlParamsSchema,
});

/** The view a permalink restores (DashboardPermalinkStateSchema); absent parts were not sent. */
export interface DashboardPermalinkState {
  dataMask?: Record<string, unknown> | null;
  activeTabs?: string[] | null;
  anchor?: string | null;
  urlParams?: [string, string][] | null;
}

/** What is stored and what `GET` answers: Superset's DashboardPermalinkValue (dashboardId as text). */
export interface DashboardPermalinkValue {
  dashboardId: string;
  state: DashboardPermalinkState;
}

/** The body as the stored state, aliases folded in (dataMask and anchor win over filterState and hash). */
export function parsePermalinkState(body: unknown): DashboardPermalinkState {
  const { filterState, hash, ...state } = parseBody(permalinkBodySchema, body ?? {});
  const dataMask = state.dataMask !== undefined ? state.dataMask : filterState;
  const anchor = state.anchor !== undefined ? state.anchor : hash;
  return {
    ...(dataMask !== undefined ? { dataMask } : {}),
    ...(state.activeTabs !== undefined ? { activeTabs: state.activeTabs } : {}),
    ...(anchor !== undefined ? { anchor } : {}),
    ...(state.urlParams !== undefined ? { urlParams: state.urlParams } : {}),
  };
}

/** A dashboard the user may read, by id or slug: 401, 403 without can_read on Dashboard, 404. */
async function readableDashboardId(ctx: ServiceContext, idOrSlug: string) {
  const user = assertPermission(ctx.user, 'can_read', 'Dashboard');
  const id = await findDashboardId(ctx.deps.db, idOrSlug);
  if (id === null) throw notFound();
  return { user, id };
}

/** Stores the dashboard's view and answers its key; 401, 403, 404 for the dashboard, 422 for the body. */
export async function createDashboardPermalink(
  ctx: ServiceContext,
  idOrSlug: string,
  body: unknown,
): Promise<string> {
  const { user, id } = await readableDashboardId(ctx, idOrSlug);
  const value: DashboardPermalinkValue = { dashboardId: String(id), state: parsePermalinkState(body) };
  const { uuid, key } = newEntryKey();
  await insertKeyValue(ctx.deps.db, {
    uuid,
    resource: PERMALINK_RESOURCE,
    value: JSON.stringify(value),
    userId: user.id,
    now: nowIso(),
    expiresOn: null,
  });
  await insertLogs(ctx.deps.db, [
    { action: 'dashboard_permalink', userId: user.id, dashboardId: id, json: { key } },
  ]);
  return key;
}

/**
 * `GET /api/v1/dashboard/permalink/{key}`: `{dashboardId, state}` where the state also names its
 * dashboard; 401, 403 without can_read on Dashboard, 404 for an unknown key or a deleted dashboard.
 */
export async function readDashboardPermalink(ctx: ServiceContext, key: string) {
  assertPermission(ctx.user, 'can_read', 'Dashboard');
  const uuid = uuidOfKey(key);
  const entry = uuid ? await loadKeyValue(ctx.deps.db, PERMALINK_RESOURCE, uuid, nowIso()) : null;
  if (!entry) throw notFound();
  const value = JSON.parse(entry.value) as DashboardPermalinkValue;
  const [exists] = await existingIds(ctx.deps.db, 'dashboards', [Number(value.dashboardId)]);
  if (exists === undefined) throw notFound();
  return { dashboardId: value.dashboardId, state: { ...value.state, dashboardId: value.dashboardId } };
}
