import { getColumnLabel, getMetricLabel, truncateLabel, type QueryColumn } from '@sightline/core';
import type { ChartProps } from '../../sdk/chartPlugin.js';
import { GENERIC_DATA_TYPE, toNumber } from '../../sdk/chartValues.js';
import { getColorFormatters } from '../../sdk/conditionalFormatting/colorFormatters.js';
import { contextMenuFilter } from '../../sdk/contextMenu.js';
import { columnValueCrossFilter, isColumnValueSelected, readColumnSelection } from '../../sdk/crossFilter.js';
import {
  cellTime,
  numberCellFormatter,
  plainText,
  temporalCellFormatter,
  type CellFormatter,
} from '../../sdk/format/cellFormatters.js';
import { chartCurrency } from '../../sdk/format/currency.js';
import type { AggregateValue } from './aggregators.js';
import type { PivotTableFormData } from './formData.js';
import { PIVOT_MESSAGES as MESSAGES } from './messages.js';
import { ALL, computePivot, METRIC_KEY, type AxisEntry, type KeyPart } from './pivotData.js';
import { axisHeaderCells, type HeaderCell } from './pivotLayout.js';

export interface PivotHeaderView {
  text: string;
  /** The untruncated text, for the tooltip. */
  title: string;
  span: number;
  levels: number;
  kind: HeaderCell['kind'];
  /** Set on dimension value cells: clicking them cross-filters. */
  filter?: { attr: string; value: KeyPart };
  selected: boolean;
}

export interface PivotCellView {
  text: string;
  value: AggregateValue;
  kind: 'data' | 'subtotal' | 'total';
  background?: string;
}

export interface PivotTableProps {
  width: number;
  height: number;
  rowAttrLabels: string[];
  colAttrLabels: string[];
  /** [row entry][row level]; null where a merged cell covers the position. */
  rowHeaders: (PivotHeaderView | null)[][];
  /** [column level][column entry]. */
  colHeaders: (PivotHeaderView | null)[][];
  /** [row entry][column entry]. */
  cells: PivotCellView[][];
  onHeaderClick?: (attr: string, value: KeyPart) => void;
  onCellContextMenu?: (row: number, col: number, clientX: number, clientY: number) => void;
}

export function transformProps(chartProps: ChartProps<PivotTableFormData>): PivotTableProps {
  const { formData, queriesData, width, height, datasource, hooks, filterState } = chartProps;
  const result = queriesData[0];
  const grain = formData.extra_form_data?.time_grain_sqla ?? formData.time_grain_sqla ?? null;
  const groupby = [...(formData.groupbyRows ?? []), ...(formData.groupbyColumns ?? [])];
  const rowDims = (formData.transposePivot ? formData.groupbyColumns : formData.groupbyRows) ?? [];
  const colDims = (formData.transposePivot ? formData.groupbyRows : formData.groupbyColumns) ?? [];
  let rowAttrs = rowDims.map(getColumnLabel);
  let colAttrs = colDims.map(getColumnLabel);
  if (formData.metricsLayout === 'ROWS') {
    rowAttrs = formData.combineMetric ? [...rowAttrs, METRIC_KEY] : [METRIC_KEY, ...rowAttrs];
  } else {
    colAttrs = formData.combineMetric ? [...colAttrs, METRIC_KEY] : [METRIC_KEY, ...colAttrs];
  }
  const metrics = formData.metrics.map(getMetricLabel);

  const types = new Map((result?.colnames ?? []).map((name, index) => [name, result?.coltypes?.[index]]));
  const temporal = new Set(
    [...types].filter(([, type]) => type === GENERIC_DATA_TYPE.TEMPORAL).map(([name]) => name),
  );
  const records = (result?.data ?? []).map((record) => {
    const row: Record<string, unknown> = { ...record };
    for (const metric of metrics)
      if (typeof row[metric] === 'string') row[metric] = toNumber(row[metric]) ?? row[metric];
    for (const name of temporal)
      if (typeof row[name] === 'string') row[name] = cellTime(row[name]) ?? row[name];
    return row;
  });

  const pivot = computePivot({
    records,
    metrics,
    aggregateFunction: formData.aggregateFunction,
    rows: {
      attrs: rowAttrs,
      order: formData.rowOrder,
      subtotals: formData.rowSubTotals,
      subtotalsFirst: formData.rowSubtotalPosition,
      totals: formData.colTotals,
    },
    cols: {
      attrs: colAttrs,
      order: formData.colOrder,
      subtotals: formData.colSubTotals,
      subtotalsFirst: formData.colSubtotalPosition,
      totals: formData.rowTotals,
    },
  });

  const verbose = new Map<string, string>();
  for (const column of datasource?.columns ?? [])
    if (column.verbose_name) verbose.set(column.column_name, column.verbose_name);
  for (const metric of datasource?.metrics ?? [])
    if (metric.verbose_name) verbose.set(metric.metric_name, metric.verbose_name);
  const attrLabel = (attr: string) => (attr === METRIC_KEY ? MESSAGES.metric : (verbose.get(attr) ?? attr));
  const dateFormatter = temporalCellFormatter(formData.date_format, grain);
  const valueText = (attr: string, value: KeyPart): string => {
    if (attr === METRIC_KEY) return verbose.get(String(value)) ?? String(value);
    if (temporal.has(attr)) return dateFormatter(value);
    return plainText(value);
  };

  const metricFormatters = new Map<string, CellFormatter>(
    metrics.map((metric) => {
      const saved = datasource?.metrics.find((m) => m.metric_name === metric);
      return [
        metric,
        numberCellFormatter(
          saved?.d3format ?? formData.valueFormat,
          saved?.currency ?? chartCurrency(formData.currency_format),
        ),
      ];
    }),
  );
  const colorFormatters = getColorFormatters(formData.conditional_formatting, records);

  // The selection by dimension, kept in the filter state's `selectedFilters`.
  const selected = readColumnSelection(
    filterState,
    'selectedFilters',
    rowAttrs.concat(colAttrs).find((attr) => attr !== METRIC_KEY),
  );
  const headerView = (cell: HeaderCell | null): PivotHeaderView | null => {
    if (!cell) return null;
    const title =
      cell.kind === 'value'
        ? valueText(cell.attr, cell.value)
        : cell.kind === 'total'
          ? MESSAGES.total(formData.aggregateFunction)
          : MESSAGES.subtotal;
    const isDimension = cell.kind === 'value' && cell.attr !== METRIC_KEY;
    return {
      text: truncateLabel(title),
      title,
      span: cell.span,
      levels: cell.levels,
      kind: cell.kind,
      ...(isDimension ? { filter: { attr: cell.attr, value: cell.value } } : {}),
      selected: isDimension && isColumnValueSelected(selected, cell.attr, cell.value),
    };
  };
  const rowHeaders = axisHeaderCells(pivot.rowEntries, rowAttrs).map((cells) => cells.map(headerView));
  const colHeaderCells = axisHeaderCells(pivot.colEntries, colAttrs);
  const colHeaders = colAttrs.map((_attr, level) => colHeaderCells.map((cells) => headerView(cells[level]!)));

  const cells = pivot.rowEntries.map((row) =>
    pivot.colEntries.map((col): PivotCellView => {
      const value = pivot.value(row, col);
      const metric = pivot.metricOf(row, col);
      const kind =
        row.kind === 'total' || col.kind === 'total'
          ? 'total'
          : row.kind === 'subtotal' || col.kind === 'subtotal'
            ? 'subtotal'
            : 'data';
      const text =
        value === null ? '' : typeof value === 'string' ? value : metricFormatters.get(metric)!(value);
      // Like Superset, conditional colors compare values of the metric's own column in the query result.
      const background = kind === 'data' ? colorFormatters[metric]?.(value) : undefined;
      return { text, value, kind, ...(background ? { background } : {}) };
    }),
  );

  const { setDataMask, onContextMenu } = hooks;
  const columnFor = (attr: string): QueryColumn =>
    groupby.find((column) => getColumnLabel(column) === attr) ?? attr;
  const lookup = formData.temporal_columns_lookup ?? {};
  const grainOf = (attr: string) => (lookup[attr] || formData.granularity_sqla === attr ? grain : null);

  return {
    width,
    height,
    rowAttrLabels: rowAttrs.map(attrLabel),
    colAttrLabels: colAttrs.map(attrLabel),
    rowHeaders,
    colHeaders,
    cells,
    ...(setDataMask
      ? {
          onHeaderClick: (attr: string, value: KeyPart) =>
            setDataMask(
              columnValueCrossFilter(selected, attr, value, {
                col: columnFor(attr),
                grain: grainOf(attr),
                label: valueText(attr, value),
                mapKey: 'selectedFilters',
              }),
            ),
        }
      : {}),
    ...(onContextMenu
      ? {
          onCellContextMenu: (row: number, col: number, clientX: number, clientY: number) => {
            const filters = [
              ...keyFilters(pivot.rowEntries[row], rowAttrs),
              ...keyFilters(pivot.colEntries[col], colAttrs),
            ].map(({ attr, value }) =>
              contextMenuFilter(
                attr,
                value,
                value === null || value === undefined ? 'N/A' : valueText(attr, value),
              ),
            );
            onContextMenu({ clientX, clientY, filters });
          },
        }
      : {}),
  };
}

/** The dimension values an entry's key pins down (not the metric, not the aggregated positions). */
function keyFilters(
  entry: AxisEntry | undefined,
  attrs: readonly string[],
): { attr: string; value: KeyPart }[] {
  if (!entry) return [];
  return attrs.flatMap((attr, index) =>
    attr === METRIC_KEY || entry.key[index] === ALL ? [] : [{ attr, value: entry.key[index] }],
  );
}
