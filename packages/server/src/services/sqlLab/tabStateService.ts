import { tabStateValuesSchema, type TabState, type TabStateValues } from '@sightline/core';
import type { AppDeps, AuthUser } from '../../appDeps.js';
import { notFound, parseBody } from '../../apiError.js';
import { nowIso } from '../../repos/timestamps.js';
import { findQuery, loadQueries } from '../../repos/sqlLabQueryRepo.js';
import {
  activateTabState,
  deleteTabState,
  insertTabState,
  loadTabState,
  loadUserTabStates,
  updateTabState,
  type StoredTabState,
  type TabStateChanges,
} from '../../repos/tabStateRepo.js';
import { assertPermission } from '../access.js';
import { assertReferencesExist } from '../resourceService.js';
import { sqlLabQueryOf } from './queryShapes.js';

/**
 * SQL Lab's tabs, kept per user (`/tabstateview/`, Superset's paths): created, changed, activated and
 * closed by the page as the person works, so they survive a reload and follow them to another browser.
 * A tab is its user's alone: any other id answers 404.
 */

const assertSqlLab = (user: AuthUser | null) => assertPermission(user, 'can_read', 'SQLLab');

async function ownTab(deps: AppDeps, user: AuthUser, id: number): Promise<StoredTabState> {
  const tab = await loadTabState(deps.db, id);
  if (!tab || tab.userId !== user.id) throw notFound();
  return tab;
}

/** The row changes a body asks for; references are checked (422), a latest query must be the user's. */
async function changesOf(deps: AppDeps, user: AuthUser, values: TabStateValues): Promise<TabStateChanges> {
  await assertReferencesExist(
    deps.db,
    'dbs',
    values.database_id ?? undefined,
    'database_id',
    'Database does not exist',
  );
  await assertReferencesExist(
    deps.db,
    'saved_query',
    values.saved_query_id ?? undefined,
    'saved_query_id',
    'Saved query does not exist',
  );
  if (values.latest_query_id) {
    const query = await findQuery(deps.db, { clientId: values.latest_query_id });
    if (!query || query.userId !== user.id) throw notFound();
  }
  const changes: TabStateChanges = {};
  if (values.label !== undefined) changes.label = values.label;
  if (values.database_id !== undefined) changes.database_id = values.database_id;
  if (values.schema !== undefined) changes.schema = values.schema;
  if (values.sql !== undefined) changes.sql = values.sql;
  if (values.query_limit !== undefined) changes.query_limit = values.query_limit;
  if (values.autorun !== undefined) changes.autorun = values.autorun ? 1 : 0;
  if (values.hide_left_bar !== undefined) changes.hide_left_bar = values.hide_left_bar ? 1 : 0;
  if (values.extra_json !== undefined) changes.extra_json = JSON.stringify(values.extra_json);
  if (values.saved_query_id !== undefined) changes.saved_query_id = values.saved_query_id;
  if (values.latest_query_id !== undefined) changes.latest_query_id = values.latest_query_id;
  return changes;
}

/** `POST /tabstateview/`: a new tab, made the active one; answers its id. */
export async function createTabState(deps: AppDeps, caller: AuthUser | null, body: unknown): Promise<number> {
  const user = assertSqlLab(caller);
  const changes = await changesOf(deps, user, parseBody(tabStateValuesSchema, body ?? {}));
  const now = nowIso();
  const id = await insertTabState(deps.db, {
    user_id: user.id,
    label: changes.label ?? 'Untitled Query',
    active: 0,
    database_id: changes.database_id ?? null,
    schema: changes.schema ?? null,
    sql: changes.sql ?? '',
    query_limit: changes.query_limit ?? null,
    latest_query_id: changes.latest_query_id ?? null,
    saved_query_id: changes.saved_query_id ?? null,
    hide_left_bar: changes.hide_left_bar ?? 0,
    autorun: changes.autorun ?? 0,
    extra_json: changes.extra_json ?? '{}',
    created_on: now,
    changed_on: now,
  });
  await activateTabState(deps.db, user.id, id);
  return id;
}

export async function updateTab(
  deps: AppDeps,
  caller: AuthUser | null,
  id: number,
  body: unknown,
): Promise<void> {
  const user = assertSqlLab(caller);
  await ownTab(deps, user, id);
  const changes = await changesOf(deps, user, parseBody(tabStateValuesSchema, body ?? {}));
  await updateTabState(deps.db, id, { ...changes, changed_on: nowIso() });
}

export async function deleteTab(deps: AppDeps, caller: AuthUser | null, id: number): Promise<void> {
  const user = assertSqlLab(caller);
  await ownTab(deps, user, id);
  await deleteTabState(deps.db, id);
}

export async function activateTab(deps: AppDeps, caller: AuthUser | null, id: number): Promise<void> {
  const user = assertSqlLab(caller);
  await ownTab(deps, user, id);
  await activateTabState(deps.db, user.id, id);
}

/** A stored tab as the page reads it, with its latest query. */
export async function tabStateOf(deps: AppDeps, tab: StoredTabState): Promise<TabState> {
  const latest = tab.latestQueryId ? await findQuery(deps.db, { clientId: tab.latestQueryId }) : null;
  const [item] = latest && latest.userId === tab.userId ? await loadQueries(deps.db, [latest.id]) : [];
  return {
    id: tab.id,
    user_id: tab.userId,
    label: tab.label,
    active: tab.active,
    database_id: tab.databaseId,
    schema: tab.schema,
    sql: tab.sql,
    query_limit: tab.queryLimit,
    latest_query: item ? sqlLabQueryOf(item) : null,
    autorun: tab.autorun,
    hide_left_bar: tab.hideLeftBar,
    extra_json: tab.extra,
    saved_query: tab.savedQueryId === null ? null : { id: tab.savedQueryId },
    table_schemas: [],
  };
}

export async function readTab(deps: AppDeps, caller: AuthUser | null, id: number): Promise<TabState> {
  const user = assertSqlLab(caller);
  return tabStateOf(deps, await ownTab(deps, user, id));
}

/** The user's tabs, oldest first. */
export function userTabs(deps: AppDeps, user: AuthUser): Promise<StoredTabState[]> {
  return loadUserTabStates(deps.db, user.id);
}
