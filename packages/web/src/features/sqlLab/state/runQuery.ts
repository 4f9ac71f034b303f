import { nanoid } from '@reduxjs/toolkit';
import type { QueryExecutionResponse } from '@sightline/core';
import { sqlLabRequests } from '../api/sqlLabRequests';
import { queryErrorOf } from './queryError';
import {
  isRunning,
  queryAccepted,
  queryFailed,
  queryStarted,
  queryStopping,
  querySucceeded,
  type QueryRun,
} from './sqlLabSlice';
import type { SqlLabThunk } from './tabThunks';

/** Runs SQL in a tab on the tab's database; `sql` defaults to the tab's whole text (else a selection). */
export const runQuery =
  (tabId: number, sql?: string): SqlLabThunk<Promise<void>> =>
  async (dispatch, getState, { chartData }) => {
    const tab = getState().sqlLab.tabs[tabId];
    const text = (sql ?? tab?.sql ?? '').trim();
    if (!tab || tab.dbId === null || !text) return;
    const latest = tab.latestQueryId ? getState().sqlLab.queries[tab.latestQueryId] : null;
    if (isRunning(latest)) return;
    // Chosen here so the page can stop the query before the server answered.
    const clientId = nanoid(11);
    const run: QueryRun = {
      clientId,
      tabId,
      dbId: tab.dbId,
      schema: tab.schema,
      sql: text,
      status: 'running',
      startMs: Date.now(),
      endMs: null,
      limit: tab.queryLimit,
      limitingFactor: 'UNKNOWN',
      rows: null,
      columns: [],
      data: null,
      error: null,
      jobId: null,
      resultsKey: null,
    };
    dispatch(queryStarted(run));
    // The tab remembers its last query on the server once the server has recorded it.
    const remember = () =>
      void sqlLabRequests.updateTab(tabId, { latest_query_id: clientId }).catch(() => undefined);
    try {
      const answer = await sqlLabRequests.execute({
        database_id: tab.dbId,
        sql: text,
        client_id: clientId,
        schema: tab.schema,
        queryLimit: tab.queryLimit,
        sql_editor_id: String(tabId),
        tab: tab.label,
      });
      remember();
      let result: QueryExecutionResponse;
      if ('job_id' in answer) {
        dispatch(queryAccepted({ clientId, jobId: answer.job_id }));
        // The store's one job waiter: the job's end event comes on the session's event feed.
        result = await chartData.asyncJobs.wait(answer, sqlLabRequests.results);
      } else result = answer;
      dispatch(
        querySucceeded({
          clientId,
          columns: result.columns,
          data: result.data,
          limitingFactor: result.query.limitingFactor,
          resultsKey: result.query.resultsKey,
          endMs: result.query.endDttm ?? Date.now(),
        }),
      );
    } catch (error) {
      const failure = queryErrorOf(error);
      if (failure.recorded) remember();
      dispatch(queryFailed({ clientId, status: failure.status, error: failure.error, endMs: Date.now() }));
    }
  };

/** Stops a running query: on the server by its client id, and its worker job when it runs as one. */
export const stopQuery =
  (clientId: string): SqlLabThunk<Promise<void>> =>
  async (dispatch, getState, { chartData }) => {
    const query = getState().sqlLab.queries[clientId];
    if (!isRunning(query)) return;
    dispatch(queryStopping({ clientId, endMs: Date.now() }));
    const jobId = query?.jobId;
    await Promise.all([
      sqlLabRequests.stop(clientId).catch(() => undefined),
      jobId ? chartData.asyncJobs.stop(jobId) : Promise.resolve(),
    ]);
  };

/** The rows of a tab's last query, fetched by its results key after a reload (the page kept none). */
export const fetchResults =
  (clientId: string): SqlLabThunk<Promise<void>> =>
  async (dispatch, getState) => {
    const query = getState().sqlLab.queries[clientId];
    if (!query?.resultsKey || query.data) return;
    try {
      const result = await sqlLabRequests.resultsOf(query.resultsKey);
      dispatch(
        querySucceeded({
          clientId,
          columns: result.columns,
          data: result.data,
          limitingFactor: result.query.limitingFactor,
          resultsKey: query.resultsKey,
          endMs: query.endMs ?? Date.now(),
        }),
      );
    } catch (error) {
      const { status, error: failure } = queryErrorOf(error);
      dispatch(queryFailed({ clientId, status, error: failure, endMs: query.endMs ?? Date.now() }));
    }
  };
