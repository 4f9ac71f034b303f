import { sql, type Kysely } from 'kysely';
import type { QueryHistoryItem, QueryStatus } from '@sightline/core';
import type { MetadataSchema, QueryRow } from './schema.js';
import type { ListDeclaration } from './listQuery/listDeclaration.js';
import type { RowCondition } from './metadataDb.js';
import {
  numberColumnFilters,
  relatedOneFilters,
  textColumnFilters,
  timestampColumnFilters,
} from './listQuery/filterBuilders.js';
import { loadInIdOrder } from './resourceItems.js';
import { loadUserRefs } from './userRefs.js';

/** The queries SQL Lab ran: recorded as they start, changed as they move to their end. */

export const queryListDeclaration: ListDeclaration = {
  table: 'query',
  filters: {
    id: numberColumnFilters('query.id'),
    database: relatedOneFilters('query.database_id'),
    user: relatedOneFilters('query.user_id'),
    status: textColumnFilters('query.status'),
    sql: textColumnFilters('query.sql'),
    schema: textColumnFilters('query.schema'),
    tab_name: textColumnFilters('query.tab_name'),
    client_id: textColumnFilters('query.client_id'),
    sql_editor_id: textColumnFilters('query.sql_editor_id'),
    start_time: numberColumnFilters('query.start_time'),
    end_time: numberColumnFilters('query.end_time'),
    rows: numberColumnFilters('query.rows'),
    changed_on: timestampColumnFilters('query.changed_on'),
  },
  orderColumns: {
    id: sql.ref('query.id'),
    start_time: sql.ref('query.start_time'),
    end_time: sql.ref('query.end_time'),
    changed_on: sql.ref('query.changed_on'),
    rows: sql.ref('query.rows'),
    status: sql.ref('query.status'),
    schema: sql.ref('query.schema'),
    sql: sql.ref('query.sql'),
    tab_name: sql.ref('query.tab_name'),
    'database.database_name': sql`(select d.database_name from dbs d where d.id = query.database_id)`,
    'user.first_name': sql`(select u.first_name from ab_user u where u.id = query.user_id)`,
  },
  defaultOrder: { column: 'changed_on', direction: 'desc' },
};

export const QUERY_LIST_COLUMNS = [
  'id',
  'changed_on',
  'database',
  'end_time',
  'executed_sql',
  'rows',
  'schema',
  'sql',
  'sql_tables',
  'start_time',
  'status',
  'tab_name',
  'tmp_table_name',
  'tracking_url',
  'user',
];

/** The rows of one user's queries (what a non-admin may see of the history). */
export const ownQueries = (userId: number): RowCondition => sql<boolean>`query.user_id = ${userId}`;

export type QueryValues = Omit<QueryRow, 'id'>;
export type QueryChanges = Partial<Omit<QueryRow, 'id' | 'client_id' | 'user_id' | 'database_id'>>;

export async function insertQuery(db: Kysely<MetadataSchema>, values: QueryValues): Promise<number> {
  const row = await db.insertInto('query').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateQuery(
  db: Kysely<MetadataSchema>,
  id: number,
  changes: QueryChanges,
): Promise<void> {
  await db.updateTable('query').set(changes).where('id', '=', id).execute();
}

/**
 * Moves a query that has not ended to `status` (a stop, or a worker's start) and answers whether it did:
 * a query that ended meanwhile keeps its end.
 */
export async function updateUnfinishedQuery(
  db: Kysely<MetadataSchema>,
  id: number,
  changes: QueryChanges,
  unfinished: readonly QueryStatus[],
): Promise<boolean> {
  const result = await db
    .updateTable('query')
    .set(changes)
    .where('id', '=', id)
    .where('status', 'in', [...unfinished])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Who ran a query and where, by its client id or results key. */
export async function findQuery(
  db: Kysely<MetadataSchema>,
  by: { clientId: string } | { resultsKey: string },
): Promise<{ id: number; userId: number; databaseId: number; status: string; jobId: string | null } | null> {
  let query = db.selectFrom('query').select(['id', 'user_id', 'database_id', 'status', 'extra_json']);
  query =
    'clientId' in by
      ? query.where('client_id', '=', by.clientId)
      : query.where('results_key', '=', by.resultsKey);
  const row = await query.executeTakeFirst();
  if (!row) return null;
  const extra = row.extra_json ? (JSON.parse(row.extra_json) as { job_id?: unknown }) : {};
  const jobId = typeof extra.job_id === 'string' ? extra.job_id : null;
  return { id: row.id, userId: row.user_id, databaseId: row.database_id, status: row.status, jobId };
}

/** A query's status now (null once deleted). */
export async function findQueryStatus(db: Kysely<MetadataSchema>, id: number): Promise<string | null> {
  const row = await db.selectFrom('query').select('status').where('id', '=', id).executeTakeFirst();
  return row?.status ?? null;
}

/** Ids of queries changed after `sinceIso` (all users' when `userId` is null), oldest change first. */
export async function queryIdsChangedSince(
  db: Kysely<MetadataSchema>,
  userId: number | null,
  sinceIso: string,
  limit: number,
): Promise<number[]> {
  let query = db.selectFrom('query').select('id').where('changed_on', '>', sinceIso);
  if (userId !== null) query = query.where('user_id', '=', userId);
  const rows = await query.orderBy('changed_on', 'asc').orderBy('id', 'asc').limit(limit).execute();
  return rows.map((row) => row.id);
}

/** The user's most recent queries, newest first. */
export async function recentQueryIds(
  db: Kysely<MetadataSchema>,
  userId: number,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('query')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('changed_on', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** Queries of a tab that may still be running (to stop them when the tab closes). */
export async function queryIdByClientIds(
  db: Kysely<MetadataSchema>,
  clientIds: readonly string[],
): Promise<Map<string, number>> {
  if (clientIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('query')
    .select(['id', 'client_id'])
    .where('client_id', 'in', [...clientIds])
    .execute();
  return new Map(rows.map((row) => [row.client_id, row.id]));
}

export function loadQueries(db: Kysely<MetadataSchema>, ids: readonly number[]): Promise<QueryHistoryItem[]> {
  return loadInIdOrder(ids, async (wanted) => {
    const rows = await db
      .selectFrom('query')
      .innerJoin('dbs', 'dbs.id', 'query.database_id')
      .selectAll('query')
      .select('dbs.database_name')
      .where('query.id', 'in', wanted)
      .execute();
    const users = await loadUserRefs(
      db,
      rows.map((row) => row.user_id),
    );
    return rows.map((row) => ({
      id: row.id,
      client_id: row.client_id,
      database: { id: row.database_id, database_name: row.database_name },
      user: users.get(row.user_id) ?? { id: row.user_id, first_name: '', last_name: '' },
      schema: row.schema,
      sql: row.sql,
      executed_sql: row.executed_sql,
      select_sql: row.select_sql,
      limit: row.limit,
      limiting_factor: row.limiting_factor,
      select_as_cta: row.select_as_cta === 1,
      tmp_table_name: row.tmp_table_name,
      tmp_schema_name: row.tmp_schema_name,
      status: row.status as QueryStatus,
      error_message: row.error_message,
      rows: row.rows,
      progress: row.progress,
      tab_name: row.tab_name,
      sql_editor_id: row.sql_editor_id,
      results_key: row.results_key,
      start_time: row.start_time === null ? null : Number(row.start_time),
      start_running_time: row.start_running_time === null ? null : Number(row.start_running_time),
      end_time: row.end_time === null ? null : Number(row.end_time),
      end_result_backend_time:
        row.end_result_backend_time === null ? null : Number(row.end_result_backend_time),
      changed_on: row.changed_on,
      tracking_url: null,
      sql_tables: [],
    }));
  });
}
