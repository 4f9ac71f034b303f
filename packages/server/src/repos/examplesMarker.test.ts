import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestMetadataDb } from '../testing/testMetadataDb.js';
import type { MetadataDb } from './metadataDb.js';
import { claimExamplesLoading, releaseExamplesClaim } from './examplesMarker.js';

let db: MetadataDb;
let close: () => Promise<void>;
beforeEach(async () => {
  ({ db, close } = await openTestMetadataDb());
});
afterEach(() => close());

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString();

describe('the claim on loading the example data', () => {
  it('goes to one process at a time, and to the next once released', async () => {
    expect(await claimExamplesLoading(db, at(0), at(30))).toBe(true);
    expect(await claimExamplesLoading(db, at(1), at(31))).toBe(false);
    await releaseExamplesClaim(db);
    expect(await claimExamplesLoading(db, at(2), at(32))).toBe(true);
  });

  it('lapses when its process died without releasing it', async () => {
    expect(await claimExamplesLoading(db, at(0), at(30))).toBe(true);
    expect(await claimExamplesLoading(db, at(29), at(59))).toBe(false);
    expect(await claimExamplesLoading(db, at(31), at(61))).toBe(true);
  });
});
