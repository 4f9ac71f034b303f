import { api } from '../../../../platform/api';
import { dashboardApiUrl, pathSegment } from '../../api/dashboardUrls';

/** A saved filter set as listed (id, name, params as JSON). */
export interface FilterSet {
  id: number;
  name: string;
  /** The JSON text stored (json_metadata); params is the same, parsed. */
  json_metadata?: string;
  params?: unknown;
  owner_type?: string;
  owner_id?: number;
}

export interface FilterSetCreate {
  dashboardId: number;
  name: string;
  jsonMetadata: string;
}

export interface FilterSetUpdate extends FilterSetCreate {
  id: number;
}

const baseUrl = (dashboardId: number) => dashboardApiUrl(dashboardId, '/filtersets');
/** One list per dashboard; every change reloads it. */
const listTag = (dashboardId: number) => ({ type: 'dashboard', id: `filtersets-${dashboardId}` }) as const;

/**
 * The dashboard's filter sets: GET the list (`ids` and `result`), POST a dashboard-owned set,
 * PUT name and json_metadata, DELETE. Each call's begin and complete are the query's pending and
 * fulfilled steps; a change invalidates the list, which is then fetched again.
 */
export const filterSetsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listFilterSets: build.query<FilterSet[], number>({
      query: (dashboardId) => baseUrl(dashboardId),
      transformResponse: (body: { ids?: number[]; result?: FilterSet[] }) => body.result ?? [],
      providesTags: (_result, _error, dashboardId) => [listTag(dashboardId)],
    }),
    createFilterSet: build.mutation<unknown, FilterSetCreate>({
      query: ({ dashboardId, name, jsonMetadata }) => ({
        url: baseUrl(dashboardId),
        method: 'POST',
        body: { name, owner_type: 'Dashboard', owner_id: dashboardId, json_metadata: jsonMetadata },
      }),
      invalidatesTags: (_result, _error, { dashboardId }) => [listTag(dashboardId)],
    }),
    updateFilterSet: build.mutation<unknown, FilterSetUpdate>({
      query: ({ dashboardId, id, name, jsonMetadata }) => ({
        url: `${baseUrl(dashboardId)}/${pathSegment(id)}`,
        method: 'PUT',
        body: { name, json_metadata: jsonMetadata },
      }),
      invalidatesTags: (_result, _error, { dashboardId }) => [listTag(dashboardId)],
    }),
    deleteFilterSet: build.mutation<unknown, { dashboardId: number; id: number }>({
      query: ({ dashboardId, id }) => ({
        url: `${baseUrl(dashboardId)}/${pathSegment(id)}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, _error, { dashboardId }) => [listTag(dashboardId)],
    }),
  }),
});

export const {
  useListFilterSetsQuery,
  useCreateFilterSetMutation,
  useUpdateFilterSetMutation,
  useDeleteFilterSetMutation,
} = filterSetsApi;
