import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../platform/apiClient';
import { openRequestOf } from './openFromUrl';
import { queryErrorOf } from './queryError';
import {
  isRunning,
  loaded,
  queryFailed,
  queryStarted,
  queryStopping,
  querySucceeded,
  sqlLabSlice,
  tabAdded,
  tabRemoved,
  tabsReordered,
  type EditorTab,
  type QueryRun,
  type SqlLabState,
} from './sqlLabSlice';
import { keptOrder, orderTabs } from './tabOrder';
import { nextLabel, tabValues } from './tabThunks';

const reduce = (state: SqlLabState | undefined, ...actions: Parameters<typeof sqlLabSlice.reducer>[1][]) =>
  actions.reduce(
    (current, action) => sqlLabSlice.reducer(current, action),
    state ?? sqlLabSlice.getInitialState(),
  );

const tab = (id: number, label = `Tab ${id}`): EditorTab => ({
  id,
  label,
  loaded: true,
  dbId: 1,
  schema: 'main',
  sql: 'SELECT 1',
  queryLimit: 1000,
  savedQueryId: null,
  latestQueryId: null,
});

const run = (clientId: string, tabId = 1): QueryRun => ({
  clientId,
  tabId,
  dbId: 1,
  schema: 'main',
  sql: 'SELECT 1',
  status: 'running',
  startMs: 1000,
  endMs: null,
  limit: 1000,
  limitingFactor: 'UNKNOWN',
  rows: null,
  columns: [],
  data: null,
  error: null,
  jobId: null,
  resultsKey: null,
});

const ready = () =>
  reduce(undefined, loaded({ databases: [], tabs: [tab(1), tab(2), tab(3)], order: [1, 2, 3], activeId: 2 }));

describe('sqlLabSlice', () => {
  it('activates the next tab when the active one closes, and forgets its queries', () => {
    const state = reduce(ready(), queryStarted(run('q', 2)), tabRemoved(2));
    expect(state.order).toEqual([1, 3]);
    expect(state.activeId).toBe(3);
    expect(state.queries).toEqual({});
    expect(reduce(state, tabRemoved(3)).activeId).toBe(1);
  });

  it('adds a tab at the end and activates it; a reorder must name the same tabs', () => {
    const state = reduce(ready(), tabAdded(tab(9)));
    expect(state.order).toEqual([1, 2, 3, 9]);
    expect(state.activeId).toBe(9);
    expect(reduce(state, tabsReordered([9, 3, 2, 1])).order).toEqual([9, 3, 2, 1]);
    expect(reduce(state, tabsReordered([9, 3])).order).toEqual([1, 2, 3, 9]);
  });

  it("keeps only a tab's last query's rows", () => {
    const done = {
      columns: [],
      data: [{ a: 1 }],
      limitingFactor: 'NOT_LIMITED' as const,
      resultsKey: 'k',
      endMs: 2,
    };
    let state = reduce(ready(), queryStarted(run('a')), querySucceeded({ clientId: 'a', ...done }));
    expect(state.queries.a!.rows).toBe(1);
    expect(state.tabs[1]!.latestQueryId).toBe('a');
    state = reduce(state, queryStarted(run('b')));
    expect(state.queries.a!.data).toBeNull();
    expect(state.tabs[1]!.latestQueryId).toBe('b');
  });

  it('a stopped query stays stopped when its failure or rows arrive later', () => {
    const state = reduce(
      ready(),
      queryStarted(run('a')),
      queryStopping({ clientId: 'a', endMs: 5 }),
      queryFailed({ clientId: 'a', status: 'failed', error: { message: 'canceled' }, endMs: 6 }),
    );
    expect(state.queries.a).toMatchObject({ status: 'stopped', endMs: 5, error: null });
    expect(isRunning(state.queries.a)).toBe(false);
    expect(isRunning(run('x'))).toBe(true);
  });
});

describe('tab helpers', () => {
  it('orders tabs by the kept order, new ones after, gone ones dropped', () => {
    expect(orderTabs([1, 2, 3, 4], [3, 9, 1])).toEqual([3, 1, 2, 4]);
    expect(keptOrder({ tab_order: [3, 'x', 1] })).toEqual([3, 1]);
    expect(keptOrder({})).toEqual([]);
  });

  it('names a new tab with the first free number', () => {
    expect(nextLabel(['Untitled Query 1', 'Untitled Query 3'])).toBe('Untitled Query 2');
  });

  it("sends only the fields that changed, in the server's names", () => {
    expect(tabValues({ dbId: 2, schema: null, queryLimit: 10 })).toEqual({
      database_id: 2,
      schema: null,
      query_limit: 10,
    });
  });
});

describe('openRequestOf', () => {
  const of = (search: string, key?: string) => openRequestOf(new URLSearchParams(search), key);
  it("reads a dataset's key with its SQL, a saved query's id, or a permalink's key", () => {
    expect(of('datasourceKey=12__table&sql=SELECT%201')).toEqual({
      kind: 'dataset',
      datasetId: 12,
      sql: 'SELECT 1',
    });
    expect(of('savedQueryId=4')).toEqual({ kind: 'savedQuery', id: 4 });
    expect(of('', 'abc')).toEqual({ kind: 'permalink', key: 'abc' });
    expect(of('')).toBeNull();
  });
  it('marks keys it cannot read as invalid', () => {
    expect(of('datasourceKey=bogus')).toEqual({ kind: 'invalid' });
    expect(of('savedQueryId=x')).toEqual({ kind: 'invalid' });
  });
});

describe('queryErrorOf', () => {
  it("takes the engine's message and the line and column it points at", () => {
    const body = {
      message: 'Parser Error',
      errors: [
        {
          message: 'syntax error at or near "FORM"',
          error_type: 'X',
          level: 'error',
          extra: { line: 2, column: 3 },
        },
      ],
      query: { state: 'failed' },
    };
    expect(queryErrorOf(new ApiError(400, 'Parser Error', body))).toEqual({
      status: 'failed',
      error: { message: 'syntax error at or near "FORM"', line: 2, column: 3 },
      recorded: true,
    });
  });
  it('keeps the stopped and timed-out statuses, and falls back to the error text', () => {
    expect(
      queryErrorOf(new ApiError(500, 'x', { message: 'stopped', errors: [], query: { state: 'stopped' } }))
        .status,
    ).toBe('stopped');
    expect(queryErrorOf(new Error('network down'))).toMatchObject({
      status: 'failed',
      error: { message: 'network down' },
    });
  });
});
