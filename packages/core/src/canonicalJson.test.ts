import { describe, expect, it } from 'vitest';
import { canonicalJson, sameJson } from './canonicalJson.js';

describe('canonicalJson', () => {
  it('sorts keys at every depth, keeps array order', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 1, c: 2 }, 3] })).toBe('{"a":[{"c":2,"d":1},3],"b":1}');
  });

  it('leaves out undefined keys and reads undefined as null', () => {
    expect(canonicalJson({ a: undefined, b: 1 })).toBe('{"b":1}');
    expect(canonicalJson(undefined)).toBe('null');
  });
});

describe('sameJson', () => {
  it('ignores key order and undefined keys, not values', () => {
    expect(sameJson({ a: 1, b: [1, { c: 2, d: 3 }] }, { b: [1, { d: 3, c: 2 }], a: 1, e: undefined })).toBe(
      true,
    );
    expect(sameJson(undefined, null)).toBe(true);
    expect(sameJson({ a: 1 }, { a: 2 })).toBe(false);
    expect(sameJson([1, 2], [2, 1])).toBe(false);
  });
});
