import { z } from 'zod';
import { deleteKeyValue } from '../repos/keyValueRepo.js';
import { forbidden, notFound, parseBody } from '../apiError.js';
import { readableDashboard } from './dashboardAccess.js';
import { jsonTextSchema, type ServiceContext } from './resourceService.js';
import { loadTemporaryEntry, replaceTemporaryEntry, storeTemporaryEntry } from './temporaryEntries.js';

/**
 * A dashboard's unsaved filter state (`/api/v1/dashboard/{pk}/filter_state[/{key}]`), Superset's
 * `native_filters_key`: JSON text kept as a temporary entry (temporaryEntries.ts) for the dashboard it
 * was written on. Anyone who may read the dashboard may read it (such URLs get shared); only the user
 * who wrote it may change or delete it. Entries expire `config.filterStateTtlSeconds` after the last
 * write (90 days by default).
 */

const FILTER_STATE_RESOURCE = 'dashboard_filter_state';

export const FILTER_STATE_MESSAGES = {
  deleted: 'Deleted successfully',
} as const;

/** TemporaryCachePostSchema / TemporaryCachePutSchema. */
export const filterStateBodySchema = z.object({ value: jsonTextSchema });

interface StoredFilterState {
  owner: number;
  dashboardId: number;
  value: string;
}

const parseValue = (body: unknown): string => parseBody(filterStateBodySchema, body ?? {}).value;

const ttlMs = (ctx: ServiceContext) => ctx.deps.config.filterStateTtlSeconds * 1000;

/** `POST`: stores the value and answers its key; 422 unless the value is JSON text. */
export async function createDashboardFilterState(
  ctx: ServiceContext,
  idOrSlug: string,
  body: unknown,
): Promise<string> {
  const { user, dashboardId } = await readableDashboard(ctx, idOrSlug);
  const stored: StoredFilterState = { owner: user.id, dashboardId, value: parseValue(body) };
  return storeTemporaryEntry(ctx.deps.db, FILTER_STATE_RESOURCE, stored, user.id, ttlMs(ctx));
}

/** The dashboard's entry under `key`: 404 when unknown, expired or written on another dashboard. */
async function loadEntry(ctx: ServiceContext, idOrSlug: string, key: string) {
  const { user, dashboardId } = await readableDashboard(ctx, idOrSlug);
  const entry = await loadTemporaryEntry<StoredFilterState>(ctx.deps.db, FILTER_STATE_RESOURCE, key);
  if (!entry || entry.value.dashboardId !== dashboardId) throw notFound();
  return { user, dashboardId, uuid: entry.uuid, stored: entry.value };
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
  const stored: StoredFilterState = { owner: user.id, dashboardId, value: parseValue(body) };
  await replaceTemporaryEntry(ctx.deps.db, FILTER_STATE_RESOURCE, uuid, stored, user.id, ttlMs(ctx));
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
