import type {
  ExecutePayload,
  FormatSqlResponse,
  QueryExecutionAccepted,
  QueryExecutionResponse,
  SavedQueryListItem,
  SqlLabBootstrap,
  SqlLabPermalinkState,
  TabState,
  TabStateIdResponse,
  TabStateValues,
} from '@sightline/core';
import { apiClient, downloadFile, type DownloadedFile } from '../../../platform/apiClient';

const TABS = '/tabstateview';

/** SQL Lab's calls that change the page's own state (tabs, queries): sent by its thunks, not cached. */
export const sqlLabRequests = {
  bootstrap: () =>
    apiClient.request<{ result: SqlLabBootstrap }>({ url: '/api/v1/sqllab/' }).then((a) => a.result),
  createTab: (values: TabStateValues) =>
    apiClient
      .request<TabStateIdResponse>({ url: `${TABS}/`, method: 'POST', body: values })
      .then((a) => a.id),
  getTab: (id: number) => apiClient.request<TabState>({ url: `${TABS}/${id}` }),
  updateTab: (id: number, values: TabStateValues) =>
    apiClient.request<TabStateIdResponse>({ url: `${TABS}/${id}`, method: 'PUT', body: values }),
  deleteTab: (id: number) => apiClient.request<unknown>({ url: `${TABS}/${id}`, method: 'DELETE' }),
  activateTab: (id: number) => apiClient.request<unknown>({ url: `${TABS}/${id}/activate`, method: 'POST' }),

  /** 200 with the rows, or 202 with the job running the query. */
  execute: (payload: ExecutePayload) =>
    apiClient.request<QueryExecutionResponse | QueryExecutionAccepted>({
      url: '/api/v1/sqllab/execute/',
      method: 'POST',
      body: payload,
    }),
  results: (url: string, signal?: AbortSignal) => apiClient.request<QueryExecutionResponse>({ url, signal }),
  resultsOf: (key: string) =>
    apiClient.request<QueryExecutionResponse>({
      url: `/api/v1/sqllab/results/?key=${encodeURIComponent(key)}`,
    }),
  stop: (clientId: string) =>
    apiClient.request<unknown>({ url: '/api/v1/query/stop', method: 'POST', body: { client_id: clientId } }),
  format: (sql: string, databaseId: number | null) =>
    apiClient
      .request<FormatSqlResponse>({
        url: '/api/v1/sqllab/format_sql/',
        method: 'POST',
        body: databaseId ? { sql, database_id: databaseId } : { sql },
      })
      .then((a) => a.result),
  createPermalink: (state: SqlLabPermalinkState) =>
    apiClient.request<{ key: string; url?: string }>({
      url: '/api/v1/sqllab/permalink',
      method: 'POST',
      body: state,
    }),
  getPermalink: (key: string) =>
    apiClient.request<SqlLabPermalinkState>({ url: `/api/v1/sqllab/permalink/${encodeURIComponent(key)}` }),
  exportCsv: (clientId: string): Promise<DownloadedFile> =>
    downloadFile(
      apiClient,
      { url: `/api/v1/sqllab/export/${encodeURIComponent(clientId)}/` },
      `${clientId}.csv`,
    ),
  savedQuery: (id: number) =>
    apiClient
      .request<{ result: SavedQueryListItem }>({ url: `/api/v1/saved_query/${id}` })
      .then((a) => a.result),
  dataset: (id: number) =>
    apiClient
      .request<{ result: { database: { id: number }; schema: string | null; table_name: string } }>({
        url: `/api/v1/dataset/${id}`,
      })
      .then((a) => a.result),
};
