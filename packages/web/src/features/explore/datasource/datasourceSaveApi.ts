import type { ExploreDatasource } from '@sightline/core';
import { api, resourceTags } from '../../../platform/api';
import { ApiError, apiClient, messageFromErrorBody } from '../../../platform/apiClient';
import { signedOut } from '../../../platform/sessionSlice';
import type { DatasourceSaveBody } from './editor/savePayload';

const datasetTags = resourceTags('dataset');

/** Saving a dataset from the edit-dataset modal. */
export const datasourceSaveApi = api.injectEndpoints({
  endpoints: (build) => ({
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
  }),
});

export const { useSaveDatasourceMutation } = datasourceSaveApi;
