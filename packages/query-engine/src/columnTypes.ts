import { GenericDataType, type ColumnInfo, type TableRef } from './engine.js';

/**
 * Superset-style generic type of a column from its declared type name. Used where the driver gives only
 * a name (SQLite declared types, DuckDB `DESCRIBE`); DuckDB results and PostgreSQL OIDs map exactly.
 */
export function genericTypeFromTypeName(typeName: string): GenericDataType {
  const name = typeName.trim().toUpperCase();
  if (name === '') return GenericDataType.STRING;
  if (/^BOOL/.test(name)) return GenericDataType.BOOLEAN;
  if (/^(DATE|TIME|DATETIME|TIMESTAMP)/.test(name)) return GenericDataType.TEMPORAL;
  // SQLite's affinity rule: any type name containing INT is an integer; then the usual real types.
  if (/INT|^(DECIMAL|NUMERIC|NUMBER|REAL|FLOAT|DOUBLE|MONEY|SERIAL|BIGSERIAL|SMALLSERIAL)/.test(name)) {
    // ...except names like POINT / INTERVAL that merely contain the letters.
    if (/^(POINT|INTERVAL)/.test(name)) return GenericDataType.STRING;
    return GenericDataType.NUMERIC;
  }
  return GenericDataType.STRING;
}

/** Superset marks a column as a time column exactly when its generic type is temporal. */
export function isTemporal(type: GenericDataType): boolean {
  return type === GenericDataType.TEMPORAL;
}

/** BIGINT-like values: a number when exact, else the decimal string (JSON cannot carry the digits). */
export function integerCell(value: bigint): number | string {
  return value >= BigInt(Number.MIN_SAFE_INTEGER) && value <= BigInt(Number.MAX_SAFE_INTEGER)
    ? Number(value)
    : value.toString();
}

/** Quotes an identifier the ANSI way (DuckDB, PostgreSQL and SQLite all accept double quotes). */
export function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** `"schema"."table"`, or `"table"` when the schema is null. */
export function quotedTableName(table: TableRef): string {
  const name = quoteIdentifier(table.table);
  return table.schema === null ? name : `${quoteIdentifier(table.schema)}.${name}`;
}

/** A result or table column as the engines describe it; `isDttm` follows from the generic type. */
export function columnInfo(
  name: string,
  type: string,
  typeGeneric: GenericDataType,
  nullable = true,
): ColumnInfo {
  return { name, type, typeGeneric, isDttm: isTemporal(typeGeneric), nullable };
}
