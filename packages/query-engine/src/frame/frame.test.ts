import { describe, expect, it } from 'vitest';
import { GenericDataType, type ColumnInfo, type Engine } from '../engine.js';
import {
  frameFromColumns,
  frameFromQueryResult,
  frameFromRecords,
  frameToRecords,
  runToFrame,
  temporalToEpochMs,
} from './frame.js';

const DS: ColumnInfo = {
  name: 'ds',
  type: 'DATE',
  typeGeneric: GenericDataType.TEMPORAL,
  isDttm: true,
  nullable: true,
};
const N: ColumnInfo = {
  name: 'n',
  type: 'BIGINT',
  typeGeneric: GenericDataType.NUMERIC,
  isDttm: false,
  nullable: true,
};

describe('frame', () => {
  it('turns engine rows into columns and temporal values into epoch milliseconds (UTC)', () => {
    const frame = frameFromQueryResult({
      columns: [DS, N],
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

  it("holds a column-major result's own arrays, temporal text converted in place", () => {
    const numbers = [3, 4, 5];
    const frame = frameFromColumns({
      columns: [DS, N],
      values: [[Date.UTC(2025, 0, 1), '2025-01-02', null], numbers],
      length: 3,
    });
    expect(frame.length).toBe(3);
    expect(frame.fields[0]!.values).toEqual([Date.UTC(2025, 0, 1), Date.UTC(2025, 0, 2), null]);
    expect(frame.fields[1]!.values).toBe(numbers);
    expect(frame.fields.map((f) => [f.name, f.type, f.dbType])).toEqual([
      ['ds', GenericDataType.TEMPORAL, 'DATE'],
      ['n', GenericDataType.NUMERIC, 'BIGINT'],
    ]);
  });

  it('runs into a frame by columns where the engine reads so, else from its rows', async () => {
    const calls: string[] = [];
    const rowsOnly = {
      run: async (sql: string) => {
        calls.push(`run ${sql}`);
        return { columns: [N], rows: [[1], [2]] };
      },
    } as unknown as Engine;
    const withColumns = {
      ...rowsOnly,
      runColumns: async (sql: string, options: unknown) => {
        calls.push(`runColumns ${sql} ${JSON.stringify(options)}`);
        return { columns: [N], values: [[1, 2]], length: 2 };
      },
    } as unknown as Engine;
    const options = { params: [1], temporalAs: 'epochMs' as const };
    expect(frameToRecords(await runToFrame(rowsOnly, 'a', options))).toEqual([{ n: 1 }, { n: 2 }]);
    expect(frameToRecords(await runToFrame(withColumns, 'b', options))).toEqual([{ n: 1 }, { n: 2 }]);
    expect(calls).toEqual(['run a', 'runColumns b {"params":[1],"temporalAs":"epochMs"}']);
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
