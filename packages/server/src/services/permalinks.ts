import type { MetadataDb } from '../repos/metadataDb.js';
import { insertKeyValue, loadKeyValue } from '../repos/keyValueRepo.js';
import { nowIso } from '../repos/timestamps.js';
import { notFound } from '../apiError.js';
import { newEntryKey, uuidOfKey } from './explore/keyValueKeys.js';

/**
 * Permalinks (explore's and dashboards'): a JSON value kept for good in the key_value table under an
 * unguessable key. What is stored, and who may store or read it, is the caller's.
 */

/** Stores `value` under a new entry of `resource` written by `userId`; answers the entry's key. */
export async function storePermalink(
  db: MetadataDb,
  resource: string,
  value: unknown,
  userId: number,
): Promise<string> {
  const { uuid, key } = newEntryKey();
  await insertKeyValue(db, {
    uuid,
    resource,
    value: JSON.stringify(value),
    userId,
    now: nowIso(),
    expiresOn: null,
  });
  return key;
}

/** The value stored under `key` in `resource`; 404 for a malformed or unknown key. */
export async function loadPermalink<T>(db: MetadataDb, resource: string, key: string): Promise<T> {
  const uuid = uuidOfKey(key);
  const entry = uuid ? await loadKeyValue(db, resource, uuid, nowIso()) : null;
  if (!entry) throw notFound();
  return JSON.parse(entry.value) as T;
}
