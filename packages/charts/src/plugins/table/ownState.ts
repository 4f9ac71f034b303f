/**
 * The table's own query state, kept by the host as the chart's data mask `ownState` and changed by the
 * component with `hooks.setOwnState`: the server page, its size, and the server-side search.
 */
export interface TableOwnState {
  currentPage: number;
  pageSize: number | null;
  searchText: string;
  searchColumn: string | null;
}

export function readTableOwnState(ownState: Readonly<Record<string, unknown>> | undefined): TableOwnState {
  const page = Number(ownState?.currentPage);
  const size = Number(ownState?.pageSize);
  return {
    currentPage: Number.isInteger(page) && page > 0 ? page : 0,
    pageSize: Number.isInteger(size) && size > 0 ? size : null,
    searchText: typeof ownState?.searchText === 'string' ? ownState.searchText : '',
    searchColumn: typeof ownState?.searchColumn === 'string' ? ownState.searchColumn : null,
  };
}
