import { randomBytes, randomUUID } from 'node:crypto';
import {
  executePayloadSchema,
  SQL_LAB_DEFAULT_LIMIT,
  type ExecutePayload,
  type QueryExecutionAccepted,
  type QueryExecutionResponse,
  type SqlLabDatabase,
} from '@sightline/core';
import type { AppDeps, AuthUser } from '../../appDeps.js';
import { badRequest, parseBody } from '../../apiError.js';
import { nowIso } from '../../repos/timestamps.js';
import { findQuery, insertQuery } from '../../repos/sqlLabQueryRepo.js';
import { queryableDatabase } from './sqlLabAccess.js';
import { failedQueryError } from './queryErrors.js';
import { prepareQuery, recordedQuery, runRecorded, type ScriptSettings } from './sqlLabRun.js';
import type { SqlLabJob } from './sqlLabJobs.js';

export type ExecuteAnswer =
  { status: 200; body: QueryExecutionResponse } | { status: 202; body: QueryExecutionAccepted };

/** Rows a query answers at most: what the page asked for, within the server's maximum. */
export function queryLimitOf(deps: AppDeps, asked: number | null | undefined): number {
  return Math.min(asked ?? SQL_LAB_DEFAULT_LIMIT, deps.config.maxRowLimit);
}

/** Whether the query runs on the worker tier: as the page asks, else as the database is set. */
function runsAsync(payload: ExecutePayload, database: SqlLabDatabase): boolean {
  return payload.runAsync ?? database.allow_run_async;
}

/** The script's settings from a payload: CTAS only where the database allows it. */
function scriptSettings(payload: ExecutePayload, database: SqlLabDatabase, clientId: string): ScriptSettings {
  if (!payload.select_as_cta) return { sql: payload.sql, schema: payload.schema ?? null, ctas: null };
  const method = payload.ctas_method ?? 'TABLE';
  if (method === 'TABLE' ? !database.allow_ctas : !database.allow_cvas)
    throw badRequest(`This database does not allow CREATE ${method} AS (allow_ctas / allow_cvas).`);
  const table = payload.tmp_table_name?.trim() || `tmp_table_${clientId}`;
  return { sql: payload.sql, schema: payload.schema ?? null, ctas: { table, method } };
}

/**
 * `POST /api/v1/sqllab/execute/`: records the query, checks its script with the engine's gate, then
 * runs it here (200 with its rows) or queues it on the worker tier (202; its end is published on
 * `channelId`). A refused or failed script answers 400 (408 on timeout) with the recorded query.
 */
export async function executeSqlLab(
  deps: AppDeps,
  caller: AuthUser | null,
  body: unknown,
  channelId: string,
  requestSignal: AbortSignal,
): Promise<ExecuteAnswer> {
  const payload = parseBody(executePayloadSchema, body);
  const { user, database } = await queryableDatabase(deps, caller, payload.database_id);
  const clientId = payload.client_id ?? randomBytes(8).toString('base64url').slice(0, 11);
  const duplicate = () =>
    badRequest('A query with this client_id exists already: choose a new one for each run.');
  if (await findQuery(deps.db, { clientId })) throw duplicate();
  const settings = scriptSettings(payload, database, clientId);
  const limit = queryLimitOf(deps, payload.queryLimit);
  const async = runsAsync(payload, database);
  const jobId = randomUUID();
  const now = Date.now();
  const queryId = await insertQuery(deps.db, {
    client_id: clientId,
    database_id: database.id,
    user_id: user.id,
    tab_name: payload.tab ?? null,
    sql_editor_id: payload.sql_editor_id ?? null,
    schema: payload.schema ?? null,
    sql: payload.sql,
    executed_sql: null,
    select_sql: null,
    limit,
    limiting_factor: 'UNKNOWN',
    select_as_cta: settings.ctas ? 1 : 0,
    select_as_cta_used: 0,
    ctas_method: settings.ctas?.method ?? null,
    tmp_table_name: settings.ctas?.table ?? null,
    tmp_schema_name: settings.ctas ? (payload.schema ?? null) : null,
    status: async ? 'pending' : 'running',
    error_message: null,
    rows: null,
    progress: 0,
    start_time: now,
    start_running_time: null,
    end_time: null,
    end_result_backend_time: null,
    results_key: null,
    extra_json: async ? JSON.stringify({ job_id: jobId }) : null,
    changed_on: nowIso(),
  }).catch(async (error: unknown) => {
    // Two runs with one client id at once: the unique client id lets one in.
    throw (await findQuery(deps.db, { clientId })) ? duplicate() : error;
  });
  const prepared = await prepareQuery(deps, queryId, database, settings, limit);
  if (async) {
    const job: SqlLabJob = {
      ...{ kind: 'sqlLab', jobId, channelId, userId: user.id, queryId, clientId },
      ...{ databaseId: database.id, settings, limit },
    };
    await deps.asyncQueries.jobs.enqueue(job);
    const query = await recordedQuery(deps, queryId);
    return {
      status: 202,
      body: { status: query.state, query_id: queryId, query, job_id: jobId, channel_id: channelId },
    };
  }
  const stop = new AbortController();
  deps.sqlLab.running.set(queryId, stop);
  try {
    const outcome = await runRecorded(deps, user, prepared, {
      signal: AbortSignal.any([requestSignal, stop.signal]),
      timeoutMs: deps.config.queryTimeoutMs,
    });
    if (outcome.kind === 'failure') throw failedQueryError(outcome.failure, outcome.query);
    return { status: 200, body: outcome.response };
  } finally {
    deps.sqlLab.running.delete(queryId);
  }
}
