import { api } from '../../../../platform/api';
import { dashboardColorScheme } from './colorValue';

/** The calls of the basic controls: an async select's data endpoint, and a dashboard's color scheme. */
export const basicControlsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET the async select's configurable data endpoint; the answer is read by the control. */
    getControlData: build.query<unknown, string>({
      query: (endpoint) => endpoint,
    }),
    /** The color scheme a dashboard sets in its json_metadata, or null when it sets none. */
    getDashboardColorScheme: build.query<string | null, number>({
      query: (id) => `/api/v1/dashboard/${id}`,
      transformResponse: (body: { result?: { json_metadata?: string | null } }) =>
        dashboardColorScheme(body.result?.json_metadata),
    }),
  }),
});

export const { useGetControlDataQuery, useGetDashboardColorSchemeQuery } = basicControlsApi;
