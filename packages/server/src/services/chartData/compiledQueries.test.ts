import { describe, expect, it } from 'vitest';
import type { QueryObject } from '@sightline/core';
import { compileKept, createKeptCompilations } from './compiledQueries.js';
import { engineQueryFunctions, type DatasetDescriptor, type QueryFunctions } from './queryFunctions.js';

const dataset = (): DatasetDescriptor => ({
  id: 1,
  tableName: 'events',
  schema: null,
  sql: null,
  mainDttmCol: 'ts',
  columns: [
    { column_name: 'ts', type: 'TIMESTAMP', type_generic: 2, is_dttm: true, expression: null },
    { column_name: 'device', type: 'VARCHAR', type_generic: 1, is_dttm: false, expression: null },
  ],
  metrics: [{ metric_name: 'count', expression: 'COUNT(*)', verbose_name: null }],
});

/** The engine's compiler, counting its calls. */
function countingCompiler(): QueryFunctions & { calls: number } {
  const functions = {
    ...engineQueryFunctions,
    calls: 0,
    compileQueryObject(...args: Parameters<QueryFunctions['compileQueryObject']>) {
      functions.calls += 1;
      return engineQueryFunctions.compileQueryObject(...args);
    },
  };
  return functions;
}

const options = (now: string) => ({
  now: new Date(now),
  defaultRowLimit: 10000,
  maxRowLimit: 50000,
  truncationProbe: true,
});
/** The app's kept compilations, as the chart-data runtime holds them. */
const kept = createKeptCompilations();
const byDevice: QueryObject = { metrics: ['count'], columns: ['device'], row_limit: 100 };

describe('compileKept', () => {
  it('compiles a query object once per datasource version, whatever the now when it reads none', () => {
    const functions = countingCompiler();
    const events = dataset();
    const first = compileKept(kept, functions, byDevice, events, 'duckdb', options('2025-06-01T10:00:00Z'));
    const calls = functions.calls;
    const again = compileKept(
      kept,
      functions,
      { ...byDevice },
      events,
      'duckdb',
      options('2025-06-02T11:00:00Z'),
    );
    expect(again).toBe(first);
    expect(functions.calls).toBe(calls);
    expect(Object.isFrozen(first.params)).toBe(true);
    // A changed datasource is a new descriptor: compiled again.
    compileKept(kept, functions, byDevice, dataset(), 'duckdb', options('2025-06-02T11:00:00Z'));
    expect(functions.calls).toBeGreaterThan(calls);
  });

  it('keeps queries apart by their text, dialect and row limits', () => {
    const functions = countingCompiler();
    const events = dataset();
    const base = compileKept(kept, functions, byDevice, events, 'duckdb', options('2025-06-01T10:00:00Z'));
    const other = [
      compileKept(
        kept,
        functions,
        { ...byDevice, row_limit: 5 },
        events,
        'duckdb',
        options('2025-06-01T10:00:00Z'),
      ),
      compileKept(kept, functions, byDevice, events, 'sqlite', options('2025-06-01T10:00:00Z')),
      compileKept(kept, functions, byDevice, events, 'duckdb', {
        ...options('2025-06-01T10:00:00Z'),
        truncationProbe: false,
      }),
    ];
    for (const compiled of other) expect(compiled).not.toBe(base);
    expect(other[0]!.rowLimit).toBe(5);
    expect(other[2]!.sql).toBe(other[2]!.displaySql);
    expect(base.sql).not.toBe(base.displaySql);
  });

  it('compiles a query that reads the now on every request, at that now', () => {
    const functions = countingCompiler();
    const events = dataset();
    const lastDay = { ...byDevice, time_range: 'Last day', granularity: 'ts' };
    const first = compileKept(kept, functions, lastDay, events, 'duckdb', options('2025-06-01T10:00:00Z'));
    const calls = functions.calls;
    const later = compileKept(kept, functions, lastDay, events, 'duckdb', options('2025-06-05T10:00:00Z'));
    expect(functions.calls).toBe(calls + 1);
    expect(later.toDttm).toBe(Date.parse('2025-06-05T00:00:00Z'));
    expect(first.toDttm).toBe(Date.parse('2025-06-01T00:00:00Z'));
  });

  it('keeps a fixed time range, which reads no now', () => {
    const functions = countingCompiler();
    const events = dataset();
    const june = { ...byDevice, time_range: '2025-06-01 : 2025-07-01', granularity: 'ts' };
    const first = compileKept(kept, functions, june, events, 'duckdb', options('2025-06-01T10:00:00Z'));
    expect(compileKept(kept, functions, june, events, 'duckdb', options('2026-01-01T00:00:00Z'))).toBe(first);
  });

  it('keeps no long query object (a filter of thousands of values): compiled once per request', () => {
    const functions = countingCompiler();
    const events = dataset();
    const devices = Array.from({ length: 2000 }, (_, i) => `device-${i}`);
    const many: QueryObject = { ...byDevice, filters: [{ col: 'device', op: 'IN', val: devices }] };
    const first = compileKept(kept, functions, many, events, 'duckdb', options('2025-06-01T10:00:00Z'));
    // Kept, it would also have been compiled at the probe's now.
    expect(functions.calls).toBe(1);
    const again = compileKept(kept, functions, many, events, 'duckdb', options('2025-06-01T10:00:00Z'));
    expect(functions.calls).toBe(2);
    expect(again).not.toBe(first);
    expect(again.sql).toBe(first.sql);
  });

  it('keeps no failure: a bad query fails on every request', () => {
    const functions = countingCompiler();
    const events = dataset();
    const bad = { ...byDevice, columns: ['nope'] };
    for (let i = 0; i < 2; i += 1)
      expect(() =>
        compileKept(kept, functions, bad, events, 'duckdb', options('2025-06-01T10:00:00Z')),
      ).toThrow();
    // Compiled (and failed) on each request, not answered with a kept error.
    expect(functions.calls).toBe(2);
  });
});
