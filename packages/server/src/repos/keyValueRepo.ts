import type { Kysely } from 'kysely';
import type { MetadataSchema } from './schema.js';
import { insertAuditColumns, updateAuditColumns } from './timestamps.js';

/**
 * The `key_value` store: JSON documents under a uuid, grouped by resource (explore permalinks, explore
 * form data), with who wrote them and an optional expiry. Expired entries read as missing.
 */

export interface KeyValueEntry {
  uuid: string;
  value: string;
  createdBy: number | null;
}

export async function insertKeyValue(
  db: Kysely<MetadataSchema>,
  entry: {
    uuid: string;
    resource: string;
    value: string;
    userId: number;
    now: string;
    expiresOn: string | null;
  },
): Promise<void> {
  await db
    .insertInto('key_value')
    .values({
      uuid: entry.uuid,
      resource: entry.resource,
      value: entry.value,
      ...insertAuditColumns(entry),
      expires_on: entry.expiresOn,
    })
    .execute();
}

/** The entry of `resource` with this uuid, unless it is missing or expired at `now`. */
export async function loadKeyValue(
  db: Kysely<MetadataSchema>,
  resource: string,
  uuid: string,
  now: string,
): Promise<KeyValueEntry | null> {
  const row = await db
    .selectFrom('key_value')
    .select(['uuid', 'value', 'created_by_fk', 'expires_on'])
    .where('resource', '=', resource)
    .where('uuid', '=', uuid)
    .executeTakeFirst();
  if (!row || (row.expires_on !== null && row.expires_on <= now)) return null;
  return { uuid: row.uuid, value: row.value, createdBy: row.created_by_fk };
}

export async function updateKeyValue(
  db: Kysely<MetadataSchema>,
  resource: string,
  uuid: string,
  change: { value: string; userId: number; now: string; expiresOn: string | null },
): Promise<void> {
  await db
    .updateTable('key_value')
    .set({
      value: change.value,
      ...updateAuditColumns(change),
      expires_on: change.expiresOn,
    })
    .where('resource', '=', resource)
    .where('uuid', '=', uuid)
    .execute();
}

export async function deleteKeyValue(
  db: Kysely<MetadataSchema>,
  resource: string,
  uuid: string,
): Promise<void> {
  await db.deleteFrom('key_value').where('resource', '=', resource).where('uuid', '=', uuid).execute();
}

/** Drops the entries of `resource` that expired before `now` (they already read as missing). */
export async function deleteExpiredKeyValues(
  db: Kysely<MetadataSchema>,
  resource: string,
  now: string,
): Promise<void> {
  await db
    .deleteFrom('key_value')
    .where('resource', '=', resource)
    .where('expires_on', 'is not', null)
    .where('expires_on', '<=', now)
    .execute();
}
