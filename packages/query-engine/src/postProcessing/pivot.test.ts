import { describe, expect, it } from 'vitest';
import { GenericDataType } from '../engine.js';
import { applyPostProcessing } from './applyPostProcessing.js';
import { columnNames, day, frameOf, run } from './testFrames.js';

const births = frameOf({
  ds: [day(1), day(1), day(2), day(2), day(2), day(3)],
  gender: ['boy', 'girl', 'boy', 'girl', 'girl', null],
  num: [10, 20, 30, 40, 2, 5],
  sum__num: [1, 2, 3, 4, 5, 6],
});

const mean = { operator: 'mean' };

describe('pivot', () => {
  it("makes one column per (metric, group value), named as Superset's flatten names them", () => {
    const rows = run(births, [
      {
        operation: 'pivot',
        options: { index: ['ds'], columns: ['gender'], aggregates: { num: { operator: 'sum' } } },
      },
      { operation: 'flatten' },
    ]);
    expect(rows).toEqual([
      { ds: day(1), 'num, <NULL>': null, 'num, boy': 10, 'num, girl': 20 },
      { ds: day(2), 'num, <NULL>': null, 'num, boy': 30, 'num, girl': 42 },
      { ds: day(3), 'num, <NULL>': 5, 'num, boy': null, 'num, girl': null },
    ]);
  });

  it('sorts metric columns by name, keeps the index temporal, and fills with metric_fill_value', () => {
    const frame = applyPostProcessing(births, [
      {
        operation: 'pivot',
        options: {
          index: ['ds'],
          columns: ['gender'],
          aggregates: { sum__num: mean, num: mean },
          metric_fill_value: 0,
          column_fill_value: 'unknown',
        },
      },
    ]);
    expect(frame.fields.map((field) => field.name)).toEqual([
      'ds',
      'num, boy',
      'num, girl',
      'num, unknown',
      'sum__num, boy',
      'sum__num, girl',
      'sum__num, unknown',
    ]);
    expect(frame.fields[0]!.type).toBe(GenericDataType.TEMPORAL);
    expect(frame.fields.find((field) => field.name === 'num, girl')!.values).toEqual([20, 21, 0]);
    expect(frame.fields.find((field) => field.name === 'sum__num, unknown')!.values).toEqual([0, 0, 6]);
  });

  it('without columns keeps plain metric names; all-empty columns go unless drop_missing_columns is false', () => {
    const frame = frameOf({ ds: [day(1), day(2)], a: [1, 2], b: [null, null] });
    const options = { index: ['ds'], aggregates: { a: mean, b: mean } };
    expect(columnNames(frame, [{ operation: 'pivot', options }])).toEqual(['ds', 'a']);
    expect(
      run(frame, [{ operation: 'pivot', options: { ...options, drop_missing_columns: false } }]),
    ).toEqual([
      { ds: day(1), a: 1, b: null },
      { ds: day(2), a: 2, b: null },
    ]);
  });

  it('with drop_missing_columns false keeps only the series present in the data', () => {
    const frame = frameOf({
      ds: [day(1), day(1), day(2)],
      country: ['US', 'FR', 'US'],
      device: ['web', 'app', 'app'],
      n: [1, 2, 3],
    });
    const names = columnNames(frame, [
      {
        operation: 'pivot',
        options: {
          index: ['ds'],
          columns: ['country', 'device'],
          aggregates: { n: mean },
          drop_missing_columns: false,
        },
      },
    ]);
    // (FR, web) never occurs, so it is not a column even though the levels would allow it.
    expect(names).toEqual(['ds', 'n, FR, app', 'n, US, app', 'n, US, web']);
  });

  it('combine_value_with_metric puts the metric last; commas in values are escaped', () => {
    const frame = frameOf({ ds: [day(1), day(1)], city: ['Paris, FR', 'Rome'], a: [1, 2], b: [3, 4] });
    const names = columnNames(frame, [
      {
        operation: 'pivot',
        options: {
          index: ['ds'],
          columns: ['city'],
          aggregates: { a: mean, b: mean },
          combine_value_with_metric: true,
        },
      },
    ]);
    expect(names).toEqual(['ds', 'Paris\\, FR, a', 'Paris\\, FR, b', 'Rome, a', 'Rome, b']);
  });

  it('keeps rows with a missing index value (last) only when drop_missing_columns is false', () => {
    const frame = frameOf({ ds: [day(1), null, day(2)], g: ['a', 'b', 'a'], n: [1, 2, 3] });
    const options = { index: ['ds'], columns: ['g'], aggregates: { n: mean } };
    expect(run(frame, [{ operation: 'pivot', options }])).toEqual([
      { ds: day(1), 'n, a': 1 },
      { ds: day(2), 'n, a': 3 },
    ]);
    expect(
      run(frame, [{ operation: 'pivot', options: { ...options, drop_missing_columns: false } }]),
    ).toEqual([
      { ds: day(1), 'n, a': 1, 'n, b': null },
      { ds: day(2), 'n, a': 3, 'n, b': null },
      { ds: null, 'n, a': null, 'n, b': 2 },
    ]);
  });

  it('reindexes a multi-level row index to every combination when drop_missing_columns is false', () => {
    const frame = frameOf({ country: ['FR', 'US'], device: ['app', 'web'], n: [1, 2] });
    const rows = run(frame, [
      {
        operation: 'pivot',
        options: {
          index: ['country', 'device'],
          aggregates: { n: { operator: 'sum' } },
          drop_missing_columns: false,
        },
      },
    ]);
    expect(rows).toEqual([
      { country: 'FR', device: 'app', n: 1 },
      { country: 'FR', device: 'web', n: null },
      { country: 'US', device: 'app', n: null },
      { country: 'US', device: 'web', n: 2 },
    ]);
  });

  it('refuses a grid too large to hold instead of exhausting memory', () => {
    const ids = Array.from({ length: 400 }, (_, i) => i);
    const frame = frameOf({ a: ids, b: ids, c: ids, n: ids });
    expect(() =>
      run(frame, [
        {
          operation: 'pivot',
          options: { index: ['a', 'b', 'c'], aggregates: { n: mean }, drop_missing_columns: false },
        },
      ]),
    ).toThrow('Pivot would produce 64000000 rows; group by fewer columns or keep drop_missing_columns');
  });

  it('handles empty frames and one row', () => {
    const options = { index: ['ds'], columns: ['gender'], aggregates: { num: mean } };
    const empty = frameOf({ ds: [], gender: [], num: [] });
    expect(run(empty, [{ operation: 'pivot', options }])).toEqual([]);
    const one = frameOf({ ds: [day(5)], gender: ['boy'], num: [7] });
    expect(run(one, [{ operation: 'pivot', options }])).toEqual([{ ds: day(5), 'num, boy': 7 }]);
  });

  it('rejects a pivot without index or aggregates', () => {
    expect(() => run(births, [{ operation: 'pivot', options: { aggregates: { num: mean } } }])).toThrow(
      'Pivot operation requires at least one index',
    );
    expect(() => run(births, [{ operation: 'pivot', options: { index: ['ds'] } }])).toThrow(
      'Pivot operation must include at least one aggregate',
    );
    expect(() =>
      run(births, [{ operation: 'pivot', options: { index: ['nope'], aggregates: { num: mean } } }]),
    ).toThrow('Referenced columns not available in DataFrame.');
  });
});
