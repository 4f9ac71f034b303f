import type { QueryExecutionResponse, SqlLabBootstrap } from '@sightline/core';
import type { CellValue, QueryResult } from '@sightline/query-engine';
import type { AppDeps, AuthUser } from '../../appDeps.js';
import { ApiError, notFound } from '../../apiError.js';
import { findQuery, loadQueries, recentQueryIds } from '../../repos/sqlLabQueryRepo.js';
import { assertPermission } from '../access.js';
import { neutraliseFormula } from '../chartData/resultFormats.js';
import { assertOwnQuery, canQueryDatabase, databaseForbidden, queryableDatabases } from './sqlLabAccess.js';
import { executionResponse, resultColumns, sqlLabQueryOf } from './queryShapes.js';
import { gateScript, keptResult, runRows } from './sqlLabRun.js';
import { tabStateOf, userTabs } from './tabStateService.js';

/** SQL Lab's reads: the bootstrap, a finished query's rows, and their CSV export. */

const notKept = () =>
  new ApiError(404, {
    message: 'The results of this query are not kept (they expired). Run the query again.',
  });

/** `GET /api/v1/sqllab/results/?key=`: a finished query's rows, to the user who ran it. */
export async function sqlLabResults(
  deps: AppDeps,
  caller: AuthUser | null,
  resultsKey: string,
): Promise<QueryExecutionResponse> {
  const user = assertPermission(caller, 'can_read', 'SQLLab');
  const kept = await keptResult(deps, resultsKey);
  if (!kept || kept.userId !== user.id) throw notKept();
  const found = await findQuery(deps.db, { resultsKey });
  if (!found || found.userId !== user.id) throw notKept();
  const [item] = await loadQueries(deps.db, [found.id]);
  if (!canQueryDatabase(user, found.databaseId)) throw databaseForbidden(item!.database.database_name);
  return executionResponse(sqlLabQueryOf(item!), kept.result, kept.limit);
}

function csvOf(result: QueryResult): string {
  const field = (value: CellValue) => {
    if (value === null) return '';
    const text = typeof value === 'string' ? neutraliseFormula(value) : String(value);
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const header = resultColumns(result.columns).map((column) => field(column.name));
  return [header.join(','), ...result.rows.map((row) => row.map(field).join(','))].join('\r\n') + '\r\n';
}

/**
 * `GET /api/v1/sqllab/export/{client_id}/`: the query's rows as CSV (`can_export_csv`), from its kept
 * results or, once they expired, by running a reading script again (writes are never run twice).
 */
export async function exportQueryCsv(
  deps: AppDeps,
  caller: AuthUser | null,
  clientId: string,
): Promise<{ csv: string; filename: string }> {
  const user = assertPermission(caller, 'can_export_csv', 'SQLLab');
  const found = await findQuery(deps.db, { clientId });
  assertOwnQuery(user, found?.userId);
  const [item] = await loadQueries(deps.db, [found!.id]);
  const query = item!;
  if (!canQueryDatabase(user, query.database.id)) throw databaseForbidden(query.database.database_name);
  const kept = query.results_key ? await keptResult(deps, query.results_key) : null;
  let result = kept?.result ?? null;
  if (!result) {
    if (query.status !== 'success') throw notKept();
    const [database] = await queryableDatabases(deps, user).then((all) =>
      all.filter((d) => d.id === query.database.id),
    );
    if (!database) throw notFound();
    const engine = await deps.engines.forDatabase(database.id);
    const settings = { sql: query.sql, schema: query.schema, ctas: null };
    const statements = await gateScript(engine, { ...database, allow_dml: false }, settings).catch(() => {
      throw notKept();
    });
    result = await runRows(deps, user, engine, statements, query.limit ?? deps.config.maxRowLimit);
  }
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '_').slice(0, 15);
  return { csv: csvOf(result), filename: `${stamp}.csv` };
}

/** Recent queries the bootstrap hands the page. */
const BOOTSTRAP_QUERIES = 100;

/** `GET /api/v1/sqllab/`: the user's tabs, the databases they may query, their recent queries. */
export async function sqlLabBootstrap(deps: AppDeps, caller: AuthUser | null): Promise<SqlLabBootstrap> {
  const user = assertPermission(caller, 'can_read', 'SQLLab');
  const tabs = await userTabs(deps, user);
  const active = tabs.find((tab) => tab.active) ?? tabs[tabs.length - 1] ?? null;
  const databases = await queryableDatabases(deps, user);
  const queries = await loadQueries(deps.db, await recentQueryIds(deps.db, user.id, BOOTSTRAP_QUERIES));
  return {
    active_tab: active ? await tabStateOf(deps, active) : null,
    tab_state_ids: tabs.map((tab) => [String(tab.id), tab.label]),
    databases: Object.fromEntries(databases.map((database) => [String(database.id), database])),
    queries: Object.fromEntries(queries.map((item) => [item.client_id, sqlLabQueryOf(item)])),
  };
}
