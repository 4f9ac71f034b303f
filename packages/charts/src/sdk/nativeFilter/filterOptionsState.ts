/**
 * How far a filter's options query has come, handed to the filter as its ownState by the host that
 * runs the query: the values themselves arrive as queriesData.
 */
export interface FilterOptionsState {
  status: 'loading' | 'done' | 'error';
  /** The request the values answer (null before the first answer or after an error). */
  loadedFor: string | null;
  /** The search text they were loaded with ('' for the filter's full list). */
  search: string;
}

/** Reads the options state the host handed in; before any, the options are loading. */
export function filterOptionsStateOf(ownState: Record<string, unknown> | undefined): FilterOptionsState {
  const status = ownState?.status;
  return {
    status: status === 'done' || status === 'error' ? status : 'loading',
    loadedFor: typeof ownState?.loadedFor === 'string' ? ownState.loadedFor : null,
    search: typeof ownState?.search === 'string' ? ownState.search : '',
  };
}
