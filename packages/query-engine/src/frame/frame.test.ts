import { describe, expect, it } from 'vitest';
import { GenericDataType, type ColumnInfo, type Engine } from '../engine.js';
import {
  frameFromColumns,
  frameFromQueryResult,
  frameFromRecords,
  frameToRecords,
  recordsJsonSlices,
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

  it('writes the JSON of its records a slice of rows at a time, each slice a JSON array', () => {
    const frameOf = (rows: number, columns: number) => ({
      fields: Array.from({ length: columns }, (_, c) => ({
        name: `c${c}`,
        type: GenericDataType.STRING,
        values: Array.from({ length: rows }, (_, r) => (r % 7 === 0 ? null : `"${r},${c}"\n é`)),
      })),
      length: rows,
    });
    // 6000 cells a slice: 1000 rows of 6 columns, 6000 of 1.
    const cases = [
      [0, 3, 1],
      [1, 6, 1],
      [1000, 6, 1],
      [1001, 6, 2],
      [2500, 6, 3],
      [6001, 1, 2],
      [3, 0, 1],
    ] as const;
    for (const [rows, columns, sliceCount] of cases) {
      const frame = frameOf(rows, columns);
      const slices = recordsJsonSlices(frame);
      expect(slices, `${rows} x ${columns}`).toHaveLength(sliceCount);
      expect(
        slices.flatMap((slice) => JSON.parse(slice) as unknown[]),
        `${rows} x ${columns}`,
      ).toEqual(frameToRecords(frame));
      const inner = slices.map((slice) => slice.slice(1, -1)).filter((text) => text !== '');
      expect(`[${inner.join(',')}]`).toBe(JSON.stringify(frameToRecords(frame)));
    }
  });

  it('gives records of a range of rows', () => {
    const frame = frameFromColumns({ columns: [N], values: [[1, 2, 3, 4]], length: 4 });
    expect(frameToRecords(frame, 1, 3)).toEqual([{ n: 2 }, { n: 3 }]);
    expect(frameToRecords(frame, 4, 4)).toEqual([]);
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
