import { apiClient } from './apiClient';

/**
 * GET requests started ahead of the page that reads them: a route loader starts them at navigation, while
 * the page's code still loads, and the page takes the answers instead of asking again. An answer is
 * taken once, and only while fresh.
 */
const MAX_AGE_MS = 10_000;
const pending = new Map<string, { at: number; body: Promise<unknown> }>();

/** Starts `url`'s GET; the answer also goes to the caller, for what it can start early with it. */
export function prefetchGet(url: string): Promise<unknown> {
  const body = apiClient.request<unknown>({ url });
  body.catch(() => undefined); // the page that takes it sees the error
  pending.set(url, { at: Date.now(), body });
  return body;
}

/** The prefetched answer for `url` (removing it), or a new request when there is none or it is stale. */
export function getPrefetched<T>(url: string, signal?: AbortSignal): Promise<T> {
  const entry = pending.get(url);
  pending.delete(url);
  if (entry && Date.now() - entry.at < MAX_AGE_MS) return entry.body as Promise<T>;
  return apiClient.request<T>({ url, signal });
}
