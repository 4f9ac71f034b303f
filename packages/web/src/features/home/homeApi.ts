import type { RecentActivityItem } from '@sightline/core';
import { api, resourceTags } from '../../platform/api';
import { encodeQuery } from '../../platform/listQuery';
import { RECENT_PAGE_SIZE } from './messages';

export const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRecentActivity: build.query<{ result: RecentActivityItem[] }, void>({
      query: () => `/api/v1/log/recent_activity/?q=${encodeQuery({ page: 0, page_size: RECENT_PAGE_SIZE })}`,
      providesTags: [resourceTags('log').list],
    }),
  }),
});

export const { useGetRecentActivityQuery } = homeApi;
