import type { ControlConfig } from '@sightline/charts';
import type { AdhocColumn, ExploreColumn, QueryColumn } from '@sightline/core';

/** Superset's GenericDataType for time columns. */
export const GENERIC_TEMPORAL = 2;

/** What a column control's `options` may restrict (from the plugins' control panels). */
export interface ColumnControlOptions {
  /** Only columns of these GenericDataTypes (0 numeric, 1 string, 2 temporal, 3 boolean). */
  columnTypes?: readonly number[];
  /** Only time columns (e.g. a temporal x-axis). */
  temporalOnly?: boolean;
}

export function columnControlOptions(config: ControlConfig): ColumnControlOptions {
  const options = config.options ?? {};
  const columnTypes = Array.isArray(options.columnTypes)
    ? options.columnTypes.filter((type): type is number => typeof type === 'number')
    : undefined;
  return { columnTypes, temporalOnly: options.temporalOnly === true };
}

export function isTemporalColumn(column: ExploreColumn): boolean {
  return Boolean(column.is_dttm) || column.type_generic === GENERIC_TEMPORAL;
}

/** A calculated column: one defined by a SQL expression (listed on the popover's Saved tab). */
export function isCalculatedColumn(column: ExploreColumn): boolean {
  return Boolean(column.expression?.trim());
}

/** Whether a control with these options takes this dataset column. */
export function allowsColumn(column: ExploreColumn, options: ColumnControlOptions): boolean {
  if (options.temporalOnly && !isTemporalColumn(column)) return false;
  if (options.columnTypes && options.columnTypes.length > 0) {
    const temporalAllowed = options.columnTypes.includes(GENERIC_TEMPORAL) && isTemporalColumn(column);
    return temporalAllowed || options.columnTypes.includes(column.type_generic ?? -1);
  }
  return true;
}

export function columnDisplayName(column: Pick<ExploreColumn, 'column_name' | 'verbose_name'>): string {
  return column.verbose_name || column.column_name;
}

/** The dataset column a saved value names (a name, or an ad-hoc column referencing one), if any. */
export function referencedColumnName(value: QueryColumn): string | null {
  if (typeof value === 'string') return value;
  return value.isColumnReference ? value.sqlExpression : null;
}

/** The pill text of a column value: the column's verbose name, or the ad-hoc column's label. */
export function columnValueLabel(value: QueryColumn, columns: readonly ExploreColumn[]): string {
  if (typeof value !== 'string') return value.label || value.sqlExpression;
  const column = columns.find((candidate) => candidate.column_name === value);
  return column ? columnDisplayName(column) : value;
}

export function isAdhocColumnValue(value: QueryColumn): value is AdhocColumn {
  return typeof value === 'object' && value !== null;
}
