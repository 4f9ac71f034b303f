import {
  deleteExpiredKeyValues,
  insertKeyValue,
  loadKeyValue,
  updateKeyValue,
} from '../repos/keyValueRepo.js';
import type { MetadataDb } from '../repos/metadataDb.js';
import { nowIso } from '../repos/timestamps.js';
import { newEntryKey, uuidOfKey } from './explore/keyValueKeys.js';

/**
 * Superset's temporary cache (explore's form_data_key, a dashboard's native_filters_key): a JSON value in
 * the key_value table under an unguessable key, expiring `ttlMs` after its last write. Expired entries read
 * as missing and are dropped when the next entry of the resource is stored. What is stored, and who may
 * read or change it, is the caller's; permalinks.ts keeps values for good.
 */

const expiryFrom = (now: string, ttlMs: number) => new Date(Date.parse(now) + ttlMs).toISOString();

/** Stores `value` under a new entry of `resource` written by `userId`; answers the entry's key. */
export async function storeTemporaryEntry(
  db: MetadataDb,
  resource: string,
  value: unknown,
  userId: number,
  ttlMs: number,
): Promise<string> {
  const now = nowIso();
  const { uuid, key } = newEntryKey();
  await deleteExpiredKeyValues(db, resource, now);
  await insertKeyValue(db, {
    uuid,
    resource,
    value: JSON.stringify(value),
    userId,
    now,
    expiresOn: expiryFrom(now, ttlMs),
  });
  return key;
}

/** The live entry of `resource` under `key` (its uuid and value); null when malformed, unknown or expired. */
export async function loadTemporaryEntry<T>(
  db: MetadataDb,
  resource: string,
  key: string,
): Promise<{ uuid: string; value: T } | null> {
  const uuid = uuidOfKey(key);
  const entry = uuid ? await loadKeyValue(db, resource, uuid, nowIso()) : null;
  return entry ? { uuid: entry.uuid, value: JSON.parse(entry.value) as T } : null;
}

/** Replaces the value of the entry `uuid` and restarts its expiry. */
export async function replaceTemporaryEntry(
  db: MetadataDb,
  resource: string,
  uuid: string,
  value: unknown,
  userId: number,
  ttlMs: number,
): Promise<void> {
  const now = nowIso();
  await updateKeyValue(db, resource, uuid, {
    value: JSON.stringify(value),
    userId,
    now,
    expiresOn: expiryFrom(now, ttlMs),
  });
}
