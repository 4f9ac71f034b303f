import { z } from 'zod';
import { canWriteOwned, parseJsonObject } from '@sightline/core';
import {
  deleteFilterSet,
  filterSetNameTaken,
  findFilterSet,
  insertFilterSet,
  listFilterSets,
  updateFilterSet,
  type FilterSetRecord,
  type FilterSetValues,
} from '../repos/filterSetRepo.js';
import { loadOwnerIds } from '../repos/owners.js';
import { nowIso } from '../repos/timestamps.js';
import type { AuthUser } from '../appDeps.js';
import { forbidden, notFound, parseBody, unprocessable } from '../apiError.js';
import { readableDashboard } from './dashboardAccess.js';
import { jsonTextSchema, type ServiceContext } from './resourceService.js';

/**
 * Dashboard filter sets (`/api/v1/dashboard/{dashboard_id}/filtersets[/{pk}]`): named
 * filter states saved on a dashboard. A set owned by the 'Dashboard' is shared with every viewer and only
 * the dashboard's editors (owners with can_write, or admins: core's canWriteOwned) create, change or
 * delete it; a set owned by a 'User' is seen and changed by that user alone. Reading needs can_read on
 * Dashboard. Names are unique per dashboard; json_metadata is JSON text.
 */

const FILTER_SET_MESSAGES = {
  nameTaken: 'Name must be unique',
  ownerIdMismatch: 'owner_id does not match dashboard_id',
} as const;

/** FilterSetRestApi.post */
export const filterSetPostSchema = z.object({
  name: z.string().trim().min(1).max(500),
  description: z.string().min(1).max(1000).nullable().optional(),
  json_metadata: jsonTextSchema,
  owner_type: z.enum(['User', 'Dashboard']),
  owner_id: z.number().int().optional(),
});

/** FilterSetRestApi.put: a set may become the dashboard's, never the other way round. */
export const filterSetPutSchema = z.object({
  name: z.string().trim().min(1).max(500).optional(),
  description: z.string().min(1).max(1000).optional(),
  json_metadata: jsonTextSchema.optional(),
  owner_type: z.enum(['Dashboard']).optional(),
});

/** An item of the list (FilterSetRestApi.get_list, with json_metadata as the client reads it too). */
function listItem(set: FilterSetRecord) {
  return {
    id: set.id,
    name: set.name,
    description: set.description,
    json_metadata: set.json_metadata,
    params: parseJsonObject(set.json_metadata) ?? {},
    owner_type: set.owner_type,
    owner_id: set.owner_id,
    dashboard_id: set.dashboard_id,
    created_on: set.created_on,
    changed_on: set.changed_on,
    created_by_fk: set.created_by_fk,
    changed_by_fk: set.changed_by_fk,
  };
}

/**
 * Whether the user may edit the dashboard (dash_edit_perm): can_write on Dashboard and an owner or admin.
 * Owners are matched by id; usernames are unique, so this is core's canEditDashboard without the lookup.
 */
async function canEdit(ctx: ServiceContext, user: AuthUser, dashboardId: number): Promise<boolean> {
  const ownerIds = (await loadOwnerIds(ctx.deps.db, 'dashboard', [dashboardId])).get(dashboardId) ?? [];
  return canWriteOwned(user, 'Dashboard', ownerIds);
}

/** 403 unless the user may change a set of this owner type and id. */
async function assertMayChange(
  ctx: ServiceContext,
  user: AuthUser,
  dashboardId: number,
  owner: { owner_type: string; owner_id: number },
): Promise<void> {
  if (owner.owner_type === 'User') {
    if (owner.owner_id !== user.id) throw forbidden();
  } else if (!(await canEdit(ctx, user, dashboardId))) {
    throw forbidden();
  }
}

async function assertNameFree(ctx: ServiceContext, dashboardId: number, name: string, exceptId?: number) {
  if (await filterSetNameTaken(ctx.deps.db, dashboardId, name, exceptId)) {
    throw unprocessable({ name: [FILTER_SET_MESSAGES.nameTaken] });
  }
}

/** `GET`: `{count, ids, result}` of the sets the user may see. */
export async function listDashboardFilterSets(ctx: ServiceContext, idOrSlug: string) {
  const { user, dashboardId } = await readableDashboard(ctx, idOrSlug);
  const sets = await listFilterSets(ctx.deps.db, dashboardId, user.id);
  return { count: sets.length, ids: sets.map((set) => set.id), result: sets.map(listItem) };
}

/** `POST`: 201 `{id, result}`; 422 for the body, a taken name or an owner_id not the dashboard's. */
export async function createDashboardFilterSet(ctx: ServiceContext, idOrSlug: string, body: unknown) {
  const { user, dashboardId } = await readableDashboard(ctx, idOrSlug);
  const input = parseBody(filterSetPostSchema, body ?? {});
  const ownerDefault = input.owner_type === 'Dashboard' ? dashboardId : user.id;
  const owner = { owner_type: input.owner_type, owner_id: input.owner_id ?? ownerDefault };
  if (owner.owner_type === 'Dashboard' && owner.owner_id !== dashboardId) {
    throw unprocessable({ owner_id: [FILTER_SET_MESSAGES.ownerIdMismatch] });
  }
  await assertMayChange(ctx, user, dashboardId, owner);
  await assertNameFree(ctx, dashboardId, input.name);
  const values: FilterSetValues = {
    name: input.name,
    description: input.description ?? null,
    json_metadata: input.json_metadata,
    ...owner,
  };
  const id = await insertFilterSet(ctx.deps.db, dashboardId, values, { userId: user.id, now: nowIso() });
  return { id, result: values };
}

/** The set `pk` of a readable dashboard that the user may change: 401, 403, 404. */
async function changeableSet(ctx: ServiceContext, idOrSlug: string, pk: string) {
  const { user, dashboardId } = await readableDashboard(ctx, idOrSlug);
  const id = /^\d+$/.test(pk) ? Number(pk) : NaN;
  const set = Number.isSafeInteger(id) ? await findFilterSet(ctx.deps.db, dashboardId, id) : null;
  if (!set) throw notFound();
  await assertMayChange(ctx, user, dashboardId, set);
  return { user, dashboardId, set };
}

/** `PUT`: `{id, result}` with the fields changed; becoming the dashboard's needs dashboard edit rights. */
export async function updateDashboardFilterSet(
  ctx: ServiceContext,
  idOrSlug: string,
  pk: string,
  body: unknown,
) {
  const { user, dashboardId, set } = await changeableSet(ctx, idOrSlug, pk);
  const input = parseBody(filterSetPutSchema, body ?? {});
  const changes: Partial<FilterSetValues> = {};
  if (input.name !== undefined) {
    await assertNameFree(ctx, dashboardId, input.name, set.id);
    changes.name = input.name;
  }
  if (input.description !== undefined) changes.description = input.description;
  if (input.json_metadata !== undefined) changes.json_metadata = input.json_metadata;
  if (input.owner_type === 'Dashboard' && set.owner_type !== 'Dashboard') {
    await assertMayChange(ctx, user, dashboardId, { owner_type: 'Dashboard', owner_id: dashboardId });
    changes.owner_type = 'Dashboard';
    changes.owner_id = dashboardId;
  }
  await updateFilterSet(ctx.deps.db, set.id, changes, { userId: user.id, now: nowIso() });
  return { id: set.id, result: input };
}

/** `DELETE`: 401, 403, 404. */
export async function deleteDashboardFilterSet(ctx: ServiceContext, idOrSlug: string, pk: string) {
  const { set } = await changeableSet(ctx, idOrSlug, pk);
  await deleteFilterSet(ctx.deps.db, set.id);
}
