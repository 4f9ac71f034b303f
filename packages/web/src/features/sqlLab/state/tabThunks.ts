import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { SQL_LAB_DEFAULT_LIMIT, type TabStateValues } from '@sightline/core';
import type { AppState, AppThunkExtra } from '../../../platform/appState';
import { sqlLabRequests } from '../api/sqlLabRequests';
import { sqlLabMessages } from '../messages';
import {
  loadFailed,
  loaded,
  loadStarted,
  queryRestored,
  runFromQuery,
  tabActivated,
  tabAdded,
  tabChanged,
  tabFromState,
  tabLoaded,
  tabRemoved,
  tabsReordered,
  type EditorTab,
  type TabChanges,
} from './sqlLabSlice';
import { keptOrder, orderTabs, TAB_ORDER_KEY } from './tabOrder';

export type SqlLabThunk<R = void> = ThunkAction<R, AppState, AppThunkExtra, UnknownAction>;

/** The tab fields as the server takes them. */
export function tabValues(changes: TabChanges): TabStateValues {
  const values: TabStateValues = {};
  if (changes.label !== undefined) values.label = changes.label;
  if (changes.dbId !== undefined) values.database_id = changes.dbId;
  if (changes.schema !== undefined) values.schema = changes.schema;
  if (changes.sql !== undefined) values.sql = changes.sql;
  if (changes.queryLimit !== undefined) values.query_limit = changes.queryLimit;
  if (changes.savedQueryId !== undefined) values.saved_query_id = changes.savedQueryId;
  return values;
}

/** A label not taken yet: "Untitled Query 2" after "Untitled Query 1". */
export function nextLabel(labels: readonly string[], base: string = sqlLabMessages.untitled): string {
  const taken = new Set(labels);
  for (let n = 1; ; n += 1) if (!taken.has(`${base} ${n}`)) return `${base} ${n}`;
}

/** Loads the user's tabs and databases; a user with no tab gets one on the first database. */
export const loadSqlLab = (): SqlLabThunk<Promise<void>> => async (dispatch, getState) => {
  // One load at a time: a second would make a second first tab for a new user.
  if (getState().sqlLab.status === 'loading') return;
  dispatch(loadStarted());
  try {
    const boot = await sqlLabRequests.bootstrap();
    const databases = Object.values(boot.databases).sort((a, b) =>
      a.database_name.localeCompare(b.database_name),
    );
    const tabs: EditorTab[] = boot.tab_state_ids.map(([id, label]) => ({
      id: Number(id),
      label,
      loaded: false,
      dbId: null,
      schema: null,
      sql: '',
      queryLimit: SQL_LAB_DEFAULT_LIMIT,
      savedQueryId: null,
      latestQueryId: null,
    }));
    const active = boot.active_tab ? tabFromState(boot.active_tab) : null;
    const all = active ? [...tabs.filter((tab) => tab.id !== active.id), active] : tabs;
    const ids = boot.tab_state_ids.map(([id]) => Number(id));
    if (active && !ids.includes(active.id)) ids.push(active.id);
    // Every tab keeps the dragged order, so the active one (read in full) brings it.
    const order = orderTabs(ids, keptOrder(boot.active_tab?.extra_json));
    dispatch(loaded({ databases, tabs: all, order, activeId: active?.id ?? order[0] ?? null }));
    if (active && boot.active_tab?.latest_query)
      dispatch(queryRestored(runFromQuery(boot.active_tab.latest_query, active.id)));
    if (order.length === 0) await dispatch(addTab({ dbId: databases[0]?.id ?? null }));
    else if (!active) await dispatch(activateTab(order[0]!));
  } catch {
    dispatch(loadFailed());
  }
};

/** Opens a new tab (kept on the server first, so it has its id) and makes it the active one. */
export const addTab =
  (init: TabChanges = {}): SqlLabThunk<Promise<number>> =>
  async (dispatch, getState) => {
    const state = getState().sqlLab;
    const current = state.activeId !== null ? state.tabs[state.activeId] : undefined;
    const tab: Omit<EditorTab, 'id'> = {
      label: init.label ?? nextLabel(Object.values(state.tabs).map((t) => t.label)),
      loaded: true,
      dbId: init.dbId !== undefined ? init.dbId : (current?.dbId ?? state.databases[0]?.id ?? null),
      schema:
        init.schema !== undefined ? init.schema : init.dbId !== undefined ? null : (current?.schema ?? null),
      sql: init.sql ?? '',
      queryLimit: init.queryLimit ?? current?.queryLimit ?? SQL_LAB_DEFAULT_LIMIT,
      savedQueryId: init.savedQueryId ?? null,
      latestQueryId: null,
    };
    const id = await sqlLabRequests.createTab(tabValues(tab));
    dispatch(tabAdded({ ...tab, id }));
    await sqlLabRequests.activateTab(id).catch(() => undefined);
    return id;
  };

/** Makes a tab the active one, here and on the server; a tab known only by name is read in full first. */
export const activateTab =
  (id: number): SqlLabThunk<Promise<void>> =>
  async (dispatch, getState) => {
    dispatch(tabActivated(id));
    const tab = getState().sqlLab.tabs[id];
    await sqlLabRequests.activateTab(id).catch(() => undefined);
    if (tab && !tab.loaded) {
      const full = await sqlLabRequests.getTab(id);
      dispatch(tabLoaded(tabFromState(full)));
      if (full.latest_query) dispatch(queryRestored(runFromQuery(full.latest_query, id)));
    }
  };

/** Changes a tab here at once and on the server (the editor debounces its SQL before calling this). */
export const changeTab =
  (id: number, changes: TabChanges): SqlLabThunk<Promise<void>> =>
  async (dispatch) => {
    dispatch(tabChanged({ id, changes }));
    await sqlLabRequests.updateTab(id, tabValues(changes));
  };

export const closeTab =
  (id: number): SqlLabThunk<Promise<void>> =>
  async (dispatch, getState) => {
    dispatch(tabRemoved(id));
    await sqlLabRequests.deleteTab(id).catch(() => undefined);
    const { activeId } = getState().sqlLab;
    if (activeId !== null) await dispatch(activateTab(activeId));
    else await dispatch(addTab());
  };

/** Reorders the tabs here, and keeps the order on every tab, so another browser shows it too. */
export const reorderTabs =
  (order: number[]): SqlLabThunk<Promise<void>> =>
  async (dispatch, getState) => {
    dispatch(tabsReordered(order));
    const kept = getState().sqlLab.order;
    await Promise.all(
      kept.map((id) =>
        sqlLabRequests.updateTab(id, { extra_json: { [TAB_ORDER_KEY]: kept } }).catch(() => undefined),
      ),
    );
  };
