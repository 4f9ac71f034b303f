import { format, type SqlLanguage } from 'sql-formatter';
import {
  estimateQueryCostSchema,
  formatSqlPayloadSchema,
  sqlLabPermalinkStateSchema,
  type SqlLabPermalinkState,
} from '@sightline/core';
import { QueryCompileError } from '@sightline/query-engine';
import type { AppDeps, AuthUser } from '../../appDeps.js';
import { ApiError, badRequest, parseBody } from '../../apiError.js';
import { loadSqlLabDatabases } from '../../repos/sqlLabDatabaseRepo.js';
import { assertPermission } from '../access.js';
import { loadPermalink, storePermalink } from '../permalinks.js';
import { queryableDatabase } from './sqlLabAccess.js';

/** SQL Lab's helpers around running: cost estimates, formatting and permalinks. */

const LANGUAGES: Record<string, SqlLanguage> = {
  duckdb: 'duckdb',
  postgresql: 'postgresql',
  sqlite: 'sqlite',
};

/**
 * `POST /api/v1/sqllab/format_sql/`: the SQL laid out by sql-formatter in the database's dialect (or the
 * named engine's; standard SQL otherwise). Text it cannot read answers 400 and the page keeps its own.
 */
export async function formatSql(deps: AppDeps, caller: AuthUser | null, body: unknown): Promise<string> {
  assertPermission(caller, 'can_read', 'SQLLab');
  const payload = parseBody(formatSqlPayloadSchema, body);
  let backend = payload.engine ?? null;
  if (payload.database_id)
    backend = (await loadSqlLabDatabases(deps.db, [payload.database_id]))[0]?.backend ?? backend;
  try {
    return format(payload.sql, { language: LANGUAGES[backend ?? ''] ?? 'sql', keywordCase: 'upper' });
  } catch (error) {
    throw badRequest(
      `The SQL could not be formatted: ${error instanceof Error ? error.message.split('\n')[0] : 'unknown error'}`,
    );
  }
}

/**
 * `POST /api/v1/sqllab/estimate/`: the engine's plan estimate of each statement of a reading script
 * (PostgreSQL: cost and rows; DuckDB: estimated rows), without running it.
 */
export async function estimateQueryCost(
  deps: AppDeps,
  caller: AuthUser | null,
  body: unknown,
): Promise<Record<string, string | number>[]> {
  const payload = parseBody(estimateQueryCostSchema, body);
  const { database } = await queryableDatabase(deps, caller, payload.database_id, 'can_estimate_query_cost');
  if (database.backend !== 'postgresql' && database.backend !== 'duckdb')
    throw badRequest(`Cost estimation is not available for ${database.backend} databases.`);
  const engine = await deps.engines.forDatabase(database.id);
  const statements = await engine.sqlGate
    .checkScript(payload.sql, { allowDml: false })
    .catch((error: unknown) => {
      throw error instanceof QueryCompileError
        ? new ApiError(400, {
            message: error.message,
            errors: [{ message: error.message, error_type: error.errorType, level: 'error', extra: {} }],
          })
        : error;
    });
  const estimates: Record<string, string | number>[] = [];
  for (const statement of statements) {
    try {
      const { rows } = await engine.run(`EXPLAIN (FORMAT JSON) ${statement.sql}`, {
        timeoutMs: deps.config.queryTimeoutMs,
      });
      estimates.push(database.backend === 'postgresql' ? postgresEstimate(rows) : duckdbEstimate(rows));
    } catch (error) {
      throw badRequest(
        `The cost could not be estimated: ${error instanceof Error ? error.message.split('\n')[0] : 'unknown error'}`,
      );
    }
  }
  return estimates;
}

function parsedJson(value: unknown): unknown {
  return typeof value === 'string' ? JSON.parse(value) : value;
}

function postgresEstimate(rows: unknown[][]): Record<string, string | number> {
  const [explained] = parsedJson(rows[0]?.[0]) as [{ Plan: Record<string, number> }];
  const plan = explained.Plan;
  return {
    'Start-up cost': plan['Startup Cost'] ?? 0,
    'Total cost': plan['Total Cost'] ?? 0,
    'Estimated rows': plan['Plan Rows'] ?? 0,
  };
}

function duckdbEstimate(rows: unknown[][]): Record<string, string | number> {
  const plan = parsedJson(rows[0]?.[1]) as { extra_info?: Record<string, unknown>; name?: string }[];
  const root = plan[0] ?? {};
  const cardinality = Number(root.extra_info?.['Estimated Cardinality'] ?? NaN);
  return {
    Operator: String(root.name ?? '').trim(),
    'Estimated rows': Number.isFinite(cardinality) ? cardinality : 'unknown',
  };
}

const PERMALINK_RESOURCE = 'sqllab_permalink';

/** `POST /api/v1/sqllab/permalink`: the editor's state kept for good, for a database the user may query. */
export async function createSqlLabPermalink(
  deps: AppDeps,
  caller: AuthUser | null,
  body: unknown,
): Promise<string> {
  const state = parseBody(sqlLabPermalinkStateSchema, body);
  const { user } = await queryableDatabase(deps, caller, state.dbId, 'can_read');
  return storePermalink(deps.db, PERMALINK_RESOURCE, state, user.id);
}

/** `GET /api/v1/sqllab/permalink/{key}`: the kept state (only SQL text: running it checks access again). */
export async function readSqlLabPermalink(
  deps: AppDeps,
  caller: AuthUser | null,
  key: string,
): Promise<SqlLabPermalinkState> {
  assertPermission(caller, 'can_read', 'SQLLab');
  return loadPermalink<SqlLabPermalinkState>(deps.db, PERMALINK_RESOURCE, key);
}
