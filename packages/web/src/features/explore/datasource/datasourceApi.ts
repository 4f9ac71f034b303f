import type { ExploreDatasource, ListResponse, UserRef } from '@sightline/core';
import { api, resourceTags } from '../../../platform/api';
import { ApiError, apiClient, messageFromErrorBody } from '../../../platform/apiClient';
import { signedOut } from '../../../platform/sessionSlice';
import { encodeQuery } from '../../lists/listQuery';
import type { DatasetPickerQuery } from './datasetPickerQuery';
import type { DatasourceSaveBody } from './editor/savePayload';

/** A dataset row of the change-dataset picker. */
export interface DatasetPickerRow {
  id: number;
  table_name: string;
  kind?: 'physical' | 'virtual';
  sql?: string | null;
  schema?: string | null;
  database?: { id: number; database_name: string };
  owners?: UserRef[];
}

const datasetTags = resourceTags('dataset');

/** The calls of the dataset panel and its modals. */
export const datasourceApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /datasource/get/{type}/{id}/`: the dataset as the explore screen reads it, without envelope. */
    getExploreDatasource: build.query<ExploreDatasource, { type: string; id: number }>({
      query: ({ type, id }) => `/datasource/get/${type}/${id}/`,
      providesTags: (_result, _error, { id }) => [datasetTags.item(id)],
    }),
    /**
     * `POST /datasource/save/` with `{data}`; answers the saved dataset. The error's message is the
     * server's own text only (empty when it sent none), so the modal can fall back to its generic text.
     */
    saveDatasource: build.mutation<ExploreDatasource, DatasourceSaveBody>({
      queryFn: async (body, { dispatch }) => {
        try {
          return {
            data: await apiClient.request<ExploreDatasource>({
              url: '/datasource/save/',
              method: 'POST',
              body,
            }),
          };
        } catch (error) {
          if (!(error instanceof ApiError))
            return { error: { status: 0, message: error instanceof Error ? error.message : String(error) } };
          if (error.status === 401) dispatch(signedOut());
          return { error: { status: error.status, message: messageFromErrorBody(error.body, '') } };
        }
      },
      invalidatesTags: (_result, _error, body) => [datasetTags.item(body.data.id), datasetTags.list],
    }),
    /** The dataset list the change-dataset modal pages through. */
    getDatasetPickerList: build.query<ListResponse<DatasetPickerRow>, DatasetPickerQuery>({
      query: (query) => `/api/v1/dataset/?q=${encodeQuery(query)}`,
      providesTags: [datasetTags.list],
    }),
  }),
});

export const { useGetExploreDatasourceQuery, useSaveDatasourceMutation, useGetDatasetPickerListQuery } =
  datasourceApi;
