import type { MetadataDb } from './metadataDb.js';

// A key_value row marks that the examples were loaded, so later starts skip the generation.
const EXAMPLES_MARKER_UUID = '5e1f11e0-0000-4000-8000-00000000e4a1';
const EXAMPLES_MARKER_RESOURCE = 'sightline_examples';

export async function examplesMarked(db: MetadataDb): Promise<boolean> {
  const row = await db
    .selectFrom('key_value')
    .select('id')
    .where('uuid', '=', EXAMPLES_MARKER_UUID)
    .executeTakeFirst();
  return row !== undefined;
}

/** Records that the examples were loaded, with what was generated (`value`, JSON). */
export async function markExamplesLoaded(db: MetadataDb, value: string, now: string): Promise<void> {
  await db
    .insertInto('key_value')
    .values({
      uuid: EXAMPLES_MARKER_UUID,
      resource: EXAMPLES_MARKER_RESOURCE,
      value,
      created_on: now,
      created_by_fk: null,
      changed_on: now,
      changed_by_fk: null,
      expires_on: null,
    })
    .onConflict((oc) => oc.column('uuid').doUpdateSet({ value, changed_on: now }))
    .execute();
}
