import { describe, expect, it } from 'vitest';
import { parseJsonObject } from './isRecord.js';
import { jsonNestsDeeperThan, MAX_JSON_DEPTH } from './jsonDepth.js';

const nested = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

describe('jsonNestsDeeperThan', () => {
  it('measures arrays and objects, not brackets inside strings', () => {
    expect(jsonNestsDeeperThan(nested(3), 3)).toBe(false);
    expect(jsonNestsDeeperThan(nested(4), 3)).toBe(true);
    expect(jsonNestsDeeperThan('[[[[]]]]', 3)).toBe(true);
    expect(jsonNestsDeeperThan('[{"a":[]}]', 3)).toBe(false);
    expect(jsonNestsDeeperThan(JSON.stringify({ a: '[[[[[[{{{{' }), 2)).toBe(false);
    expect(jsonNestsDeeperThan(JSON.stringify({ a: 'quote \\" [[[[[[' }), 2)).toBe(false);
    expect(jsonNestsDeeperThan('[' + '[]'.repeat(1000) + ']', 2)).toBe(false);
  });

  it('keeps parseJsonObject away from text nested past the limit', () => {
    expect(parseJsonObject(nested(MAX_JSON_DEPTH))).not.toBeNull();
    expect(parseJsonObject(nested(10_000))).toBeNull();
  });
});
