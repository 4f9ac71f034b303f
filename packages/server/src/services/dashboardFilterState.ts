import { z } from 'zod';
import {
  deleteExpiredKeyValues,
  deleteKeyValue,
  insertKeyValue,
  loadKeyValue,
  updateKeyValue,
} from '../repos/keyValueRepo.js';
import { nowIso } from '../repos/timestamps.js';
import { forbidden, notFound, parseBody, unprocessable } from './apiError.js';
import { readableDashboard } from './dashboardAccess.js';
import { newEntryKey, uuidOfKey } from './explore/keyValueKeys.js';
import type { ServiceContext } from './resourceService.js';

/**
 * A dashboard's unsaved filter state (`/api/v1/dashboard/{pk}/filter_state[/{key}]`), Superset's
 * `native_filters_key`: JSON text kept in the key_value table under an unguessable key, for the dashboard
 * it was written on. Anyone who may read the dashboard may read it (such URLs get shared); only the user
 * who wrote it may change or delete it. Entries expire `config.filterStateTtlSeconds` after the last
 * write (90 days by default).
 */

const FILTER_STATE_RESOURCE = 'dashboard_filter_state';

export const FILTER_STATE_MESSAGES = {
  deleted: 'Deleted successfully',
  jsonNotValid: 'JSON not valid',
} as const;

/** TemporaryCachePostSchema / TemporaryCachePutSchema. */
const filterStateBodySchema = z.object({ value: z.string() });

interface StoredFilterState {
  owner: number;
  dashboardId: number;
  value: string;
}

function parseValue(body: unknown): string {
  const { value } = parseBody(filterStateBodySchema, body ?? {});
  try {
    JSON.parse(value);
  } catch {
    throw unprocessable({ value: [FILTER_STATE_MESSAGES.jsonNotValid] });
  }
  return value;
}

function expiryFrom(ctx: ServiceContext, now: string): string {
  return new Date(Date.parse(now) + ctx.deps.config.filterStateTtlSeconds * 1000).toISOString();
}

/** `POST`: stores the value and answers its key; 422 unless the value is JSON text. */
export async function createDashboardFilterState(
  ctx: ServiceContext,
  idOrSlug: string,
  body: unknown,
): Promise<string> {
  const { user, dashboardId } = await readableDashboard(ctx, idOrSlug);
  const value = parseValue(body);
  const now = nowIso();
  const { uuid, key } = newEntryKey();
  const stored: StoredFilterState = { owner: user.id, dashboardId, value };
  await deleteExpiredKeyValues(ctx.deps.db, FILTER_STATE_RESOURCE, now);
  await insertKeyValue(ctx.deps.db, {
    uuid,
    resource: FILTER_STATE_RESOURCE,
    value: JSON.stringify(stored),
    userId: user.id,
    now,
    expiresOn: expiryFrom(ctx, now),
  });
  return key;
}

/** The dashboard's entry under `key`: 404 when unknown, expired or written on another dashboard. */
async function loadEntry(ctx: ServiceContext, idOrSlug: string, key: string) {
  const { user, dashboardId } = await readableDashboard(ctx, idOrSlug);
  const uuid = uuidOfKey(key);
  const entry = uuid ? await loadKeyValue(ctx.deps.db, FILTER_STATE_RESOURCE, uuid, nowIso()) : null;
  const stored = entry ? (JSON.parse(entry.value) as StoredFilterState) : null;
  if (!entry || !stored || stored.dashboardId !== dashboardId) throw notFound();
  return { user, dashboardId, uuid: entry.uuid, stored };
}

/** `GET`: the stored JSON text. */
export async function readDashboardFilterState(
  ctx: ServiceContext,
  idOrSlug: string,
  key: string,
): Promise<string> {
  return (await loadEntry(ctx, idOrSlug, key)).stored.value;
}

/** The caller's own entry: 403 when another user wrote it. */
async function ownEntry(ctx: ServiceContext, idOrSlug: string, key: string) {
  const entry = await loadEntry(ctx, idOrSlug, key);
  if (entry.stored.owner !== entry.user.id) throw forbidden();
  return entry;
}

/** `PUT`: replaces the value under the same key (which it answers) and restarts its expiry. */
export async function updateDashboardFilterState(
  ctx: ServiceContext,
  idOrSlug: string,
  key: string,
  body: unknown,
): Promise<string> {
  const { user, dashboardId, uuid } = await ownEntry(ctx, idOrSlug, key);
  const value = parseValue(body);
  const now = nowIso();
  const stored: StoredFilterState = { owner: user.id, dashboardId, value };
  await updateKeyValue(ctx.deps.db, FILTER_STATE_RESOURCE, uuid, {
    value: JSON.stringify(stored),
    userId: user.id,
    now,
    expiresOn: expiryFrom(ctx, now),
  });
  return key;
}

/** `DELETE`: removes the caller's own entry. */
export async function deleteDashboardFilterState(
  ctx: ServiceContext,
  idOrSlug: string,
  key: string,
): Promise<void> {
  const { uuid } = await ownEntry(ctx, idOrSlug, key);
  await deleteKeyValue(ctx.deps.db, FILTER_STATE_RESOURCE, uuid);
}
