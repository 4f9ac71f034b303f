import type { SQLNamespace } from '@codemirror/lang-sql';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useMemo } from 'react';
import { shallowEqual } from 'react-redux';
import { useAppDispatch, useAppSelector } from '../../../platform/hooks';
import { sqlLabApi, useGetSchemasQuery, useGetTablesQuery } from '../api/sqlLabApi';
import { completionNamespace, tablesNamedIn } from './completionSchema';

/**
 * Autocomplete's names for a tab: the database's schemas, the schema's tables, and the columns of the
 * tables the SQL names (read from the database browser, as the left panel does, and cached with it).
 */
export function useCompletionSchema(dbId: number | null, schema: string | null, sql: string): SQLNamespace {
  const dispatch = useAppDispatch();
  const { data: schemas = [] } = useGetSchemasQuery(dbId ?? skipToken);
  const { data: tables = [] } = useGetTablesQuery(dbId !== null && schema ? { dbId, schema } : skipToken);
  const tableNames = useMemo(() => tables.map((table) => table.value), [tables]);
  const named = tablesNamedIn(sql, tableNames);
  const namedKey = named.join('\u0000');

  useEffect(() => {
    if (dbId === null || !schema || !namedKey) return;
    const subscriptions = namedKey
      .split('\u0000')
      .map((table) => dispatch(sqlLabApi.endpoints.getTableMetadata.initiate({ dbId, schema, table })));
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [dispatch, dbId, schema, namedKey]);

  const columns = useAppSelector(
    (state) =>
      Object.fromEntries(
        namedKey
          .split('\u0000')
          .filter(Boolean)
          .map((table) => [
            table,
            dbId !== null && schema
              ? sqlLabApi.endpoints.getTableMetadata.select({ dbId, schema, table })(state).data
              : undefined,
          ]),
      ),
    shallowEqual,
  );
  return useMemo(
    () => completionNamespace(schemas, schema, tableNames, columns),
    [schemas, schema, tableNames, columns],
  );
}
