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

// A second key_value row claims the loading, so that of several processes starting at once on a fresh
// installation one generates the example file while the others leave it alone.
const EXAMPLES_CLAIM_UUID = '5e1f11e0-0000-4000-8000-00000000e4a2';
const EXAMPLES_CLAIM_RESOURCE = 'sightline_examples_loading';

/**
 * Claims the example loading for this process until `expiresOn` (a process that dies while loading
 * leaves a claim that lapses then); false when another process holds an unexpired claim.
 */
export async function claimExamplesLoading(db: MetadataDb, now: string, expiresOn: string): Promise<boolean> {
  await db
    .deleteFrom('key_value')
    .where('uuid', '=', EXAMPLES_CLAIM_UUID)
    .where('expires_on', '<', now)
    .execute();
  const result = await db
    .insertInto('key_value')
    .values({
      uuid: EXAMPLES_CLAIM_UUID,
      resource: EXAMPLES_CLAIM_RESOURCE,
      value: JSON.stringify({ pid: process.pid }),
      created_on: now,
      created_by_fk: null,
      changed_on: now,
      changed_by_fk: null,
      expires_on: expiresOn,
    })
    .onConflict((oc) => oc.column('uuid').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

export async function releaseExamplesClaim(db: MetadataDb): Promise<void> {
  await db.deleteFrom('key_value').where('uuid', '=', EXAMPLES_CLAIM_UUID).execute();
}
