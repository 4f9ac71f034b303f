import type { ExploreContext } from '@sightline/core';
import { api, resourceTags } from '../../platform/api';

/** Explore's calls: the initial context, and saving the chart (and its dashboards). */
export interface ChartSaveBody {
  slice_name: string;
  viz_type: string;
  datasource_id: number;
  datasource_type: string;
  params: string;
  query_context: string | null;
  dashboards?: number[];
  description?: string | null;
  cache_timeout?: number | null;
  certified_by?: string | null;
  certification_details?: string | null;
  owners?: number[];
}

export interface DashboardOption {
  id: number;
  dashboard_title: string;
}

export const exploreApi = api.injectEndpoints({
  endpoints: (build) => ({
    getExploreContext: build.query<ExploreContext, Record<string, string>>({
      query: (params) => `/api/v1/explore/?${new URLSearchParams(params).toString()}`,
      transformResponse: (body: { result: ExploreContext }) => body.result,
      keepUnusedDataFor: 0,
    }),
    createChart: build.mutation<{ id: number }, ChartSaveBody>({
      query: (body) => ({ url: '/api/v1/chart/', method: 'POST', body }),
      invalidatesTags: [resourceTags('chart').list],
    }),
    updateChart: build.mutation<{ id: number }, { id: number; body: Partial<ChartSaveBody> }>({
      query: ({ id, body }) => ({ url: `/api/v1/chart/${id}`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => [
        resourceTags('chart').list,
        resourceTags('chart').item(id),
      ],
    }),
    createDashboard: build.mutation<{ id: number }, { dashboard_title: string }>({
      query: (body) => ({ url: '/api/v1/dashboard/', method: 'POST', body }),
      invalidatesTags: [resourceTags('dashboard').list],
    }),
  }),
});

export const {
  useGetExploreContextQuery,
  useCreateChartMutation,
  useUpdateChartMutation,
  useCreateDashboardMutation,
} = exploreApi;
