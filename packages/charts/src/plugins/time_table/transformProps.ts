import { DTTM_ALIAS, getColumnLabel, getMetricLabel, truncateLabel } from '@sightline/core';
import type { ChartProps } from '../../sdk/chartPlugin.js';
import { toNumber } from '../../sdk/chartValues.js';
import { cellTime, numberCellFormatter, timeCellFormatter } from '../../sdk/format/cellFormatters.js';
import type { TimeSeriesColumnConfig } from './columnConfig.js';
import type { TimeTableFormData } from './formData.js';
import { TIME_TABLE_MESSAGES as MESSAGES } from './messages.js';
import { colorFromBounds, sparkValues, valueCell, type TimeEntry } from './timeTableCells.js';
import { renderUrlTemplate } from './urlTemplate.js';

export interface TimeTableColumn {
  key: string;
  label: string;
  tooltip: string;
  kind: 'value' | 'spark';
  /** Sparkline size (Superset's defaults: 300 × 50). */
  width: number;
  height: number;
  showYAxis: boolean;
  yAxisBounds: readonly [number | null, number | null];
}

export interface SparkCell {
  kind: 'spark';
  values: (number | null)[];
  /** Per point: the formatted value and its time bucket, for the tooltip. */
  tooltips: { value: string; time: string }[];
  /** Formatted min and max for the y-axis labels. */
  axisLabels: { min: string; max: string } | null;
}

export interface NumberCell {
  kind: 'value';
  value: number | null;
  text: string;
  /** Underline color from the column's bounds. */
  color: string | null;
}

export interface TimeTableRow {
  key: string;
  label: string;
  /** The full label when it is cut to 42 characters. */
  title: string;
  href: string | null;
  cells: (SparkCell | NumberCell)[];
}

export interface TimeTableProps {
  width: number;
  height: number;
  /** Header of the label column: the grouping column's name, or 'Metric'. */
  rowHeader: string;
  columns: TimeTableColumn[];
  rows: TimeTableRow[];
  /** Grouped rows start sorted by the first column, largest first (Superset's default sort). */
  defaultSort: { column: number; desc: boolean } | null;
}

export function transformProps(chartProps: ChartProps<TimeTableFormData>): TimeTableProps {
  const { formData, queriesData, width, height, datasource } = chartProps;
  const result = queriesData[0];
  const groupby = formData.groupby ?? [];
  const metrics = formData.metrics.map(getMetricLabel);
  const timeColumn = formData.extra_form_data?.granularity_sqla ?? formData.granularity_sqla ?? DTTM_ALIAS;
  const timeKey = result?.colnames.includes(timeColumn) ? timeColumn : DTTM_ALIAS;
  const groupLabels = groupby.map(getColumnLabel);
  const isGroupBy = groupLabels.length > 0;

  // Pivot by time bucket: one entry per time, one value per row (a series when grouped, else a metric).
  const buckets = new Map<number, Record<string, number | null>>();
  const rowKeys: string[] = isGroupBy ? [] : [...metrics];
  for (const record of result?.data ?? []) {
    const time = cellTime(record[timeKey]);
    if (time === null) continue;
    const values = buckets.get(time) ?? {};
    buckets.set(time, values);
    if (isGroupBy) {
      const key = groupLabels.map((label) => String(record[label] ?? 'N/A')).join(', ');
      if (!rowKeys.includes(key)) rowKeys.push(key);
      values[key] = toNumber(record[metrics[0]!]);
    } else {
      for (const metric of metrics) values[metric] = toNumber(record[metric]);
    }
  }
  const entries: TimeEntry[] = [...buckets.entries()]
    .sort(([a], [b]) => a - b)
    .map(([time, values]) => ({ time, values }));

  const configs = formData.column_collection ?? [];
  const columns = configs.map((config, index): TimeTableColumn => ({
    key: config.key ?? `column-${index}`,
    label: config.label,
    tooltip: config.tooltip,
    kind: config.colType === 'spark' ? 'spark' : 'value',
    width: config.width ?? 300,
    height: config.height ?? 50,
    showYAxis: config.showYAxis,
    yAxisBounds: config.yAxisBounds,
  }));

  const verbose = new Map<string, string>();
  for (const metric of datasource?.metrics ?? [])
    if (metric.verbose_name) verbose.set(metric.metric_name, metric.verbose_name);
  for (const column of datasource?.columns ?? [])
    if (column.verbose_name) verbose.set(column.column_name, column.verbose_name);

  const rows = rowKeys.map((key): TimeTableRow => {
    const label = verbose.get(key) ?? key;
    const metric = isGroupBy ? { label } : metricContext(formData, key, label, datasource);
    return {
      key,
      label: truncateLabel(label),
      title: label,
      href: renderUrlTemplate(formData.url, { metric }),
      cells: configs.map((config) => cell(config, key, entries, rowKeys)),
    };
  });

  const firstValueColumn = columns.findIndex((column) => column.kind === 'value');
  return {
    width,
    height,
    rowHeader: isGroupBy ? groupLabels.map((name) => verbose.get(name) ?? name).join(', ') : MESSAGES.metric,
    columns,
    rows,
    defaultSort: isGroupBy && firstValueColumn >= 0 ? { column: firstValueColumn, desc: true } : null,
  };
}

function cell(
  config: TimeSeriesColumnConfig,
  row: string,
  entries: readonly TimeEntry[],
  rows: readonly string[],
) {
  const format = numberCellFormatter(config.d3format || undefined);
  if (config.colType === 'spark') {
    const values = sparkValues(config, row, entries);
    const offset = entries.length - values.length;
    const timeFormat = timeCellFormatter(config.dateFormat || undefined);
    const present = values.filter((value): value is number => value !== null);
    const [lo, hi] = config.yAxisBounds;
    return {
      kind: 'spark',
      values,
      tooltips: values.map((value, index) => ({
        value: format(value),
        time: timeFormat(entries[index + offset]!.time),
      })),
      axisLabels: present.length
        ? { min: format(lo ?? Math.min(...present)), max: format(hi ?? Math.max(...present)) }
        : null,
    } satisfies SparkCell;
  }
  const { value, error } = valueCell(config, row, entries, rows);
  return {
    kind: 'value',
    value,
    text: error ?? format(value),
    color: colorFromBounds(value, config.bounds),
  } satisfies NumberCell;
}

/** What `{{ metric.* }}` sees for a metric row: the saved metric's fields, or the ad-hoc metric. */
function metricContext(
  formData: TimeTableFormData,
  key: string,
  label: string,
  datasource: ChartProps<TimeTableFormData>['datasource'],
): Record<string, unknown> {
  const saved = datasource?.metrics.find((metric) => metric.metric_name === key);
  if (saved) return { ...saved, label };
  const adhoc = formData.metrics.find((metric) => getMetricLabel(metric) === key);
  return typeof adhoc === 'object' ? { ...adhoc, label } : { metric_name: key, label };
}
