import type { QueryExecutionResponse, SqlLabBootstrap, SqlLabQuery, TabState } from '@sightline/core';

/** A recorded query as the server answers it. */
export function sqlLabQuery(overrides: Partial<SqlLabQuery> = {}): SqlLabQuery {
  return {
    id: 'client-1',
    queryId: 1,
    dbId: 1,
    db: 'examples',
    schema: 'main',
    sql: 'SELECT 1',
    executedSql: 'SELECT 1',
    limit: 1000,
    limitingFactor: 'NOT_LIMITED',
    progress: 100,
    rows: 1,
    state: 'success',
    startDttm: 1000,
    endDttm: 1250,
    changed_on: '2026-01-01T00:00:00',
    ctas: false,
    tempTable: null,
    tempSchema: null,
    tab: null,
    sqlEditorId: null,
    resultsKey: 'results-1',
    errorMessage: null,
    user: 'ada',
    userId: 1,
    trackingUrl: null,
    extra: {},
    ...overrides,
  };
}

export function tabState(overrides: Partial<TabState> = {}): TabState {
  return {
    id: 7,
    user_id: 1,
    label: 'Untitled Query 1',
    active: true,
    database_id: 1,
    schema: 'main',
    sql: 'SELECT * FROM orders',
    query_limit: 1000,
    latest_query: null,
    autorun: false,
    hide_left_bar: false,
    extra_json: {},
    saved_query: null,
    table_schemas: [],
    ...overrides,
  };
}

export function sqlLabBootstrap(overrides: Partial<SqlLabBootstrap> = {}): SqlLabBootstrap {
  return {
    active_tab: tabState(),
    tab_state_ids: [['7', 'Untitled Query 1']],
    databases: {
      '1': {
        id: 1,
        database_name: 'examples',
        backend: 'duckdb',
        expose_in_sqllab: true,
        allow_run_async: false,
        allow_dml: false,
        allow_ctas: false,
        allow_cvas: false,
        allows_cost_estimate: true,
        allows_subquery: true,
        allow_file_upload: false,
        disable_data_preview: false,
      },
    },
    queries: {},
    ...overrides,
  };
}

/** A finished query's answer with `count` rows of (r, name). */
export function executionResponse(
  clientId: string,
  count: number,
  overrides: Partial<SqlLabQuery> = {},
): QueryExecutionResponse {
  const columns = [
    { name: 'r', column_name: 'r', type: 'BIGINT', type_generic: 0, is_dttm: false },
    { name: 'name', column_name: 'name', type: 'VARCHAR', type_generic: 1, is_dttm: false },
  ];
  return {
    status: 'success',
    query_id: 1,
    columns,
    selected_columns: columns,
    expanded_columns: [],
    data: Array.from({ length: count }, (_, r) => ({ r, name: `row ${r}` })),
    query: sqlLabQuery({ id: clientId, rows: count, ...overrides }),
  };
}
