import type { Kysely } from 'kysely';
import type { UserRef } from '@sightline/core';
import type { MetadataSchema, OwnedResourceType } from './schema.js';
import { loadUserRefs } from './userRefs.js';

/** Ownership rows of charts, dashboards and datasets (one table, keyed by resource type). */

export async function loadOwnerIds(
  db: Kysely<MetadataSchema>,
  type: OwnedResourceType,
  ids: readonly number[],
): Promise<Map<number, number[]>> {
  const byResource = new Map<number, number[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byResource;
  const rows = await db
    .selectFrom('owners')
    .select(['resource_id', 'user_id'])
    .where('resource_type', '=', type)
    .where('resource_id', 'in', [...ids])
    .orderBy('user_id')
    .execute();
  for (const row of rows) byResource.get(row.resource_id)?.push(row.user_id);
  return byResource;
}

export async function loadOwners(
  db: Kysely<MetadataSchema>,
  type: OwnedResourceType,
  ids: readonly number[],
): Promise<Map<number, UserRef[]>> {
  const ownerIds = await loadOwnerIds(db, type, ids);
  const refs = await loadUserRefs(db, [...ownerIds.values()].flat());
  const owners = new Map<number, UserRef[]>();
  for (const [id, userIds] of ownerIds) {
    owners.set(
      id,
      userIds.flatMap((u) => (refs.has(u) ? [refs.get(u) as UserRef] : [])),
    );
  }
  return owners;
}

/** Replaces the owner list of one resource (call inside the resource's write transaction). */
export async function replaceOwners(
  trx: Kysely<MetadataSchema>,
  type: OwnedResourceType,
  id: number,
  userIds: readonly number[],
): Promise<void> {
  await trx.deleteFrom('owners').where('resource_type', '=', type).where('resource_id', '=', id).execute();
  const unique = [...new Set(userIds)];
  if (unique.length > 0) {
    await trx
      .insertInto('owners')
      .values(unique.map((user_id) => ({ resource_type: type, resource_id: id, user_id })))
      .execute();
  }
}

export async function deleteOwnership(
  trx: Kysely<MetadataSchema>,
  type: OwnedResourceType,
  ids: readonly number[],
): Promise<void> {
  if (ids.length === 0) return;
  await trx
    .deleteFrom('owners')
    .where('resource_type', '=', type)
    .where('resource_id', 'in', [...ids])
    .execute();
}
