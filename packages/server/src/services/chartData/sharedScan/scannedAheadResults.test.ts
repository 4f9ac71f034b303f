import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GenericDataType } from '@sightline/query-engine';
import type { ExecutedQuery } from '../queryPlan.js';
import { createScannedAheadResults, SCANNED_AHEAD_TTL_MS } from './scannedAheadResults.js';

const rows = (value: number): ExecutedQuery => ({
  main: { fields: [{ name: 'total', type: GenericDataType.NUMERIC, values: [value] }], length: 1 },
  offsets: [],
  sqlRowcount: 1,
  isTruncated: false,
});

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createScannedAheadResults', () => {
  it('gives rows fetched ahead to one taker only', () => {
    const ahead = createScannedAheadResults();
    const executed = rows(1);
    ahead.remember('a', executed);
    expect(ahead.has('a')).toBe(true);
    expect(ahead.take('a')).toBe(executed);
    expect(ahead.has('a')).toBe(false);
    expect(ahead.take('a')).toBeUndefined();
    expect(ahead.size).toBe(0);
  });

  it('drops rows nobody took once they expire, without another call', () => {
    const ahead = createScannedAheadResults();
    ahead.remember('a', rows(1));
    vi.advanceTimersByTime(SCANNED_AHEAD_TTL_MS / 2);
    ahead.remember('b', rows(2));
    vi.advanceTimersByTime(SCANNED_AHEAD_TTL_MS / 2);
    // 'a' is gone (memory freed), 'b' still waits for its chart.
    expect(ahead.size).toBe(1);
    expect(ahead.has('b')).toBe(true);
    vi.advanceTimersByTime(SCANNED_AHEAD_TTL_MS / 2);
    expect(ahead.size).toBe(0);
    expect(ahead.take('b')).toBeUndefined();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('restarts the wait of rows remembered again', () => {
    const ahead = createScannedAheadResults();
    ahead.remember('a', rows(1));
    vi.advanceTimersByTime(SCANNED_AHEAD_TTL_MS - 1);
    const again = rows(2);
    ahead.remember('a', again);
    vi.advanceTimersByTime(SCANNED_AHEAD_TTL_MS - 1);
    expect(ahead.take('a')).toBe(again);
  });
});
