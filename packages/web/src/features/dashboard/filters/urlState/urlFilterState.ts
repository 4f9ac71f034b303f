import type { DataMask } from '@sightline/core';
import { fetchFilterState } from './filterStateApi';
import { parseFilterStateText } from './filterStateValue';
import { urlStateMessages } from './messages';
import { NATIVE_FILTERS_KEY_PARAM } from './searchParams';

export interface UrlFilterState {
  /** The masks to hydrate with; null without a key or when it could not be read. */
  masks: Record<string, DataMask> | null;
  /** Set when the URL named a key the server did not answer (unknown, expired, another dashboard's). */
  warning: string | null;
}

/**
 * The filter state `?native_filters_key=` names, read before hydration. A key that cannot be read never
 * stops the dashboard: it opens with its defaults and a warning.
 */
export async function readUrlFilterState(idOrSlug: string, search: string): Promise<UrlFilterState> {
  const key = new URLSearchParams(search).get(NATIVE_FILTERS_KEY_PARAM);
  if (!key) return { masks: null, warning: null };
  try {
    return { masks: parseFilterStateText(await fetchFilterState(idOrSlug, key)), warning: null };
  } catch {
    return { masks: null, warning: urlStateMessages.filterStateNotFound };
  }
}
