import { describe, expect, it } from 'vitest';
import { createMemoryCache } from './memoryCache.js';

describe('createMemoryCache', () => {
  it('stores and returns values until their ttl passes', async () => {
    let now = 1_000_000;
    const cache = createMemoryCache<string>({ maxEntries: 10, now: () => now });
    await cache.set('a', 'one', 60);
    expect(await cache.get('a')).toBe('one');
    now += 59_999;
    expect(await cache.get('a')).toBe('one');
    now += 1;
    expect(await cache.get('a')).toBeUndefined();
  });

  it('keeps ttl 0 forever and does not store a negative ttl', async () => {
    let now = 0;
    const cache = createMemoryCache<number>({ maxEntries: 10, now: () => now });
    await cache.set('forever', 1, 0);
    await cache.set('never', 2, -1);
    now += 10 ** 12;
    expect(await cache.get('forever')).toBe(1);
    expect(await cache.get('never')).toBeUndefined();
  });

  it('drops the least recently used entry past maxEntries', async () => {
    const cache = createMemoryCache<number>({ maxEntries: 2 });
    await cache.set('a', 1, 0);
    await cache.set('b', 2, 0);
    expect(await cache.get('a')).toBe(1); // a is now the most recently used
    await cache.set('c', 3, 0);
    expect(await cache.get('b')).toBeUndefined();
    expect(await cache.get('a')).toBe(1);
    expect(await cache.get('c')).toBe(3);
  });

  it('bounds the total weight, dropping the least recently used and refusing values too heavy alone', async () => {
    const cache = createMemoryCache<number[]>({ maxEntries: 100, maxWeight: 10, weigh: (v) => v.length });
    await cache.set('a', [1, 2, 3, 4], 0);
    await cache.set('b', [1, 2, 3, 4], 0);
    await cache.get('a');
    await cache.set('c', [1, 2, 3], 0); // 11 > 10: b (least recently used) goes
    expect(await cache.get('b')).toBeUndefined();
    expect(await cache.get('a')).toHaveLength(4);
    expect(await cache.get('c')).toHaveLength(3);
    await cache.set('huge', new Array(11).fill(0), 0);
    expect(await cache.get('huge')).toBeUndefined();
    expect(await cache.get('a')).toHaveLength(4);
  });

  it('deletes and clears', async () => {
    const cache = createMemoryCache<number>({ maxEntries: 5 });
    await cache.set('a', 1, 0);
    await cache.set('b', 2, 0);
    await cache.delete('a');
    expect(await cache.get('a')).toBeUndefined();
    await cache.close();
    expect(await cache.get('b')).toBeUndefined();
  });

  it('rejects a non-positive size', () => {
    expect(() => createMemoryCache({ maxEntries: 0 })).toThrow('maxEntries must be a positive integer');
  });
});
