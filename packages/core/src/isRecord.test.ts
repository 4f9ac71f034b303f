import { describe, expect, it } from 'vitest';
import { isRecord, parseJsonObject } from './isRecord.js';

describe('isRecord', () => {
  it('is true for plain objects only', () => {
    expect(isRecord({ a: 1 })).toBe(true);
    for (const value of [null, undefined, [1], 'x', 3]) expect(isRecord(value)).toBe(false);
  });
});

describe('parseJsonObject', () => {
  it('reads JSON text only when it holds an object', () => {
    expect(parseJsonObject('{"viz_type":"pie"}')).toEqual({ viz_type: 'pie' });
    for (const text of ['[1]', '{', '3', 'null', '', null, undefined])
      expect(parseJsonObject(text)).toBeNull();
  });
});
