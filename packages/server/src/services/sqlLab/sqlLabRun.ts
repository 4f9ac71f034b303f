import { randomBytes } from 'node:crypto';
import type { QueryExecutionResponse, SqlLabDatabase, SqlLabQuery } from '@sightline/core';
import {
  QueryCancelledError,
  QueryCompileError,
  quoteIdentifier,
  type Engine,
  type QueryResult,
  type ScriptStatement,
} from '@sightline/query-engine';
import type { AppDeps, AuthUser } from '../../appDeps.js';
import { ApiError, badRequest } from '../../apiError.js';
import { nowIso } from '../../repos/timestamps.js';
import {
  findQueryStatus,
  loadQueries,
  updateQuery,
  updateUnfinishedQuery,
} from '../../repos/sqlLabQueryRepo.js';
import { executionResponse, limitingFactorOf, sqlLabQueryOf } from './queryShapes.js';
import { failedQueryError, queryFailureOf, type QueryFailure } from './queryErrors.js';

/** A recorded query ready to run: its database, engine and checked statements. */
export interface PreparedQuery {
  queryId: number;
  database: SqlLabDatabase;
  engine: Engine;
  /** The script's statements as checked, CTAS applied, and the schema set first where given. */
  statements: ScriptStatement[];
  /** Rows answered at most. */
  limit: number;
  /** The last statement's own constant LIMIT. */
  ownLimit: number | null;
}

export interface ScriptSettings {
  sql: string;
  schema: string | null;
  ctas: { table: string; method: 'TABLE' | 'VIEW' } | null;
}

/**
 * The script's statements through the engine's gate (DML only where the database allows it), the last
 * one turned into `CREATE TABLE|VIEW ... AS` for CTAS, and the schema set first where the engine has a
 * session schema. Rejects with QueryCompileError.
 */
export async function gateScript(
  engine: Engine,
  database: SqlLabDatabase,
  settings: ScriptSettings,
): Promise<ScriptStatement[]> {
  const statements = await engine.sqlGate.checkScript(settings.sql, { allowDml: database.allow_dml });
  if (settings.ctas) {
    const last = statements[statements.length - 1]!;
    if (last.kind !== 'select')
      throw new QueryCompileError(
        'CTAS (create table as select) can only be run with a query where the last statement is a SELECT.',
        'INVALID_SQL_ERROR',
      );
    const kind = settings.ctas.method === 'VIEW' ? 'VIEW' : 'TABLE';
    statements[statements.length - 1] = {
      ...last,
      kind: 'write',
      sql: `CREATE ${kind} ${quoteIdentifier(settings.ctas.table)} AS\n${last.sql}`,
      limit: null,
    };
  }
  const setSchema = schemaStatement(engine.backend, settings.schema);
  return setSchema ? [setSchema, ...statements] : statements;
}

/** The trusted statement that makes `schema` the session's default, where the engine has one. */
function schemaStatement(backend: string, schema: string | null): ScriptStatement | null {
  if (!schema) return null;
  if (backend === 'postgresql')
    return {
      sql: `SET LOCAL search_path TO ${quoteIdentifier(schema)}`,
      kind: 'select',
      limit: null,
      line: 1,
    };
  if (backend === 'duckdb')
    return { sql: `USE ${quoteIdentifier(schema)}`, kind: 'select', limit: null, line: 1 };
  return null;
}

/** How often a running query looks for a stop recorded by another process (several web processes). */
const STOP_POLL_MS = 1000;

/** A signal that aborts once the query is recorded stopped, by any process; `done` ends the watch. */
function watchForStop(deps: AppDeps, queryId: number): { signal: AbortSignal; done(): void } {
  const controller = new AbortController();
  const timer = setInterval(() => {
    findQueryStatus(deps.db, queryId)
      .then((status) => {
        if (status === 'stopped') controller.abort();
      })
      .catch(() => undefined);
  }, STOP_POLL_MS);
  timer.unref?.();
  return { signal: controller.signal, done: () => clearInterval(timer) };
}

/** The last statement's text when it reads (Superset's select_sql), else null. */
function lastSelect(statements: readonly ScriptStatement[]): string | null {
  const last = statements[statements.length - 1];
  return last?.kind === 'select' ? last.sql : null;
}

/** A new results key: the last part of a finished query's result URL. */
export const newResultsKey = () => randomBytes(20).toString('hex');

const RESULT_KEY_PREFIX = 'sqllab-result:';

/** A finished query's rows as the results cache keeps them, with whose they are. */
interface KeptResult {
  userId: number;
  limit: number;
  result: QueryResult;
}

export const resultUrlOf = (resultsKey: string) => `/api/v1/sqllab/results/?key=${resultsKey}`;

/** The recorded query, as the page shows it. */
export async function recordedQuery(deps: AppDeps, queryId: number): Promise<SqlLabQuery> {
  const [item] = await loadQueries(deps.db, [queryId]);
  if (!item) throw badRequest('The query was deleted while it ran.');
  return sqlLabQueryOf(item);
}

export type RunOutcome =
  | { kind: 'success'; response: QueryExecutionResponse }
  | { kind: 'failure'; failure: QueryFailure; query: SqlLabQuery };

/**
 * Runs a prepared query within the statement slots and records it: running, then success (rows,
 * limiting factor, results kept under a new key) or failed, stopped or timed out with the error.
 */
export async function runRecorded(
  deps: AppDeps,
  user: AuthUser,
  prepared: PreparedQuery,
  options: { signal: AbortSignal; timeoutMs: number },
): Promise<RunOutcome> {
  const { queryId, engine, statements, limit } = prepared;
  const started = await updateUnfinishedQuery(
    deps.db,
    queryId,
    {
      status: 'running',
      start_running_time: Date.now(),
      executed_sql: statements.map((statement) => statement.sql).join(';\n'),
      select_sql: lastSelect(statements),
      changed_on: nowIso(),
    },
    ['pending', 'running'],
  );
  const stopped = (): RunOutcome => ({
    kind: 'failure',
    failure: queryFailureOf(new QueryCancelledError(), engine.backend, statements),
    query: recorded,
  });
  let recorded = await recordedQuery(deps, queryId);
  if (!started) return stopped();
  const transaction = statements.some((statement) => statement.kind === 'write');
  const watch = watchForStop(deps, queryId);
  let result: QueryResult;
  try {
    result = await deps.chartData.statementSlots.run(String(user.id), options.signal, () =>
      engine.runScript(statements, {
        transaction,
        maxRows: limit + 1,
        timeoutMs: options.timeoutMs,
        signal: AbortSignal.any([options.signal, watch.signal]),
      }),
    );
  } catch (error) {
    const failure = queryFailureOf(error, engine.backend, statements);
    await updateUnfinishedQuery(
      deps.db,
      queryId,
      {
        status: failure.status,
        error_message: failure.error.message,
        end_time: Date.now(),
        changed_on: nowIso(),
      },
      ['running'],
    );
    return { kind: 'failure', failure, query: await recordedQuery(deps, queryId) };
  } finally {
    watch.done();
  }
  const resultsKey = newResultsKey();
  const kept: KeptResult = {
    userId: user.id,
    limit,
    result: { columns: result.columns, rows: result.rows.slice(0, limit) },
  };
  await deps.cache.set(RESULT_KEY_PREFIX + resultsKey, kept, deps.config.cache.defaultTimeoutSeconds);
  const last = statements[statements.length - 1]!;
  const ended = await updateUnfinishedQuery(
    deps.db,
    queryId,
    {
      status: 'success',
      rows: Math.min(result.rows.length, limit),
      limiting_factor:
        last.kind === 'select'
          ? limitingFactorOf(result.rows.length, limit, prepared.ownLimit)
          : 'NOT_LIMITED',
      select_as_cta_used: statements.some((statement) => /^CREATE (TABLE|VIEW) "/.test(statement.sql))
        ? 1
        : 0,
      results_key: resultsKey,
      end_time: Date.now(),
      end_result_backend_time: Date.now(),
      progress: 100,
      changed_on: nowIso(),
    },
    ['running'],
  );
  recorded = await recordedQuery(deps, queryId);
  if (!ended) return stopped();
  const query = recorded;
  return { kind: 'success', response: executionResponse(query, result, limit) };
}

/** Runs checked statements within the statement slots, recording nothing (an export run again). */
export async function runRows(
  deps: AppDeps,
  user: AuthUser,
  engine: Engine,
  statements: ScriptStatement[],
  limit: number,
): Promise<QueryResult> {
  const result = await deps.chartData.statementSlots.run(String(user.id), undefined, () =>
    engine.runScript(statements, {
      transaction: false,
      maxRows: limit,
      timeoutMs: deps.config.queryTimeoutMs,
    }),
  );
  return result;
}

/** A kept result for its owner: the rows and the query as recorded now; null when not kept. */
export async function keptResult(
  deps: AppDeps,
  resultsKey: string,
): Promise<{ userId: number; limit: number; result: QueryResult } | null> {
  if (!/^[0-9a-f]{40}$/.test(resultsKey)) return null;
  return ((await deps.cache.get(RESULT_KEY_PREFIX + resultsKey)) as KeptResult | undefined) ?? null;
}

/**
 * The recorded query's engine and checked statements; a refused script (or an engine that cannot be
 * opened) fails the query and answers 400 with it.
 */
export async function prepareQuery(
  deps: AppDeps,
  queryId: number,
  database: SqlLabDatabase,
  settings: ScriptSettings,
  limit: number,
): Promise<PreparedQuery> {
  try {
    const engine = await deps.engines.forDatabase(database.id);
    const statements = await gateScript(engine, database, settings);
    const last = statements[statements.length - 1]!;
    return { queryId, database, engine, statements, limit, ownLimit: last.limit };
  } catch (error) {
    if (error instanceof ApiError && error.statusCode !== 404) throw error;
    const failure = queryFailureOf(error, database.backend, []);
    if (!(error instanceof QueryCompileError)) failure.error.error_type = 'GENERIC_DB_ENGINE_ERROR';
    await updateQuery(deps.db, queryId, {
      status: 'failed',
      error_message: failure.error.message,
      end_time: Date.now(),
      changed_on: nowIso(),
    });
    throw failedQueryError(failure, await recordedQuery(deps, queryId));
  }
}
