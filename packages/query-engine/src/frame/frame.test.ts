import { describe, expect, it } from 'vitest';
import { GenericDataType } from '../engine.js';
import { frameFromQueryResult, frameFromRecords, frameToRecords, temporalToEpochMs } from './frame.js';

describe('frame', () => {
  it('turns engine rows into columns and temporal values into epoch milliseconds (UTC)', () => {
    const frame = frameFromQueryResult({
      columns: [
        { name: 'ds', type: 'DATE', typeGeneric: GenericDataType.TEMPORAL, isDttm: true, nullable: true },
        { name: 'n', type: 'BIGINT', typeGeneric: GenericDataType.NUMERIC, isDttm: false, nullable: true },
      ],
      rows: [
        ['2025-01-02', 3],
        [null, 4],
      ],
    });
    expect(frame.length).toBe(2);
    expect(frame.fields[0]!.values).toEqual([Date.UTC(2025, 0, 2), null]);
    expect(frame.fields[1]!.values).toEqual([3, 4]);
    expect(frame.fields[1]!.dbType).toBe('BIGINT');
  });

  it('reads timestamps with and without a zone as UTC', () => {
    expect(temporalToEpochMs('2025-03-04T05:06:07.000Z')).toBe(Date.UTC(2025, 2, 4, 5, 6, 7));
    expect(temporalToEpochMs('2025-03-04 05:06:07')).toBe(Date.UTC(2025, 2, 4, 5, 6, 7));
    expect(temporalToEpochMs('2025-03-04T07:06:07+02:00')).toBe(Date.UTC(2025, 2, 4, 5, 6, 7));
    expect(temporalToEpochMs('not a date')).toBe('not a date');
  });

  it('round-trips records', () => {
    const records = [
      { a: 1, b: 'x' },
      { a: 2, b: null },
    ];
    const frame = frameFromRecords(records, { a: GenericDataType.NUMERIC, b: GenericDataType.STRING });
    expect(frameToRecords(frame)).toEqual(records);
  });
});
