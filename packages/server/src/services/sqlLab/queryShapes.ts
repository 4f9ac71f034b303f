import type {
  LimitingFactor,
  QueryExecutionResponse,
  QueryHistoryItem,
  SqlLabColumn,
  SqlLabQuery,
} from '@sightline/core';
import type { CellValue, ColumnInfo, QueryResult } from '@sightline/query-engine';

/** How recorded queries and results are shaped for SQL Lab's page (Superset's shapes). */

/** A recorded query as the page holds it. */
export function sqlLabQueryOf(
  item: QueryHistoryItem,
  databaseName = item.database.database_name,
): SqlLabQuery {
  return {
    id: item.client_id,
    queryId: item.id,
    dbId: item.database.id,
    db: databaseName,
    schema: item.schema,
    sql: item.sql,
    executedSql: item.executed_sql,
    limit: item.limit,
    limitingFactor: item.limiting_factor as LimitingFactor,
    progress: item.progress,
    rows: item.rows,
    state: item.status,
    startDttm: item.start_time,
    endDttm: item.end_time,
    changed_on: item.changed_on,
    ctas: item.select_as_cta,
    tempTable: item.tmp_table_name,
    tempSchema: item.tmp_schema_name,
    tab: item.tab_name,
    sqlEditorId: item.sql_editor_id,
    resultsKey: item.results_key,
    errorMessage: item.error_message,
    user: `${item.user.first_name} ${item.user.last_name}`.trim(),
    userId: item.user.id,
    trackingUrl: null,
    extra: {},
  };
}

/**
 * What cut the rows short. `fetched` holds up to one row more than `limit`, so a cut is seen; the
 * statement's own constant LIMIT is `ownLimit`.
 */
export function limitingFactorOf(fetched: number, limit: number, ownLimit: number | null): LimitingFactor {
  const cutByLimit = fetched > limit;
  const atOwnLimit = ownLimit !== null && fetched === ownLimit && ownLimit <= limit;
  if (cutByLimit) return ownLimit !== null && ownLimit === limit ? 'QUERY_AND_DROPDOWN' : 'DROPDOWN';
  if (atOwnLimit) return ownLimit === limit ? 'QUERY_AND_DROPDOWN' : 'QUERY';
  return 'NOT_LIMITED';
}

/** Result columns with unique names (`a`, `a__1`, ...), so each row can be an object. */
export function resultColumns(columns: readonly ColumnInfo[]): SqlLabColumn[] {
  const seen = new Map<string, number>();
  return columns.map((column) => {
    let name = column.name;
    const count = seen.get(name) ?? 0;
    seen.set(name, count + 1);
    if (count > 0) name = `${name}__${count}`;
    return {
      name,
      column_name: name,
      type: column.type,
      type_generic: column.typeGeneric,
      is_dttm: column.isDttm,
    };
  });
}

/** The last statement's result, cut to `limit` rows, as the page reads it. */
export function executionResponse(
  query: SqlLabQuery,
  result: QueryResult,
  limit: number,
): QueryExecutionResponse {
  const columns = resultColumns(result.columns);
  const data = result.rows.slice(0, limit).map((row) => {
    const record: Record<string, CellValue> = {};
    columns.forEach((column, i) => {
      record[column.name] = row[i] ?? null;
    });
    return record;
  });
  return {
    status: query.state,
    query_id: query.queryId,
    columns,
    selected_columns: columns,
    expanded_columns: [],
    data,
    query,
  };
}
