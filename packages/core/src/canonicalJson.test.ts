import { describe, expect, it } from 'vitest';
import { canonicalJson, sameJson } from './canonicalJson.js';

/** The definition canonicalJson is written out from: JSON.stringify rebuilding each object sorted. */
const byReplacer = (value: unknown) =>
  JSON.stringify(value ?? null, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : inner,
  );

/** A deterministic pseudo-random value of every kind JSON meets, nested up to `depth`. */
function randomValue(next: () => number, depth: number): unknown {
  const pick = Math.floor(next() * (depth > 0 ? 12 : 8));
  const keys = ['b', 'a', '10', '2', 'é', 'Z', 'a b', '"q"', '__proto_', 'time_range', ''];
  switch (pick) {
    case 0:
      return null;
    case 1:
      return undefined;
    case 2:
      return next() < 0.5;
    case 3:
      return [0, -0, 1.5, -3, 1e21, 1e-7, NaN, Infinity, 2 ** 53][Math.floor(next() * 9)];
    case 4:
      return ['', 'x', 'a"b\\c', 'line\nbreak', '\u2028', 'ü', '\u0001', '😀'][Math.floor(next() * 8)];
    case 5:
      return new Date(Math.floor(next() * 2e12));
    case 6:
      return () => 1;
    case 7:
      return Symbol('s');
    case 8:
    case 9:
      return Array.from({ length: Math.floor(next() * 4) }, () => randomValue(next, depth - 1));
    default:
      return Object.fromEntries(
        Array.from({ length: Math.floor(next() * 5) }, () => [
          keys[Math.floor(next() * keys.length)]!,
          randomValue(next, depth - 1),
        ]),
      );
  }
}

describe('canonicalJson', () => {
  it('sorts keys at every depth, keeps array order', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 1, c: 2 }, 3] })).toBe('{"a":[{"c":2,"d":1},3],"b":1}');
  });

  it('leaves out undefined keys and reads undefined as null', () => {
    expect(canonicalJson({ a: undefined, b: 1 })).toBe('{"b":1}');
    expect(canonicalJson(undefined)).toBe('null');
  });

  it('writes what JSON.stringify writes for what JSON cannot hold', () => {
    // eslint-disable-next-line no-sparse-arrays -- a hole, which JSON writes as null
    expect(canonicalJson([undefined, () => 1, NaN, -0, , 1e21])).toBe('[null,null,null,0,null,1e+21]');
    expect(canonicalJson({ at: new Date(0), n: Object(2), s: Object('x') })).toBe(
      '{"at":"1970-01-01T00:00:00.000Z","n":2,"s":"x"}',
    );
    expect(canonicalJson({ nested: { toJSON: () => ({ z: 1, y: 2 }) } })).toBe('{"nested":{"y":2,"z":1}}');
    expect(() => canonicalJson({ big: 1n })).toThrow(TypeError);
    // JavaScript lists index keys first, ascending, in any object: the sorted copy had them so too.
    expect(canonicalJson({ b: 1, 10: 1, a: 1, 2: 1, '01': 1 })).toBe('{"2":1,"10":1,"01":1,"a":1,"b":1}');
  });

  it('gives exactly the text of JSON.stringify with sorted objects, for 2,000 random values', () => {
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let round = 0; round < 2000; round += 1) {
      const value = randomValue(next, 4);
      // (A function or symbol alone, which JSON.stringify leaves undefined, is 'null' like undefined.)
      expect(canonicalJson(value)).toBe(byReplacer(value) ?? 'null');
    }
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
