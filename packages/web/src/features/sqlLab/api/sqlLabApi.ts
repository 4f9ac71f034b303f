import type {
  DatabaseSchemasResponse,
  DatabaseTablesResponse,
  QueryHistoryItem,
  TableMetadataResponse,
} from '@sightline/core';
import { api, resourceTags } from '../../../platform/api';
import { encodeQuery } from '../../../platform/listQuery';

export interface TableRef {
  dbId: number;
  schema: string;
  table: string;
}

/** How many of the user's latest queries the history tab lists. */
export const HISTORY_PAGE_SIZE = 100;

const savedQueryTags = resourceTags('saved_query');
const datasetTags = resourceTags('dataset');

/** What SQL Lab reads and writes with RTK Query: the database browser, the history, saved queries, datasets. */
export const sqlLabApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSchemas: build.query<string[], number>({
      query: (dbId) => `/api/v1/database/${dbId}/schemas/`,
      transformResponse: (answer: DatabaseSchemasResponse) => answer.result,
    }),
    getTables: build.query<DatabaseTablesResponse['result'], { dbId: number; schema: string }>({
      query: ({ dbId, schema }) =>
        `/api/v1/database/${dbId}/tables/?q=${encodeQuery({ schema_name: schema })}`,
      transformResponse: (answer: DatabaseTablesResponse) => answer.result,
    }),
    getTableMetadata: build.query<TableMetadataResponse, TableRef>({
      query: ({ dbId, schema, table }) =>
        `/api/v1/database/${dbId}/table/${encodeURIComponent(table)}/${encodeURIComponent(schema)}/`,
    }),
    getQueryHistory: build.query<QueryHistoryItem[], void>({
      query: () =>
        `/api/v1/query/?q=${encodeQuery({
          order_column: 'start_time',
          order_direction: 'desc',
          page: 0,
          page_size: HISTORY_PAGE_SIZE,
        })}`,
      transformResponse: (answer: { result: QueryHistoryItem[] }) => answer.result,
      keepUnusedDataFor: 5,
    }),
    createSavedQuery: build.mutation<
      number,
      { db_id: number; label: string; sql: string; schema: string | null; description: string }
    >({
      query: (body) => ({ url: '/api/v1/saved_query/', method: 'POST', body }),
      transformResponse: (answer: { id: number }) => answer.id,
      invalidatesTags: [savedQueryTags.list],
    }),
    updateSavedQuery: build.mutation<
      void,
      {
        id: number;
        body: { db_id: number; label: string; sql: string; schema: string | null; description: string };
      }
    >({
      query: ({ id, body }) => ({ url: `/api/v1/saved_query/${id}`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => [savedQueryTags.list, savedQueryTags.item(id)],
    }),
    createVirtualDataset: build.mutation<
      number,
      { database: number; schema: string | null; table_name: string; sql: string }
    >({
      query: (body) => ({ url: '/api/v1/dataset/', method: 'POST', body }),
      transformResponse: (answer: { id: number }) => answer.id,
      invalidatesTags: [datasetTags.list],
    }),
  }),
});

export const {
  useGetSchemasQuery,
  useGetTablesQuery,
  useGetTableMetadataQuery,
  useGetQueryHistoryQuery,
  useCreateSavedQueryMutation,
  useUpdateSavedQueryMutation,
  useCreateVirtualDatasetMutation,
} = sqlLabApi;
