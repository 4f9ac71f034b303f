/** URL parameters the dashboard keeps its filter state in. */
export const NATIVE_FILTERS_KEY_PARAM = 'native_filters_key';
export const NATIVE_FILTERS_PARAM = 'native_filters';
export const FILTER_SET_ID_PARAM = 'filter_set_id';

/**
 * `search` with some parameters set (a string) or removed (null), the others kept in place; '' or
 * '?a=b'.
 */
export function withSearchParams(search: string, changes: Record<string, string | null>): string {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) params.delete(key);
    else params.set(key, value);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
