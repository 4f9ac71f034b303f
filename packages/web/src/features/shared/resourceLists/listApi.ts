import type {
  FavoriteStatusResponse,
  InfoResponse,
  ListResponse,
  MessageResponse,
  RelatedResponse,
} from '@sightline/core';
import { api, resourceTags, type Resource } from '../../../platform/api';
import { encodeIds, encodeQuery, type ListQuery } from '../../../platform/listQuery';

/** Resources whose rows can be starred; Superset's favorite endpoints exist for these two. */
export type FavoriteResource = 'chart' | 'dashboard';

export interface ListArgs {
  resource: Resource;
  query: ListQuery;
}

/** The generic list/CRUD calls every list page makes (Superset's shapes). */
export const listApi = api.injectEndpoints({
  endpoints: (build) => ({
    getResourceList: build.query<ListResponse<Record<string, unknown>>, ListArgs>({
      query: ({ resource, query }) => `/api/v1/${resource}/?q=${encodeQuery(query)}`,
      providesTags: (_result, _error, { resource }) => [resourceTags(resource).list],
    }),
    getResourceInfo: build.query<InfoResponse, Resource>({
      query: (resource) => `/api/v1/${resource}/_info?q=${encodeQuery({ keys: ['permissions'] })}`,
    }),
    getRelated: build.query<RelatedResponse, { resource: Resource; column: string; filter: string }>({
      query: ({ resource, column, filter }) =>
        `/api/v1/${resource}/related/${column}?q=${encodeQuery({ filter, page: 0, page_size: 100 })}`,
    }),
    getFavoriteStatus: build.query<FavoriteStatusResponse, { resource: FavoriteResource; ids: number[] }>({
      query: ({ resource, ids }) => `/api/v1/${resource}/favorite_status/?q=${encodeIds(ids)}`,
      providesTags: (_result, _error, { resource }) => [resourceTags(resource).favorites],
    }),
    setFavorite: build.mutation<unknown, { resource: FavoriteResource; id: number; favorite: boolean }>({
      query: ({ resource, id, favorite }) => ({
        url: `/api/v1/${resource}/${id}/favorites/`,
        method: favorite ? 'POST' : 'DELETE',
      }),
      // Home's favorite lists are list queries with a favorite filter, so they refresh too.
      invalidatesTags: (_result, _error, { resource }) => [
        resourceTags(resource).favorites,
        resourceTags(resource).list,
      ],
    }),
    deleteResource: build.mutation<MessageResponse, { resource: Resource; id: number }>({
      query: ({ resource, id }) => ({ url: `/api/v1/${resource}/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { resource, id }) => [
        resourceTags(resource).list,
        resourceTags(resource).item(id),
      ],
    }),
    bulkDeleteResources: build.mutation<MessageResponse, { resource: Resource; ids: number[] }>({
      query: ({ resource, ids }) => ({ url: `/api/v1/${resource}/?q=${encodeIds(ids)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { resource }) => [resourceTags(resource).list],
    }),
  }),
});

export const {
  useGetResourceListQuery,
  useGetResourceInfoQuery,
  useGetRelatedQuery,
  useGetFavoriteStatusQuery,
  useSetFavoriteMutation,
  useDeleteResourceMutation,
  useBulkDeleteResourcesMutation,
} = listApi;
