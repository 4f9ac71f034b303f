export * from './engine.js';
export * from './errors.js';
export * from './uri.js';
export * from './openEngine.js';
export { genericTypeFromTypeName, quoteIdentifier } from './columnTypes.js';
export { DuckDBEngine } from './engines/duckdb.js';
export { PostgresEngine, postgresClientConfig } from './engines/postgres.js';
export { SqliteEngine, type SqliteEngineOptions } from './engines/sqlite.js';
export * from './frame/index.js';
