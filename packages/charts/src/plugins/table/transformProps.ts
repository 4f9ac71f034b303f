import { getColumnLabel, type DataMask, type QueryColumn, type TimeGrain } from '@sightline/core';
import type { ChartContextMenuEvent, ChartProps } from '../../sdk/chartPlugin.js';
import { GENERIC_DATA_TYPE } from '../../sdk/chartValues.js';
import { getColorFormatters, type ColorFormatters } from '../../sdk/conditionalFormatting/colorFormatters.js';
import { valueRange, type ValueRange } from './cellBars.js';
import { normalizeRecords, processColumns, type TableColumnMeta } from './columnMeta.js';
import type { TableFormData } from './formData.js';
import {
  contextMenuEvent,
  crossFilterDataMask,
  readSelectedFilters,
  type CrossFilterContext,
  type SelectedFilters,
} from './interactions.js';
import { readTableOwnState, type TableOwnState } from './ownState.js';

export interface TableChartProps {
  width: number;
  height: number;
  columns: TableColumnMeta[];
  data: Record<string, unknown>[];
  /** The totals row (show_totals), keyed like the data; null when not asked for. */
  totals: Record<string, unknown> | null;
  /** All rows the query matched: the row-count query's answer under server pagination. */
  rowCount: number;
  /** Bar ranges per numeric column with cell bars on. */
  valueRanges: Readonly<Record<string, ValueRange | null>>;
  colorFormatters: ColorFormatters;
  /** 0 shows every row (virtualised). */
  pageSize: number;
  serverPagination: boolean;
  ownState: TableOwnState;
  includeSearch: boolean;
  /** Text columns the server-side search can look in. */
  searchColumns: string[];
  allowRearrangeColumns: boolean;
  selectedFilters: SelectedFilters;
  /** Set when a click on a dimension cell cross-filters. */
  onCrossFilter?: (key: string, value: unknown) => void;
  /** Set when right-click offers drill to detail. */
  onContextMenu?: (row: Readonly<Record<string, unknown>>, clientX: number, clientY: number) => void;
  setOwnState?: (ownState: TableOwnState) => void;
}

export function transformProps(chartProps: ChartProps<TableFormData>): TableChartProps {
  const { formData, queriesData, width, height, datasource, hooks, filterState } = chartProps;
  const grain: TimeGrain | null =
    formData.extra_form_data?.time_grain_sqla ?? formData.time_grain_sqla ?? null;
  const [base, ...extra] = queriesData;
  const countResult = formData.server_pagination ? extra[0] : undefined;
  const totalsResult = formData.server_pagination ? extra[1] : extra[0];
  const isAggregate = formData.query_mode === 'aggregate';
  const rawRecords = base?.data ?? [];
  const columns = processColumns(formData, base, rawRecords, datasource, grain);
  const data = normalizeRecords(rawRecords, columns);
  const showTotals = formData.show_totals && isAggregate;
  const totals =
    showTotals && totalsResult?.data[0] ? normalizeRecords([totalsResult.data[0]], columns)[0]! : null;
  const rowCount = countResult ? Number(countResult.data[0]?.rowcount ?? 0) : (base?.rowcount ?? data.length);

  const valueRanges: Record<string, ValueRange | null> = {};
  for (const column of columns) {
    // Like Superset: bars for metrics, and for every numeric column of raw records; not for dimensions.
    const barred = column.isMetric || column.isPercentMetric || (!isAggregate && column.isNumeric);
    if (barred && !column.isTemporal && column.showCellBars) {
      valueRanges[column.key] = valueRange(
        data.map((row) => row[column.key]),
        column.alignPositiveNegative,
      );
    }
  }

  const dimensions = columns.filter((column) => column.isDimension);
  const selectedFilters = readSelectedFilters(filterState, dimensions[0]?.key);
  const byKey = new Map(columns.map((column) => [column.key, column]));
  const context: CrossFilterContext = {
    columnFor: (key) => crossFilterColumn(formData, key, grain),
    format: (key, value) => byKey.get(key)?.format(value) ?? String(value),
  };
  const { setDataMask, onContextMenu, setOwnState } = hooks;
  const typeOf = new Map((base?.colnames ?? []).map((name, index) => [name, base?.coltypes?.[index]]));

  return {
    width,
    height,
    columns,
    data,
    totals,
    rowCount,
    valueRanges,
    colorFormatters: getColorFormatters(formData.conditional_formatting, data),
    pageSize: formData.server_pagination ? formData.server_page_length : Math.max(0, formData.page_length),
    serverPagination: formData.server_pagination,
    ownState: readTableOwnState(chartProps.ownState),
    includeSearch: formData.include_search,
    searchColumns: columns
      .filter((column) => typeOf.get(column.key) === GENERIC_DATA_TYPE.STRING && !column.isNumeric)
      .map((column) => column.key),
    allowRearrangeColumns: formData.allow_rearrange_columns,
    selectedFilters,
    ...(setDataMask && isAggregate && dimensions.length > 0
      ? {
          onCrossFilter: (key: string, value: unknown) =>
            setDataMask(crossFilterDataMask(selectedFilters, key, value, context) satisfies DataMask),
        }
      : {}),
    ...(onContextMenu && isAggregate
      ? {
          onContextMenu: (row: Readonly<Record<string, unknown>>, clientX: number, clientY: number) =>
            onContextMenu(contextMenuEvent(row, columns, clientX, clientY) satisfies ChartContextMenuEvent),
        }
      : {}),
    ...(setOwnState ? { setOwnState: (ownState: TableOwnState) => setOwnState({ ...ownState }) } : {}),
  };
}

/** The groupby column behind a result column; a temporal one truncated by the query keeps its grain. */
function crossFilterColumn(
  formData: TableFormData,
  key: string,
  grain: TimeGrain | null,
): { col: QueryColumn; grain?: TimeGrain } {
  // `emitTarget`: a column config may send its cross-filter to another column.
  const target = formData.column_config[key]?.emitTarget;
  if (target) return { col: target };
  const column = formData.groupby.find((item) => getColumnLabel(item) === key) ?? key;
  const temporal = typeof column === 'string' && formData.temporal_columns_lookup?.[column];
  return temporal && grain ? { col: column, grain } : { col: column };
}
