import { describe, expect, it } from 'vitest';
import { ownerIdsOfRow } from './resourceConfig';

describe('ownerIdsOfRow', () => {
  it('lists owner ids, none when the row has no owners', () => {
    expect(ownerIdsOfRow({ owners: [{ id: 3, first_name: 'A', last_name: 'B' }] })).toEqual([3]);
    expect(ownerIdsOfRow({})).toEqual([]);
  });
});
