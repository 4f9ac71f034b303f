import { Empty, Input, Select, Spin } from 'antd';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useMemo, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../platform/hooks';
import { useGetSchemasQuery, useGetTablesQuery } from '../api/sqlLabApi';
import { sqlLabMessages } from '../messages';
import { runQuery } from '../state/runQuery';
import type { EditorTab } from '../state/sqlLabSlice';
import { changeTab } from '../state/tabThunks';
import { TableItem } from './TableItem';

const messages = sqlLabMessages.panel;

/** The schema a database usually works in (DuckDB's and SQLite's `main`, PostgreSQL's `public`). */
export function defaultSchemaOf(schemas: readonly string[]): string | null {
  return ['main', 'public'].find((name) => schemas.includes(name)) ?? null;
}

/** The left panel: the tab's database and schema, and the schema's tables with a search. */
export function DatabasePanel({ tab }: { tab: EditorTab }) {
  const dispatch = useAppDispatch();
  const databases = useAppSelector((state) => state.sqlLab.databases);
  const [search, setSearch] = useState('');
  const { data: schemas = [], isFetching: loadingSchemas } = useGetSchemasQuery(tab.dbId ?? skipToken);
  const { data: tables = [], isFetching: loadingTables } = useGetTablesQuery(
    tab.dbId !== null && tab.schema ? { dbId: tab.dbId, schema: tab.schema } : skipToken,
  );
  // A database chosen without a schema opens on its usual one, so its tables show at once.
  const fallback = defaultSchemaOf(schemas);
  useEffect(() => {
    if (tab.schema === null && fallback !== null && tab.dbId !== null)
      void dispatch(changeTab(tab.id, { schema: fallback })).catch(() => undefined);
  }, [dispatch, tab.id, tab.dbId, tab.schema, fallback]);
  const shown = useMemo(() => {
    const text = search.trim().toLowerCase();
    return text ? tables.filter((table) => table.value.toLowerCase().includes(text)) : tables;
  }, [tables, search]);
  const change = (changes: Parameters<typeof changeTab>[1]) =>
    void dispatch(changeTab(tab.id, changes)).catch(() => undefined);
  // A preview runs in the tab (its SQL stays as it is).
  const preview = (sql: string) => void dispatch(runQuery(tab.id, sql));

  return (
    <aside className="sl-sqllab-panel" data-testid="sqllab-panel">
      <label className="sl-sqllab-field">
        <span>{messages.database}</span>
        <Select
          aria-label={messages.database}
          value={tab.dbId ?? undefined}
          placeholder={messages.databasePlaceholder}
          notFoundContent={messages.noDatabases}
          showSearch={{ optionFilterProp: 'label' }}
          onChange={(dbId: number) => change({ dbId, schema: null })}
          options={databases.map((db) => ({ value: db.id, label: db.database_name }))}
          data-testid="sqllab-database"
        />
      </label>
      <label className="sl-sqllab-field">
        <span>{messages.schema}</span>
        <Select
          aria-label={messages.schema}
          value={tab.schema ?? undefined}
          placeholder={messages.schemaPlaceholder}
          loading={loadingSchemas}
          disabled={tab.dbId === null}
          showSearch
          onChange={(schema?: string) => change({ schema: schema ?? null })}
          options={schemas.map((schema) => ({ value: schema, label: schema }))}
          data-testid="sqllab-schema"
        />
      </label>
      <Input.Search
        placeholder={messages.searchTables}
        aria-label={messages.searchTables}
        allowClear
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        disabled={!tab.schema}
      />
      <div className="sl-sqllab-tables">
        {loadingTables && tables.length === 0 ? (
          <Spin />
        ) : tab.schema && shown.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={messages.noTables} />
        ) : tab.dbId !== null && tab.schema ? (
          <ul>
            {shown.map((table) => (
              <TableItem
                key={table.value}
                dbId={tab.dbId!}
                schema={tab.schema!}
                table={table.value}
                isView={table.type === 'view'}
                onPreview={preview}
              />
            ))}
          </ul>
        ) : null}
      </div>
    </aside>
  );
}
