import rison from 'rison';
import { api } from '../../../platform/api';
import type { DashboardOption } from '../exploreApi';

/** Dashboards the user can add a chart to, searched by title (the save modal's picker). */
const saveApi = api.injectEndpoints({
  endpoints: (build) => ({
    listDashboardsForSave: build.query<DashboardOption[], string>({
      query: (search) => {
        const q = {
          order_column: 'dashboard_title',
          order_direction: 'asc',
          page: 0,
          page_size: 100,
          ...(search.trim()
            ? { filters: [{ col: 'dashboard_title', opr: 'ct', value: search.trim() }] }
            : {}),
        };
        return `/api/v1/dashboard/?q=${encodeURIComponent(rison.encode(q))}`;
      },
      transformResponse: (body: { result: DashboardOption[] }) => body.result,
      providesTags: [{ type: 'dashboard', id: 'LIST' }],
    }),
  }),
});

export const { useListDashboardsForSaveQuery } = saveApi;
