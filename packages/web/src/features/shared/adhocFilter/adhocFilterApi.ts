import type { AdvancedDataTypeResponse, ColumnValuesResponse, TableExtraResponse } from '@sightline/core';
import rison from 'rison';
import { api } from '../../../platform/api';

/** What the filter editor asks the server: a column's values, a table's partition column, type conversion. */
export const ADHOC_FILTER_URLS = {
  columnValues: (datasourceType: string, datasourceId: number, column: string) =>
    `/api/v1/datasource/${encodeURIComponent(datasourceType)}/${datasourceId}/column/${encodeURIComponent(column)}/values/`,
  tableExtra: (databaseId: number, table: string, schema: string) =>
    `/api/v1/database/${databaseId}/table_extra/${encodeURIComponent(table)}/${encodeURIComponent(schema)}/`,
  advancedTypeConvert: (type: string, values: readonly unknown[]) =>
    `/api/v1/advanced_data_type/convert?q=${encodeURIComponent(rison.encode({ type, values }))}`,
} as const;

export interface ColumnValuesArgs {
  datasourceType: string;
  datasourceId: number;
  column: string;
}

export interface TableExtraArgs {
  databaseId: number;
  table: string;
  schema: string;
}

export interface AdvancedTypeArgs {
  type: string;
  values: (string | number | boolean)[];
}

export const adhocFilterApi = api.injectEndpoints({
  endpoints: (build) => ({
    getColumnValues: build.query<unknown[], ColumnValuesArgs>({
      query: ({ datasourceType, datasourceId, column }) =>
        ADHOC_FILTER_URLS.columnValues(datasourceType, datasourceId, column),
      transformResponse: (body: ColumnValuesResponse) => body.result ?? [],
    }),
    /** The table's partition column when its partition key has exactly one, else null. */
    getPartitionColumn: build.query<string | null, TableExtraArgs>({
      query: ({ databaseId, table, schema }) => ADHOC_FILTER_URLS.tableExtra(databaseId, table, schema),
      transformResponse: (body: TableExtraResponse) => {
        const cols = body?.partitions?.cols ?? [];
        return cols.length === 1 ? String(cols[0]) : null;
      },
    }),
    convertAdvancedType: build.query<AdvancedDataTypeResponse, AdvancedTypeArgs>({
      query: ({ type, values }) => ADHOC_FILTER_URLS.advancedTypeConvert(type, values),
      transformResponse: (body: { result: AdvancedDataTypeResponse }) => body.result,
    }),
  }),
});

export const { useGetColumnValuesQuery, useGetPartitionColumnQuery, useConvertAdvancedTypeQuery } =
  adhocFilterApi;
