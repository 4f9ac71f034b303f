import type { SqlDialect } from './dialects/index.js';
import type {
  DatasetColumnDescriptor,
  DatasetDescriptor,
  DatasetMetricDescriptor,
} from './datasetDescriptor.js';
import { QueryCompileError } from './queryCompileError.js';
import { EmbeddedSqlTexts } from './sqlText.js';

/** The dataset as the compiler looks things up in it, plus the dialect everything is written in. */
export interface QueryScope {
  dataset: DatasetDescriptor;
  dialect: SqlDialect;
  columnsByName: Map<string, DatasetColumnDescriptor>;
  metricsByName: Map<string, DatasetMetricDescriptor>;
  /** Every text of a person's the statement embeds, for the engine's SQL gate to check before it runs. */
  embedded: EmbeddedSqlTexts;
}

export function createQueryScope(dataset: DatasetDescriptor, dialect: SqlDialect): QueryScope {
  return {
    dataset,
    dialect,
    columnsByName: new Map(dataset.columns.map((column) => [column.column_name, column])),
    metricsByName: new Map(dataset.metrics.map((metric) => [metric.metric_name, metric])),
    embedded: new EmbeddedSqlTexts(),
  };
}

/** Superset's message for columns the dataset does not have. */
export function columnsMissing(names: string[]): QueryCompileError {
  const list = names.map((name) => `'${name}'`).join(', ');
  return new QueryCompileError(`Columns missing in dataset: [${list}]`, 'COLUMN_DOES_NOT_EXIST_ERROR', {
    invalid_columns: names,
  });
}

/**
 * A dataset column as SQL: a calculated column's expression (written by the dataset's owner, and
 * checked by the engine's gate like any custom SQL), else its quoted name.
 */
export function datasetColumnSql(column: DatasetColumnDescriptor, scope: QueryScope): string {
  const expression = column.expression?.trim();
  if (!expression) return scope.dialect.quoteIdentifier(column.column_name);
  scope.embedded.add({ kind: 'expression', place: 'column', text: expression });
  return `(${expression})`;
}

export function isTemporalColumn(column: DatasetColumnDescriptor): boolean {
  return column.is_dttm || column.type_generic === 2;
}

export function lookupColumn(name: string, scope: QueryScope): DatasetColumnDescriptor {
  const column = scope.columnsByName.get(name);
  if (!column) throw columnsMissing([name]);
  return column;
}

/** The FROM target: a quoted (schema-qualified) table, or a virtual dataset's SELECT as a subquery. */
export function datasetFromSql(scope: QueryScope, virtualSql: string | null): string {
  const { dataset, dialect } = scope;
  if (virtualSql !== null) {
    scope.embedded.add({ kind: 'select', place: 'dataset', text: virtualSql });
    return `(${virtualSql}) AS virtual_table`;
  }
  const table = dialect.quoteIdentifier(dataset.tableName);
  return dataset.schema ? `${dialect.quoteIdentifier(dataset.schema)}.${table}` : table;
}
