/**
 * A counter per metadata store that grant and role changes made in this process raise, so the signed-in
 * users cached for that store are read again at once instead of when their lifetime ends. Kept weakly
 * per store object: two apps in one process each have their own.
 */
const generations = new WeakMap<MetadataDb, { value: number }>();
import type { MetadataDb } from '../repos/metadataDb.js';

function counterOf(db: MetadataDb): { value: number } {
  let counter = generations.get(db);
  if (!counter) {
    counter = { value: 0 };
    generations.set(db, counter);
  }
  return counter;
}

export function permissionGeneration(db: MetadataDb): number {
  return counterOf(db).value;
}

/** Call after a change to roles, grants or user roles commits. */
export function permissionsChanged(db: MetadataDb): void {
  counterOf(db).value += 1;
}
