import { describe, expect, it } from 'vitest';
import { GenericDataType } from '../engine.js';
import { cellLabel, compareCellsNullsLast, pythonFloatRepr, roundHalfEven, toNumber } from './cells.js';

describe('cells', () => {
  it("prints floats as Python's repr does", () => {
    expect(pythonFloatRepr(0)).toBe('0.0');
    expect(pythonFloatRepr(2)).toBe('2.0');
    expect(pythonFloatRepr(-1.5)).toBe('-1.5');
    expect(pythonFloatRepr(1 / 3)).toBe('0.3333333333333333');
    expect(pythonFloatRepr(1e16)).toBe('1e+16');
    expect(pythonFloatRepr(123456789012345.0)).toBe('123456789012345.0');
    expect(pythonFloatRepr(0.0001)).toBe('0.0001');
    expect(pythonFloatRepr(0.00001)).toBe('1e-05');
    expect(pythonFloatRepr(1.5e-7)).toBe('1.5e-07');
  });

  it('labels cells for column names as str() does in pandas', () => {
    expect(cellLabel(true, GenericDataType.BOOLEAN)).toBe('True');
    expect(cellLabel(2020, GenericDataType.NUMERIC)).toBe('2020');
    expect(cellLabel(2.5, GenericDataType.NUMERIC)).toBe('2.5');
    expect(cellLabel(Date.UTC(2024, 1, 3, 4, 5, 6), GenericDataType.TEMPORAL)).toBe('2024-02-03 04:05:06');
    expect(cellLabel(null, GenericDataType.STRING)).toBeNull();
  });

  it('rounds half to even like numpy and reads cells as numbers', () => {
    expect([0.5, 1.5, 2.5, 3.5].map((x) => roundHalfEven(x, 0))).toEqual([0, 2, 2, 4]);
    expect(roundHalfEven(0.123456, 4)).toBe(0.1235);
    expect(toNumber('9007199254740993')).toBe(9007199254740992);
    expect(toNumber(null)).toBeNaN();
    expect(toNumber('')).toBeNaN();
    expect(toNumber(true)).toBe(1);
  });

  it('orders numbers before strings and nulls last', () => {
    expect([null, 'b', 10, 'a', 2].sort(compareCellsNullsLast)).toEqual([2, 10, 'a', 'b', null]);
  });
});
