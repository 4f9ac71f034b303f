import { describe, expect, it } from 'vitest';
import { applyPostProcessing } from './applyPostProcessing.js';
import { columnNames, day, frameOf } from './testFrames.js';

const frame = frameOf({
  ds: [day(1), day(1)],
  country: ['FR', 'US'],
  device: ['app', 'web'],
  n: [1, 2],
});
const pivot = {
  operation: 'pivot',
  options: { index: ['ds'], columns: ['country', 'device'], aggregates: { n: { operator: 'sum' } } },
};

describe('flatten', () => {
  it("joins the column levels with ', ' and moves the index into the columns", () => {
    expect(columnNames(frame, [pivot, { operation: 'flatten' }])).toEqual(['ds', 'n, FR, app', 'n, US, web']);
  });

  it('drops levels by position or by name', () => {
    expect(columnNames(frame, [pivot, { operation: 'flatten', options: { drop_levels: [0] } }])).toEqual([
      'ds',
      'FR, app',
      'US, web',
    ]);
    expect(
      columnNames(frame, [pivot, { operation: 'flatten', options: { drop_levels: [0, 'device'] } }]),
    ).toEqual(['ds', 'FR', 'US']);
    expect(() =>
      columnNames(frame, [pivot, { operation: 'flatten', options: { drop_levels: [7] } }]),
    ).toThrow('Invalid options for flatten: drop_levels: no level 7');
  });

  it('leaves a flat frame as it is, and an empty one empty', () => {
    expect(applyPostProcessing(frame, [{ operation: 'flatten' }])).toEqual(frame);
    const empty = frameOf({ ds: [], n: [] });
    expect(applyPostProcessing(empty, [{ operation: 'flatten' }])).toEqual(empty);
  });
});
