import type {
  DynamicPlugin,
  DynamicPluginCreateBody,
  DynamicPluginReadResponse,
  DynamicPluginUpdateBody,
  DynamicPluginWriteResponse,
} from '@sightline/core';
import { api } from '../../platform/api';

/** Superset's legacy FAB endpoints for dynamic plugins (not under /api/v1). */
export const DYNAMIC_PLUGIN_URLS = {
  read: '/dynamic-plugins/api/read',
  create: '/dynamic-plugins/api/create',
  update: (id: number) => `/dynamic-plugins/api/update/${id}`,
  delete: (id: number) => `/dynamic-plugins/api/delete/${id}`,
} as const;

const TAG = 'dynamic_plugin';
const LIST_TAG = { type: TAG, id: 'LIST' } as const;

/** The written row; the server always sends it back on create and update. */
function writtenPlugin(body: DynamicPluginWriteResponse): DynamicPlugin {
  if (!body.result) throw new Error('The server did not return the saved plugin.');
  return body.result;
}

export const dynamicPluginApi = api.enhanceEndpoints({ addTagTypes: [TAG] }).injectEndpoints({
  endpoints: (build) => ({
    getDynamicPlugins: build.query<DynamicPlugin[], void>({
      query: () => DYNAMIC_PLUGIN_URLS.read,
      transformResponse: (body: DynamicPluginReadResponse) => body.result,
      providesTags: [LIST_TAG],
    }),
    createDynamicPlugin: build.mutation<DynamicPlugin, DynamicPluginCreateBody>({
      query: (body) => ({ url: DYNAMIC_PLUGIN_URLS.create, method: 'POST', body }),
      transformResponse: writtenPlugin,
      invalidatesTags: [LIST_TAG],
    }),
    updateDynamicPlugin: build.mutation<DynamicPlugin, { id: number; changes: DynamicPluginUpdateBody }>({
      query: ({ id, changes }) => ({ url: DYNAMIC_PLUGIN_URLS.update(id), method: 'PUT', body: changes }),
      transformResponse: writtenPlugin,
      invalidatesTags: [LIST_TAG],
    }),
    deleteDynamicPlugin: build.mutation<void, number>({
      query: (id) => ({ url: DYNAMIC_PLUGIN_URLS.delete(id), method: 'DELETE' }),
      transformResponse: () => undefined,
      invalidatesTags: [LIST_TAG],
    }),
  }),
});

export const {
  useGetDynamicPluginsQuery,
  useCreateDynamicPluginMutation,
  useUpdateDynamicPluginMutation,
  useDeleteDynamicPluginMutation,
} = dynamicPluginApi;
