import type { Kysely } from 'kysely';
import type { MetadataSchema } from '../repos/schema.js';

/**
 * A counter per metadata store that grant and role changes made in this process raise, so the signed-in
 * users cached for that store are read again at once instead of when their lifetime ends. Kept weakly
 * per store object: two apps in one process each have their own.
 */
const generations = new WeakMap<Kysely<MetadataSchema>, { value: number }>();

function counterOf(db: Kysely<MetadataSchema>): { value: number } {
  let counter = generations.get(db);
  if (!counter) {
    counter = { value: 0 };
    generations.set(db, counter);
  }
  return counter;
}

export function permissionGeneration(db: Kysely<MetadataSchema>): number {
  return counterOf(db).value;
}

/** Call after a change to roles, grants or user roles commits. */
export function permissionsChanged(db: Kysely<MetadataSchema>): void {
  counterOf(db).value += 1;
}
