import type { ExploreDatasource, ListResponse, UserRef } from '@sightline/core';
import { api, resourceTags } from '../../../platform/api';
import { encodeQuery } from '../../../platform/listQuery';
import type { DatasetPickerQuery } from './datasetPickerQuery';

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

/** Reading datasets: one as the explore screen sees it, and the pages of the dataset picker. */
export const datasourceApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /datasource/get/{type}/{id}/`: the dataset as the explore screen reads it, without envelope. */
    getExploreDatasource: build.query<ExploreDatasource, { type: string; id: number }>({
      query: ({ type, id }) => `/datasource/get/${type}/${id}/`,
      providesTags: (_result, _error, { id }) => [datasetTags.item(id)],
    }),
    /** The dataset list the change-dataset modal pages through. */
    getDatasetPickerList: build.query<ListResponse<DatasetPickerRow>, DatasetPickerQuery>({
      query: (query) => `/api/v1/dataset/?q=${encodeQuery(query)}`,
      providesTags: [datasetTags.list],
    }),
  }),
});

export const { useGetExploreDatasourceQuery, useGetDatasetPickerListQuery } = datasourceApi;
