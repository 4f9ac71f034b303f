import type { ListQuery, ListResponse, QueryHistoryItem } from '@sightline/core';
import type { AppDeps, AuthUser } from '../../appDeps.js';
import { badRequest, notFound, parseBody } from '../../apiError.js';
import { nowIso } from '../../repos/timestamps.js';
import {
  findQuery,
  loadQueries,
  ownQueries,
  QUERY_LIST_COLUMNS,
  queryIdsChangedSince,
  queryListDeclaration,
  updateUnfinishedQuery,
} from '../../repos/sqlLabQueryRepo.js';
import { stopQueryPayloadSchema } from '@sightline/core';
import { assertPermission } from '../access.js';
import { listResource, type ResourceService, type ServiceContext } from '../resourceService.js';
import { assertOwnQuery, seesEveryQuery } from './sqlLabAccess.js';

/**
 * The query history (`/api/v1/query/`): the user's own queries (an admin's: everyone's), read with
 * SQL Lab's `can_read`. Queries are written only by running them, so the list is read-only.
 */
const readOnly = () => Promise.reject(notFound());

export const queryHistoryService: ResourceService<QueryHistoryItem> = {
  resource: 'query',
  view: 'SQLLab',
  listTitle: 'List Query',
  singular: 'query',
  plural: 'queries',
  table: 'query',
  listDeclaration: queryListDeclaration,
  listColumns: QUERY_LIST_COLUMNS,
  relatedColumns: { user: 'users', database: 'databases' },
  distinctColumns: { status: 'query.status', schema: 'query.schema' },
  baseFilters: (user) => (seesEveryQuery(user) ? [] : [{ col: 'user', opr: 'rel_o_m', value: user.id }]),
  accessScope: (user) => (seesEveryQuery(user) ? null : ownQueries(user.id)),
  loadListItems: (db, ids) => loadQueries(db, ids),
  async get(ctx, id) {
    const user = assertPermission(ctx.user, 'can_read', 'SQLLab');
    const [item] = await loadQueries(ctx.deps.db, [id]);
    assertOwnQuery(user, item?.user.id);
    return item!;
  },
  create: readOnly,
  update: readOnly,
  deleteMany: readOnly,
};

export function listQueries(
  ctx: ServiceContext,
  query: ListQuery,
): Promise<ListResponse<Partial<QueryHistoryItem>>> {
  return listResource(queryHistoryService, ctx, query);
}

/** Queries changed most recently are capped per answer; the page asks again with the newest time. */
const UPDATED_SINCE_MAX = 1000;

/** `GET /api/v1/query/updated_since`: the user's queries changed after `lastUpdatedMs`, oldest change first. */
export async function queriesUpdatedSince(
  deps: AppDeps,
  caller: AuthUser | null,
  lastUpdatedMs: number,
): Promise<QueryHistoryItem[]> {
  const user = assertPermission(caller, 'can_read', 'SQLLab');
  if (!Number.isFinite(lastUpdatedMs) || lastUpdatedMs > 8.64e15)
    throw badRequest('last_updated_ms is not a time');
  const since = new Date(lastUpdatedMs).toISOString();
  const ids = await queryIdsChangedSince(
    deps.db,
    seesEveryQuery(user) ? null : user.id,
    since,
    UPDATED_SINCE_MAX,
  );
  return loadQueries(deps.db, ids);
}

const UNFINISHED = ['pending', 'scheduled', 'running', 'fetching'] as const;

/**
 * `POST /api/v1/query/stop`: stops the user's query wherever it runs (this process's request, or its
 * job on the worker tier) and records it stopped; a query that has ended stays as it ended.
 */
export async function stopQuery(deps: AppDeps, caller: AuthUser | null, body: unknown): Promise<void> {
  const user = assertPermission(caller, 'can_execute_sql_query', 'SQLLab');
  const { client_id: clientId } = parseBody(stopQueryPayloadSchema, body);
  const found = await findQuery(deps.db, { clientId });
  assertOwnQuery(user, found?.userId);
  const query = found!;
  deps.sqlLab.running.get(query.id)?.abort();
  if (query.jobId) await deps.asyncQueries.jobs.cancel(query.jobId);
  await updateUnfinishedQuery(
    deps.db,
    query.id,
    {
      status: 'stopped',
      error_message: 'The query was stopped.',
      end_time: Date.now(),
      changed_on: nowIso(),
    },
    UNFINISHED,
  );
}
