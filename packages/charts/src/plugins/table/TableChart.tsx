import {
  getCoreRowModel,
  getPaginationRowModel,
  useReactTable,
  type ColumnDef,
  type ColumnOrderState,
  type SortingState,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useRef, useState, type DragEvent } from 'react';
import type { TableColumnMeta } from './columnMeta.js';
import { columnWidths, rowMatchesSearch, sortRows } from './layout.js';
import { TABLE_MESSAGES as MESSAGES } from './messages.js';
import { cellStyle, ROW_HEIGHT, TableRow } from './TableCells.js';
import { observeScrollBoxRect } from './scrollBoxRect.js';
import { PAGER_HEIGHT, TablePager, TableToolbar, TOOLBAR_HEIGHT } from './TableToolbar.js';
import type { TableChartProps } from './transformProps.js';

type Row = Record<string, unknown>;

const HEADER_HEIGHT = 34;
/** Server-side search waits for typing to pause before it re-runs the query. */
const SEARCH_DEBOUNCE_MS = 500;

const kindOf = (column: TableColumnMeta | undefined) =>
  column?.isTemporal ? 'time' : column?.isNumeric ? 'number' : 'text';

/**
 * The Table chart: sortable headers, optional search, client or server pagination, a virtualised body
 * (only the rows in view are in the DOM), a totals row, and cross-filter / drill-to-detail clicks.
 */
export default function TableChart(props: TableChartProps) {
  const { width, height, columns, data, totals, serverPagination, ownState, setOwnState } = props;
  const [sorting, setSorting] = useState<SortingState>([]);
  const [columnOrder, setColumnOrder] = useState<ColumnOrderState>([]);
  const [clientSearch, setClientSearch] = useState('');
  const [clientPageIndex, setClientPageIndex] = useState(0);
  // The end user's page size choice; the chart's page_length until they pick one.
  const [chosenPageSize, setChosenPageSize] = useState<number | null>(null);
  const [serverSearch, setServerSearch] = useState(ownState.searchText);
  const [dragged, setDragged] = useState<string | null>(null);
  const scrollRef = useRef<HTMLDivElement>(null);

  const byKey = useMemo(() => new Map(columns.map((column) => [column.key, column])), [columns]);
  const ordered = useMemo(() => {
    const known = columnOrder.filter((key) => byKey.has(key));
    const rest = columns.filter((column) => !known.includes(column.key)).map((column) => column.key);
    return [...known, ...rest].map((key) => byKey.get(key)!);
  }, [columnOrder, columns, byKey]);

  const rows = useMemo(() => {
    const matching = serverPagination
      ? data
      : data.filter((row) => rowMatchesSearch(row, columns, clientSearch));
    return sortRows(matching, sorting, (key) => kindOf(byKey.get(key)));
  }, [data, columns, byKey, clientSearch, sorting, serverPagination]);

  const serverPageSize = ownState.pageSize ?? props.pageSize;
  const clientPageSizeSetting = chosenPageSize ?? props.pageSize;
  const clientPageSize = clientPageSizeSetting > 0 ? clientPageSizeSetting : Math.max(1, rows.length);
  const columnDefs = useMemo<ColumnDef<Row>[]>(
    () =>
      columns.map((column) => ({
        id: column.key,
        accessorFn: (row) => row[column.key],
        sortDescFirst: column.isNumeric && !column.isTemporal,
      })),
    [columns],
  );
  const table = useReactTable<Row>({
    data: rows,
    columns: columnDefs,
    state: {
      sorting,
      columnOrder: ordered.map((column) => column.key),
      pagination: serverPagination
        ? { pageIndex: ownState.currentPage, pageSize: serverPageSize }
        : { pageIndex: clientPageIndex, pageSize: clientPageSize },
    },
    onSortingChange: setSorting,
    onColumnOrderChange: setColumnOrder,
    manualSorting: true,
    manualFiltering: true,
    manualPagination: serverPagination,
    pageCount: serverPagination ? Math.max(1, Math.ceil(props.rowCount / serverPageSize)) : undefined,
    autoResetPageIndex: false,
    getCoreRowModel: getCoreRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
  });
  const pageRows = table.getRowModel().rows;

  // A new search or sort starts from the first client page; a shorter result must not leave us past the end.
  const lastClientPage = Math.max(0, Math.ceil(rows.length / clientPageSize) - 1);
  useEffect(() => {
    setClientPageIndex((index) => Math.min(index, lastClientPage));
  }, [lastClientPage]);

  // New filters can shrink the result under the page being shown: go back to the first page.
  useEffect(() => {
    if (!serverPagination || !setOwnState || ownState.currentPage === 0) return;
    if (ownState.currentPage * serverPageSize >= props.rowCount) setOwnState({ ...ownState, currentPage: 0 });
  }, [serverPagination, setOwnState, ownState, serverPageSize, props.rowCount]);

  useEffect(() => {
    if (!serverPagination || !setOwnState || serverSearch === ownState.searchText) return;
    const timer = setTimeout(
      () => setOwnState({ ...ownState, searchText: serverSearch, currentPage: 0 }),
      SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [serverSearch, serverPagination, setOwnState, ownState]);

  const paginated = serverPagination || props.pageSize > 0;
  const showToolbar = props.includeSearch || paginated;
  const pageTotal = serverPagination ? props.rowCount : rows.length;
  const pageSize = serverPagination ? serverPageSize : clientPageSizeSetting;
  const showPager = paginated && pageSize > 0 && (serverPagination || pageTotal > pageSize);
  const bodyHeight = Math.max(
    HEADER_HEIGHT + ROW_HEIGHT,
    height - (showToolbar ? TOOLBAR_HEIGHT : 0) - (showPager ? PAGER_HEIGHT : 0),
  );
  const widths = useMemo(() => columnWidths(ordered, data, Math.max(0, width - 2)), [ordered, data, width]);
  const tableWidth = widths.reduce((sum, w) => sum + w, 0);

  const virtualizer = useVirtualizer({
    count: pageRows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    // The chart knows its size before the scroll box is measured: the first paint already has rows.
    initialRect: { width, height: bodyHeight },
    observeElementRect: observeScrollBoxRect,
  });
  const items = virtualizer.getVirtualItems();
  const padTop = items[0]?.start ?? 0;
  const padBottom = items.length ? virtualizer.getTotalSize() - items[items.length - 1]!.end : 0;

  const setPage = (pageIndex: number) => {
    if (serverPagination) setOwnState?.({ ...ownState, currentPage: pageIndex, pageSize: serverPageSize });
    else setClientPageIndex(pageIndex);
    if (scrollRef.current) scrollRef.current.scrollTop = 0;
  };
  const setPageSize = (size: number) => {
    if (serverPagination) setOwnState?.({ ...ownState, currentPage: 0, pageSize: size });
    else {
      setChosenPageSize(size);
      setClientPageIndex(0);
    }
  };
  const onDrop = (target: string) => (event: DragEvent) => {
    event.preventDefault();
    if (!dragged || dragged === target) return;
    const keys = ordered.map((column) => column.key).filter((key) => key !== dragged);
    keys.splice(keys.indexOf(target), 0, dragged);
    setColumnOrder(keys);
    setDragged(null);
  };

  const search = props.includeSearch
    ? serverPagination
      ? {
          text: serverSearch,
          recordCount: props.rowCount,
          onChange: setServerSearch,
          columns: props.searchColumns.map((key) => ({ key, label: byKey.get(key)?.label ?? key })),
          column: ownState.searchColumn ?? props.searchColumns[0] ?? null,
          onColumnChange: (searchColumn: string) =>
            setOwnState?.({ ...ownState, searchColumn, currentPage: 0 }),
        }
      : {
          text: clientSearch,
          recordCount: data.length,
          onChange: (text: string) => {
            setClientSearch(text);
            setClientPageIndex(0);
          },
        }
    : undefined;

  return (
    <div
      className="sl-table-chart"
      style={{ width, height, display: 'flex', flexDirection: 'column', fontSize: 13 }}
    >
      {showToolbar && (
        <TableToolbar
          pageSize={pageSize}
          allowAll={!serverPagination}
          onPageSizeChange={paginated && (!serverPagination || setOwnState) ? setPageSize : undefined}
          search={search}
        />
      )}
      <div ref={scrollRef} style={{ height: bodyHeight, overflow: 'auto', border: '1px solid #F0F0F0' }}>
        <table
          role="grid"
          aria-rowcount={pageTotal}
          style={{ tableLayout: 'fixed', width: tableWidth, borderCollapse: 'separate', borderSpacing: 0 }}
        >
          <colgroup>
            {ordered.map((column, index) => (
              <col key={column.key} style={{ width: widths[index] }} />
            ))}
          </colgroup>
          <thead style={{ position: 'sticky', top: 0, zIndex: 2, background: '#FFFFFF' }}>
            <tr style={{ height: HEADER_HEIGHT }}>
              {ordered.map((column) => {
                const state = table.getColumn(column.key);
                const sorted = state?.getIsSorted();
                return (
                  <th
                    key={column.key}
                    scope="col"
                    title={`${column.fullLabel}\n${MESSAGES.sortHint}`}
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}
                    draggable={props.allowRearrangeColumns}
                    onDragStart={props.allowRearrangeColumns ? () => setDragged(column.key) : undefined}
                    onDragOver={props.allowRearrangeColumns ? (event) => event.preventDefault() : undefined}
                    onDrop={props.allowRearrangeColumns ? onDrop(column.key) : undefined}
                    onClick={state?.getToggleSortingHandler()}
                    style={{
                      ...cellStyle(column.align),
                      fontWeight: 600,
                      cursor: 'pointer',
                      userSelect: 'none',
                      borderBottom: '2px solid #E8E8E8',
                    }}
                  >
                    {column.label}
                    <span aria-hidden style={{ marginLeft: 4, color: sorted ? '#1677FF' : '#BFBFBF' }}>
                      {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                    </span>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {padTop > 0 && (
              <tr style={{ height: padTop }}>
                <td colSpan={ordered.length} />
              </tr>
            )}
            {items.map((item) => (
              <TableRow
                key={pageRows[item.index]!.id}
                row={pageRows[item.index]!.original}
                columns={ordered}
                striped={item.index % 2 === 1}
                valueRanges={props.valueRanges}
                colorFormatters={props.colorFormatters}
                selectedFilters={props.selectedFilters}
                onCrossFilter={props.onCrossFilter}
                onContextMenu={props.onContextMenu}
              />
            ))}
            {padBottom > 0 && (
              <tr style={{ height: padBottom }}>
                <td colSpan={ordered.length} />
              </tr>
            )}
            {pageRows.length === 0 && (
              <tr style={{ height: ROW_HEIGHT * 2 }}>
                <td colSpan={ordered.length} style={{ textAlign: 'center', color: '#8C8C8C' }}>
                  {data.length === 0 ? MESSAGES.noRecords : MESSAGES.noMatches}
                </td>
              </tr>
            )}
          </tbody>
          {totals && (
            <tfoot style={{ position: 'sticky', bottom: 0, zIndex: 2, background: '#F5F5F5' }}>
              <tr style={{ height: ROW_HEIGHT }} className="sl-table-totals">
                {ordered.map((column, index) => (
                  <td
                    key={column.key}
                    title={index === 0 ? MESSAGES.summaryTooltip : undefined}
                    style={{ ...cellStyle(column.align), fontWeight: 600, borderTop: '2px solid #E8E8E8' }}
                  >
                    {index === 0 && !(column.key in totals)
                      ? MESSAGES.summary
                      : column.format(totals[column.key])}
                  </td>
                ))}
              </tr>
            </tfoot>
          )}
        </table>
      </div>
      {showPager && (
        <TablePager
          page={serverPagination ? ownState.currentPage : clientPageIndex}
          pageSize={pageSize}
          total={pageTotal}
          onChange={setPage}
        />
      )}
    </div>
  );
}
