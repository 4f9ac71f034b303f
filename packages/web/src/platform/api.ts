import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { ApiError, apiClient, type ApiRequest } from './apiClient';
import { signedOut } from './sessionSlice';

/** Resources with list pages; also the RTK Query tag types (one per resource). */
export const RESOURCES = ['chart', 'dashboard', 'dataset', 'database', 'saved_query', 'log'] as const;
export type Resource = (typeof RESOURCES)[number];

/** Serializable error kept in the store; `message` is the server's text. */
export interface ApiErrorState {
  status: number;
  message: string;
}

const baseQuery: BaseQueryFn<ApiRequest | string, unknown, ApiErrorState> = async (args, { dispatch }) => {
  const request = typeof args === 'string' ? { url: args } : args;
  try {
    return { data: await apiClient.request(request) };
  } catch (error) {
    if (error instanceof ApiError) {
      // The session ended (expired or signed out elsewhere): the route guard then shows the sign-in page.
      if (error.status === 401) dispatch(signedOut());
      return { error: { status: error.status, message: error.message } };
    }
    return { error: { status: 0, message: error instanceof Error ? error.message : String(error) } };
  }
};

/**
 * Tag factory for one resource: lists, single items and favorite status, so a delete or favorite toggle
 * refreshes exactly what shows that resource.
 */
export function resourceTags(resource: Resource) {
  return {
    list: { type: resource, id: 'LIST' } as const,
    favorites: { type: resource, id: 'FAVORITES' } as const,
    item: (id: number) => ({ type: resource, id }) as const,
  };
}

/** The app's single RTK Query api; features add their endpoints with `injectEndpoints`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: RESOURCES,
  endpoints: () => ({}),
});

/** Text to show for an RTK Query error (ours, or a serialized exception). */
export function errorText(error: unknown): string {
  if (error && typeof error === 'object' && 'message' in error) {
    const { message } = error as { message: unknown };
    if (typeof message === 'string') return message;
  }
  return String(error);
}
