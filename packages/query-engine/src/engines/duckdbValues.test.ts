import { describe, expect, it } from 'vitest';
import { millisOfMicros } from './duckdbValues.js';

describe('millisOfMicros', () => {
  const bigintQuotient = (micros: bigint) => Number(micros / 1000n);

  it('truncates toward zero as BigInt division does, on both sides of 1970', () => {
    for (const micros of [
      0n,
      1n,
      999n,
      1000n,
      1001n,
      -1n,
      -999n,
      -1000n,
      -1001n,
      -1500n,
      1_735_689_600_123_456n,
    ])
      expect(millisOfMicros(micros), String(micros)).toBe(bigintQuotient(micros));
  });

  it('gives 0, not -0, for less than a millisecond before 1970', () => {
    expect(Object.is(millisOfMicros(-500n), 0)).toBe(true);
  });

  it('stays exact next to 2^53 microseconds and past it', () => {
    const edge = 2n ** 53n;
    for (const micros of [edge - 1n, edge - 999n, edge, edge + 1n, -(edge - 1n), -edge - 1n, 2n ** 62n])
      expect(millisOfMicros(micros), String(micros)).toBe(bigintQuotient(micros));
  });

  it('agrees with BigInt division over many whole and fractional millisecond counts', () => {
    let micros = 4_503_599_627_370_495n; // 2^52 - 1: the largest magnitudes doubles still hold exactly
    for (let i = 0; i < 2000; i += 1, micros -= 4_503_599_627_371n)
      expect(millisOfMicros(micros), String(micros)).toBe(bigintQuotient(micros));
  });
});
