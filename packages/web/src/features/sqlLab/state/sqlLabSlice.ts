import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  SQL_LAB_DEFAULT_LIMIT,
  type LimitingFactor,
  type QueryStatus,
  type SqlLabCell,
  type SqlLabColumn,
  type SqlLabDatabase,
  type SqlLabQuery,
  type TabState,
} from '@sightline/core';

/** A query editor tab; `loaded` is false for tabs known only by id and label until first opened. */
export interface EditorTab {
  id: number;
  label: string;
  loaded: boolean;
  dbId: number | null;
  schema: string | null;
  sql: string;
  queryLimit: number;
  savedQueryId: number | null;
  /** Client id of the tab's last query. */
  latestQueryId: string | null;
}

/** The engine's message and, when it says so, where in the SQL (1-based). */
export interface QueryRunError {
  message: string;
  line?: number;
  column?: number;
}

/** A query the page ran (or restored from a tab), with its rows once they came. */
export interface QueryRun {
  clientId: string;
  tabId: number;
  dbId: number;
  schema: string | null;
  sql: string;
  status: QueryStatus;
  startMs: number;
  endMs: number | null;
  limit: number;
  limitingFactor: LimitingFactor;
  rows: number | null;
  columns: SqlLabColumn[];
  data: Record<string, SqlLabCell>[] | null;
  error: QueryRunError | null;
  /** The worker job running it, when the server answered 202. */
  jobId: string | null;
  resultsKey: string | null;
}

export interface SqlLabState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  databases: SqlLabDatabase[];
  tabs: Record<number, EditorTab>;
  /** Tab ids in the order they show. */
  order: number[];
  activeId: number | null;
  queries: Record<string, QueryRun>;
}

declare module '../../../platform/appState' {
  interface AppState {
    sqlLab: SqlLabState;
  }
}

const initialState: SqlLabState = {
  status: 'idle',
  databases: [],
  tabs: {},
  order: [],
  activeId: null,
  queries: {},
};

/** A tab as the server keeps it, in the page's shape. */
export function tabFromState(tab: TabState): EditorTab {
  return {
    id: tab.id,
    label: tab.label,
    loaded: true,
    dbId: tab.database_id,
    schema: tab.schema,
    sql: tab.sql,
    queryLimit: tab.query_limit ?? SQL_LAB_DEFAULT_LIMIT,
    savedQueryId: tab.saved_query?.id ?? null,
    latestQueryId: tab.latest_query?.id ?? null,
  };
}

/** A query the server recorded (a tab's last one), without its rows: they are fetched by its results key. */
export function runFromQuery(query: SqlLabQuery, tabId: number): QueryRun {
  return {
    clientId: query.id,
    tabId,
    dbId: query.dbId,
    schema: query.schema,
    sql: query.sql,
    status: query.state,
    startMs: query.startDttm ?? Date.now(),
    endMs:
      query.endDttm ??
      (['success', 'failed', 'stopped', 'timed_out'].includes(query.state) ? Date.now() : null),
    limit: query.limit ?? SQL_LAB_DEFAULT_LIMIT,
    limitingFactor: query.limitingFactor,
    rows: query.rows,
    columns: [],
    data: null,
    error: query.errorMessage ? { message: query.errorMessage } : null,
    jobId: null,
    resultsKey: query.resultsKey,
  };
}

export type TabChanges = Partial<
  Pick<EditorTab, 'label' | 'dbId' | 'schema' | 'sql' | 'queryLimit' | 'savedQueryId'>
>;

export const sqlLabSlice = createSlice({
  name: 'sqlLab',
  initialState,
  reducers: {
    loadStarted(state) {
      state.status = 'loading';
    },
    loadFailed(state) {
      state.status = 'failed';
    },
    loaded(
      state,
      {
        payload,
      }: PayloadAction<{
        databases: SqlLabDatabase[];
        tabs: EditorTab[];
        order: number[];
        activeId: number | null;
      }>,
    ) {
      state.status = 'ready';
      state.databases = payload.databases;
      state.tabs = Object.fromEntries(payload.tabs.map((tab) => [tab.id, tab]));
      state.order = payload.order;
      state.activeId = payload.activeId;
    },
    tabAdded(state, { payload }: PayloadAction<EditorTab>) {
      state.tabs[payload.id] = payload;
      state.order.push(payload.id);
      state.activeId = payload.id;
    },
    tabLoaded(state, { payload }: PayloadAction<EditorTab>) {
      state.tabs[payload.id] = payload;
    },
    tabChanged(state, { payload }: PayloadAction<{ id: number; changes: TabChanges }>) {
      const tab = state.tabs[payload.id];
      if (tab) Object.assign(tab, payload.changes);
    },
    tabRemoved(state, { payload: id }: PayloadAction<number>) {
      const at = state.order.indexOf(id);
      delete state.tabs[id];
      state.order = state.order.filter((other) => other !== id);
      for (const [clientId, query] of Object.entries(state.queries))
        if (query.tabId === id) delete state.queries[clientId];
      if (state.activeId === id) state.activeId = state.order[Math.min(at, state.order.length - 1)] ?? null;
    },
    tabActivated(state, { payload: id }: PayloadAction<number>) {
      if (state.tabs[id]) state.activeId = id;
    },
    tabsReordered(state, { payload }: PayloadAction<number[]>) {
      const known = new Set(state.order);
      if (payload.length === known.size && payload.every((id) => known.has(id))) state.order = payload;
    },
    queryStarted(state, { payload }: PayloadAction<QueryRun>) {
      state.queries[payload.clientId] = payload;
      const tab = state.tabs[payload.tabId];
      if (tab) {
        const previous = tab.latestQueryId;
        // Only a tab's last query keeps its rows: results can be large.
        if (previous && state.queries[previous]) state.queries[previous].data = null;
        tab.latestQueryId = payload.clientId;
      }
    },
    queryRestored(state, { payload }: PayloadAction<QueryRun>) {
      state.queries[payload.clientId] ??= payload;
    },
    queryAccepted(state, { payload }: PayloadAction<{ clientId: string; jobId: string }>) {
      const query = state.queries[payload.clientId];
      if (query) query.jobId = payload.jobId;
    },
    querySucceeded(
      state,
      {
        payload,
      }: PayloadAction<{
        clientId: string;
        columns: SqlLabColumn[];
        data: Record<string, SqlLabCell>[];
        limitingFactor: LimitingFactor;
        resultsKey: string | null;
        endMs: number;
      }>,
    ) {
      const query = state.queries[payload.clientId];
      if (!query || query.status === 'stopped') return;
      Object.assign(query, {
        status: 'success',
        columns: payload.columns,
        data: payload.data,
        rows: payload.data.length,
        limitingFactor: payload.limitingFactor,
        resultsKey: payload.resultsKey,
        endMs: payload.endMs,
        jobId: null,
      });
    },
    queryFailed(
      state,
      {
        payload,
      }: PayloadAction<{ clientId: string; status: QueryStatus; error: QueryRunError; endMs: number }>,
    ) {
      const query = state.queries[payload.clientId];
      // A query the user stopped stays stopped, whatever error its ending brought.
      if (!query || query.status === 'stopped') return;
      query.status = payload.status;
      query.error = payload.error;
      query.endMs = payload.endMs;
      query.jobId = null;
    },
    queryStopping(state, { payload }: PayloadAction<{ clientId: string; endMs: number }>) {
      const query = state.queries[payload.clientId];
      if (!query || query.endMs !== null) return;
      query.status = 'stopped';
      query.endMs = payload.endMs;
      query.error = null;
    },
  },
});

export const {
  loadStarted,
  loadFailed,
  loaded,
  tabAdded,
  tabLoaded,
  tabChanged,
  tabRemoved,
  tabActivated,
  tabsReordered,
  queryStarted,
  queryRestored,
  queryAccepted,
  querySucceeded,
  queryFailed,
  queryStopping,
} = sqlLabSlice.actions;

/** Whether a query has not ended yet. */
export const isRunning = (query: QueryRun | null | undefined): boolean =>
  !!query && query.endMs === null && !['success', 'failed', 'stopped', 'timed_out'].includes(query.status);
