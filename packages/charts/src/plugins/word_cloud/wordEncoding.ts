import type { WordRotation } from './formData.js';

/**
 * The pure parts of the word cloud: font size from the metric, the rotation of each word, and a seeded
 * random source so the same data lays out the same way on every render (and in every thumbnail).
 */

/** Font size on a linear scale whose domain includes zero (Superset's `zero: true`). */
export function fontSizeScale(values: readonly number[], [from, to]: readonly [number, number]) {
  const min = Math.min(0, ...values);
  const max = Math.max(0, ...values);
  return (value: number | null): number =>
    value === null || max === min ? from : from + ((value - min) / (max - min)) * (to - from);
}

/** FNV-1a hash of a text: the seed of a word's own random numbers. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a small seeded generator of numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A word's angle in degrees, stable for the same text (Superset picks the same sets at random). */
export function wordRotation(rotation: WordRotation, text: string): number {
  const random = seededRandom(hashText(text))();
  if (rotation === 'square') return Math.floor(random * 2) * 90;
  if (rotation === 'random') return Math.floor(random * 6 - 3) * 30;
  return 0;
}
