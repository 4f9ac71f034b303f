import type { SqlText } from './sqlText.js';
import type { CellValue } from '../engine.js';

/** What the compiler needs to know about a dataset (read by the server's dataset repository). */
export interface DatasetColumnDescriptor {
  column_name: string;
  type: string | null;
  /** Superset's GenericDataType (0 numeric, 1 string, 2 temporal, 3 boolean), null when unknown. */
  type_generic: number | null;
  is_dttm: boolean;
  /** SQL of a calculated column; null or empty for a physical column. */
  expression: string | null;
}

export interface DatasetMetricDescriptor {
  metric_name: string;
  expression: string;
  verbose_name: string | null;
}

export interface DatasetDescriptor {
  id: number;
  tableName: string;
  schema: string | null;
  /** The SELECT of a virtual dataset; null for a physical table. */
  sql: string | null;
  mainDttmCol: string | null;
  columns: DatasetColumnDescriptor[];
  metrics: DatasetMetricDescriptor[];
}

/** SQL with its `?` parameters, in the order they appear. */
export interface SqlFragment {
  sql: string;
  params: CellValue[];
}

export interface CompiledQuery {
  sql: string;
  params: CellValue[];
  /**
   * The SQL as users read it: `sql` with the row limit asked for, without the truncation probe's extra
   * row (the same text as `sql` when there is no probe). Its parameters are `params`.
   */
  displaySql: string;
  /** Labels of the selected columns in SELECT order (`__timestamp` first in the legacy time-series form). */
  columnLabels: string[];
  metricLabels: string[];
  /**
   * Labels of the selected columns that hold times (the time column, grained x-axis, dataset time
   * columns): SQLite returns truncated times as ISO text, so the result's types cannot tell.
   */
  temporalColumnLabels: string[];
  appliedFilters: { column: string }[];
  rejectedFilters: { column: string; reason: string }[];
  /** The query's time range in epoch ms UTC (null = open end). */
  fromDttm: number | null;
  toDttm: number | null;
  /** The row limit asked for (the request's, else the default; capped); the probe row is not counted. */
  rowLimit: number;
  /** One query per `time_offsets` entry: the same query over the shifted time range. */
  timeOffsets: { offset: string; sql: string; displaySql: string; params: CellValue[] }[];
  /** The texts of people the statements embed (custom SQL, dataset expressions and SQL): the SQL gate checks each. */
  embeddedSql: SqlText[];
}

export interface CompileOptions {
  /** "Now" for relative time ranges (the server's clock). */
  now: Date;
  /** Row limit when the query gives none (Superset's ROW_LIMIT). */
  defaultRowLimit: number;
  /** Upper bound of any row limit (SQL_MAX_ROW). */
  maxRowLimit: number;
  /**
   * Fetch one row more than the row limit, so the caller can tell a result that was cut off from one
   * that just fits. Only `sql` carries the extra row; `displaySql` and `rowLimit` keep the limit asked for.
   */
  truncationProbe?: boolean;
}
