import { asList, GENERIC_DATA_TYPE, type ControlValues } from '@sightline/charts';
import {
  getColumnLabel,
  getMetricLabel,
  type ExploreDatasource,
  type QueryColumn,
  type QueryMetric,
} from '@sightline/core';

/**
 * The keys of a keyed collection (a map with one settings entry per chosen column or metric, like the
 * table's 'Customize columns' and the radar's 'Customize Metrics'): the result column names the chart's
 * transformProps looks its `column_config` up by, with a label and the kind of value each holds.
 */

export type KeyedBy = 'column' | 'metrics';

/** What a key's values are; 'unknown' for ad-hoc SQL columns, whose type only the query knows. */
export type ValueKind = 'numeric' | 'string' | 'temporal' | 'boolean' | 'unknown';

export interface CollectionKey {
  /** The result column name (metric label, column label, `%label` for a percent metric). */
  key: string;
  /** What the user reads: the verbose name when there is one. */
  label: string;
  kind: ValueKind;
}

const isMetric = (value: unknown): value is QueryMetric =>
  typeof value === 'string' ? value.length > 0 : !!value && typeof value === 'object';

const isColumn = (value: unknown): value is QueryColumn =>
  typeof value === 'string'
    ? value.length > 0
    : !!value &&
      typeof value === 'object' &&
      typeof (value as { sqlExpression?: unknown }).sqlExpression === 'string';

function metricLabels(value: unknown): string[] {
  return asList(value as unknown)
    .filter(isMetric)
    .map(getMetricLabel);
}

function kindOfColumn(name: string, datasource: ExploreDatasource | null): ValueKind {
  const column = datasource?.columns.find((candidate) => candidate.column_name === name);
  if (!column) return 'unknown';
  if (column.is_dttm || column.type_generic === GENERIC_DATA_TYPE.TEMPORAL) return 'temporal';
  switch (column.type_generic) {
    case GENERIC_DATA_TYPE.NUMERIC:
      return 'numeric';
    case GENERIC_DATA_TYPE.STRING:
      return 'string';
    case GENERIC_DATA_TYPE.BOOLEAN:
      return 'boolean';
    default:
      return 'unknown';
  }
}

function columnKeys(
  value: unknown,
  datasource: ExploreDatasource | null,
): { key: string; kind: ValueKind }[] {
  return asList(value as unknown)
    .filter(isColumn)
    .map((column) => {
      const key = getColumnLabel(column);
      return { key, kind: typeof column === 'string' ? kindOfColumn(column, datasource) : 'unknown' };
    });
}

/** The table's query mode as its form data decides it: the saved mode, else raw when raw columns exist. */
function isRawMode(formData: ControlValues): boolean {
  if (formData.query_mode === 'raw') return true;
  if (formData.query_mode === 'aggregate') return false;
  return asList(formData.all_columns as unknown).length > 0;
}

function verboseLabel(key: string, datasource: ExploreDatasource | null): string {
  if (key.startsWith('%') && !datasource?.verbose_map[key]) {
    const base = datasource?.verbose_map[key.slice(1)];
    return base ? `%${base}` : key;
  }
  return datasource?.verbose_map[key] || key;
}

/**
 * The keys in result column order: the chosen metrics for 'metrics'; for 'column' the table's columns
 * (raw mode: the raw columns; aggregate mode: dimensions, metrics, then `%` percent metrics).
 */
export function collectionKeysOf(
  keyedBy: KeyedBy,
  formData: ControlValues,
  datasource: ExploreDatasource | null,
): CollectionKey[] {
  let keys: { key: string; kind: ValueKind }[];
  if (keyedBy === 'metrics') {
    keys = metricLabels(formData.metrics).map((key) => ({ key, kind: 'numeric' }));
  } else if (isRawMode(formData)) {
    keys = columnKeys(formData.all_columns, datasource);
  } else {
    keys = [
      ...columnKeys(formData.groupby, datasource),
      ...metricLabels(formData.metrics).map((key) => ({ key, kind: 'numeric' as const })),
      ...metricLabels(formData.percent_metrics).map((key) => ({ key: `%${key}`, kind: 'numeric' as const })),
    ];
  }
  const seen = new Set<string>();
  return keys.flatMap(({ key, kind }) => {
    if (!key || seen.has(key)) return [];
    seen.add(key);
    return [{ key, kind, label: verboseLabel(key, datasource) }];
  });
}

/** The columns conditional formatting can color: the chosen metrics, or the table's numeric columns. */
export function formattableColumnsOf(
  columns: unknown,
  formData: ControlValues,
  datasource: ExploreDatasource | null,
): CollectionKey[] {
  if (columns === 'metrics') return collectionKeysOf('metrics', formData, datasource);
  if (Array.isArray(columns)) {
    return columns.flatMap((column): CollectionKey[] => {
      if (typeof column === 'string')
        return [{ key: column, label: verboseLabel(column, datasource), kind: 'numeric' }];
      if (Array.isArray(column) && typeof column[0] === 'string') {
        return [{ key: column[0], label: String(column[1] ?? column[0]), kind: 'numeric' }];
      }
      return [];
    });
  }
  return collectionKeysOf('column', formData, datasource).filter(
    (key) => key.kind === 'numeric' || key.kind === 'unknown',
  );
}
