import { z } from 'zod';
import { rowIdSchema } from '@sightline/core';
import { deleteKeyValue } from '../../repos/keyValueRepo.js';
import type { AuthUser } from '../../appDeps.js';
import { assertSignedIn } from '../access.js';
import { forbidden, notFound, parseBody } from '../../apiError.js';
import { assertJsonText, type ServiceContext } from '../resourceService.js';
import { loadTemporaryEntry, replaceTemporaryEntry, storeTemporaryEntry } from '../temporaryEntries.js';
import { assertCanExploreDataset, readableChart } from './exploreAccess.js';

/**
 * Explore's unsaved form data (`/api/v1/explore/form_data`), Superset's "form_data_key". Kept as a
 * temporary entry of the key_value table (temporaryEntries.ts) rather than in the chart-data result
 * cache: that cache is per process unless Redis is configured and evicts under memory pressure, while
 * an explore URL must keep working after a restart and on any of several web processes. Entries expire
 * after a week, as Superset's cache default. Anyone who may read the dataset may read an entry (explore
 * URLs with a key get shared); only the user who wrote it may change or delete it.
 */

const FORM_DATA_RESOURCE = 'explore_form_data';
const FORM_DATA_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** FormDataPostSchema / FormDataPutSchema (the types a table dataset can be named by). */
export const formDataBodySchema = z.object({
  datasource_id: rowIdSchema,
  datasource_type: z.enum(['table', 'dataset', 'sl_table', 'view']),
  chart_id: rowIdSchema.nullable().optional(),
  form_data: z.string(),
});

export interface StoredFormData {
  owner: number;
  datasource_id: number;
  datasource_type: string;
  chart_id: number | null;
  form_data: string;
}

/** A valid body whose dataset (and chart) the user may read: 422, 404, 403 otherwise. */
async function parseReadableBody(
  ctx: ServiceContext,
  user: AuthUser,
  body: unknown,
): Promise<StoredFormData> {
  const input = parseBody(formDataBodySchema, body);
  assertJsonText('form_data', input.form_data);
  await assertCanExploreDataset(ctx, input.datasource_id);
  if (input.chart_id) await readableChart(ctx, input.chart_id);
  return {
    owner: user.id,
    datasource_id: input.datasource_id,
    datasource_type: input.datasource_type,
    chart_id: input.chart_id ?? null,
    form_data: input.form_data,
  };
}

export async function createFormData(ctx: ServiceContext, body: unknown): Promise<string> {
  const user = assertSignedIn(ctx.user);
  const stored = await parseReadableBody(ctx, user, body);
  return storeTemporaryEntry(ctx.deps.db, FORM_DATA_RESOURCE, stored, user.id, FORM_DATA_TTL_MS);
}

/** The entry a key names, null when there is none (or it expired). */
const loadEntry = (ctx: ServiceContext, key: string) =>
  loadTemporaryEntry<StoredFormData>(ctx.deps.db, FORM_DATA_RESOURCE, key);

/**
 * What a key names (the form data text, its dataset and chart), once the user may read that dataset and
 * chart; null when the key is unknown or expired (the explore context then falls back to the chart or
 * dataset).
 */
export async function findFormData(ctx: ServiceContext, key: string): Promise<StoredFormData | null> {
  assertSignedIn(ctx.user);
  const entry = await loadEntry(ctx, key);
  if (!entry) return null;
  await assertCanExploreDataset(ctx, entry.value.datasource_id);
  if (entry.value.chart_id) await readableChart(ctx, entry.value.chart_id);
  return entry.value;
}

/** The form data text a key names; 404 for an unknown key. */
export async function readFormData(ctx: ServiceContext, key: string): Promise<string> {
  const stored = await findFormData(ctx, key);
  if (stored === null) throw notFound();
  return stored.form_data;
}

/** The caller's own entry: 401, 404 when unknown, 403 when another user wrote it. */
async function ownEntry(ctx: ServiceContext, key: string) {
  const user = assertSignedIn(ctx.user);
  const entry = await loadEntry(ctx, key);
  if (!entry) throw notFound();
  if (entry.value.owner !== user.id) throw forbidden();
  return { user, uuid: entry.uuid };
}

/** Replaces the form data under the same key (which it answers). */
export async function updateFormData(ctx: ServiceContext, key: string, body: unknown): Promise<string> {
  const { user, uuid } = await ownEntry(ctx, key);
  const stored = await parseReadableBody(ctx, user, body);
  await replaceTemporaryEntry(ctx.deps.db, FORM_DATA_RESOURCE, uuid, stored, user.id, FORM_DATA_TTL_MS);
  return key;
}

export async function deleteFormData(ctx: ServiceContext, key: string): Promise<void> {
  const { uuid } = await ownEntry(ctx, key);
  await deleteKeyValue(ctx.deps.db, FORM_DATA_RESOURCE, uuid);
}
