import type { ExplorePermalinkState, PermalinkResponse } from '@sightline/core';
import { api } from '../../platform/api';

/** Permalinks to an explore state, made by explore's share menu and a dashboard chart's menu. */
export const explorePermalinkApi = api.injectEndpoints({
  endpoints: (build) => ({
    createExplorePermalink: build.mutation<PermalinkResponse, ExplorePermalinkState>({
      query: (body) => ({ url: '/api/v1/explore/permalink', method: 'POST', body }),
    }),
  }),
});

export const { useCreateExplorePermalinkMutation } = explorePermalinkApi;
