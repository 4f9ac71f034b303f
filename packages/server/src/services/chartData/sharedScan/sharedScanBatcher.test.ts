import { createStatementSlots } from '../../statementSlots.js';
import type { QueryObject } from '@sightline/core';
import {
  compileQueryObject,
  DuckDBEngine,
  QueryCancelledError,
  type DatasetDescriptor,
  type Engine,
  type RunOptions,
} from '@sightline/query-engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlPlan } from '../queryPlan.js';
import type { StatementCounter } from '../statementCounter.js';
import { createSharedScanBatcher, type SharedScanJob } from './sharedScanBatcher.js';

/**
 * The shared-scan window with a real DuckDB whose shared statements a test can make fail or hang:
 * the batching, the fallback to running alone, and per-request cancellation.
 */

const descriptor: DatasetDescriptor = {
  id: 1,
  tableName: 't',
  schema: null,
  sql: null,
  mainDttmCol: null,
  columns: [
    { column_name: 'g', type: 'VARCHAR', type_generic: 1, is_dttm: false, expression: null },
    { column_name: 'x', type: 'INTEGER', type_generic: 0, is_dttm: false, expression: null },
  ],
  metrics: [{ metric_name: 'total', expression: 'SUM(x)', verbose_name: null }],
};

const OPTIONS = {
  now: new Date('2024-01-01T00:00:00Z'),
  defaultRowLimit: 100,
  maxRowLimit: 1000,
  truncationProbe: true,
};

function planOf(query: QueryObject): SqlPlan {
  const compileInput = { query: { ...query, row_limit: 100 }, options: OPTIONS };
  const compiled = compileQueryObject(compileInput.query, descriptor, 'duckdb', compileInput.options);
  return {
    kind: 'sql',
    query,
    compiled,
    compileInput,
    rowLimit: 100,
    displaySql: compiled.displaySql,
    cacheKey: compiled.sql,
  };
}

const TOTAL = planOf({ metrics: ['total'] });
const BY_G = planOf({ columns: ['g'], metrics: ['total'], orderby: [['g', true]] });

/** What the engine does with a shared statement: run it, fail, or wait until interrupted. */
let sharedMode: 'run' | 'fail' | 'hang' = 'run';
let duck: DuckDBEngine;
const statements: string[] = [];
let lastSharedSignal: AbortSignal | undefined;

const engine = {
  backend: 'duckdb',
  run(sql: string, options?: RunOptions) {
    statements.push(sql);
    if (!sql.includes('GROUPING SETS') || sharedMode === 'run') return duck.run(sql, options);
    lastSharedSignal = options?.signal;
    if (sharedMode === 'fail') return Promise.reject(new Error('shared statement failed'));
    return new Promise((_, reject) =>
      options?.signal?.addEventListener('abort', () => reject(new QueryCancelledError())),
    );
  },
} as unknown as Engine;

const counter: StatementCounter = { count: () => undefined, total: 0 };
const slots = createStatementSlots({ overall: 8, perUser: 8 });

const job = (plan: SqlPlan, signal = new AbortController().signal): SharedScanJob => ({
  plan,
  descriptor,
  backend: 'duckdb',
  run: { engine, signal, timeoutMs: 10_000, statements: counter, slots, user: 'user:1' },
});

beforeAll(async () => {
  duck = await DuckDBEngine.open(':memory:');
  await duck.run(`CREATE TABLE t AS SELECT ['a', 'b'][i % 2 + 1] AS g, i::INTEGER AS x FROM range(10) r(i)`);
});
afterAll(() => duck.close());

const settle = (promise: Promise<unknown>) =>
  promise.then(
    (value) => ({ ok: value }),
    (error: Error) => ({ error: error.name }),
  );

describe('createSharedScanBatcher', () => {
  it('runs the jobs of one key arriving within the window as one statement', async () => {
    sharedMode = 'run';
    statements.length = 0;
    const batcher = createSharedScanBatcher(5);
    const [total, byG, other] = await Promise.all([
      batcher.run('dashboard 1', job(TOTAL)),
      batcher.run('dashboard 1', job(BY_G)),
      batcher.run('dashboard 2', job(TOTAL)),
    ]);
    expect(statements.filter((sql) => sql.includes('GROUPING SETS'))).toHaveLength(1);
    expect(statements).toHaveLength(2);
    expect(total!.main.fields.map((f) => [f.name, f.values])).toEqual([['total', [45]]]);
    expect(other!.main.fields.map((f) => [f.name, f.values])).toEqual([['total', [45]]]);
    expect(byG!.main.fields.map((f) => [f.name, f.values])).toEqual([
      ['g', ['a', 'b']],
      ['total', [20, 25]],
    ]);
    expect(batcher.pending).toBe(0);
  });

  it('runs every member alone when the shared statement fails', async () => {
    sharedMode = 'fail';
    statements.length = 0;
    const batcher = createSharedScanBatcher(5);
    const [total, byG] = await Promise.all([
      batcher.run('dashboard 1', job(TOTAL)),
      batcher.run('dashboard 1', job(BY_G)),
    ]);
    expect(statements).toHaveLength(3);
    expect(statements.slice(1)).toEqual(expect.arrayContaining([TOTAL.compiled.sql, BY_G.compiled.sql]));
    expect(total!.main.length).toBe(1);
    expect(byG!.main.length).toBe(2);
  });

  it('answers a request that goes away at once, and interrupts the statement when all have gone', async () => {
    sharedMode = 'hang';
    const batcher = createSharedScanBatcher(1);
    const first = new AbortController();
    const second = new AbortController();
    const results = [
      settle(batcher.run('dashboard 1', job(TOTAL, first.signal))),
      settle(batcher.run('dashboard 1', job(BY_G, second.signal))),
    ];
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(lastSharedSignal?.aborted).toBe(false);
    first.abort();
    expect(await results[0]).toEqual({ error: 'QueryCancelledError' });
    expect(lastSharedSignal?.aborted).toBe(false);
    second.abort();
    expect(await results[1]).toEqual({ error: 'QueryCancelledError' });
    expect(lastSharedSignal?.aborted).toBe(true);
  });

  it('leaves out a request that went away before the window ended', async () => {
    sharedMode = 'hang';
    statements.length = 0;
    const batcher = createSharedScanBatcher(20);
    const gone = new AbortController();
    const left = settle(batcher.run('dashboard 1', job(TOTAL, gone.signal)));
    const stays = batcher.run('dashboard 1', job(BY_G));
    gone.abort();
    expect(await left).toEqual({ error: 'QueryCancelledError' });
    const result = await stays;
    expect(statements).toEqual([BY_G.compiled.sql]);
    expect(result!.main.length).toBe(2);
  });
});
