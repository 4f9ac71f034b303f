export * from './sqlGate.js';
export { DuckDBSqlGate } from './duckdbSqlGate.js';
export { PostgresSqlGate } from './postgresSqlGate.js';
export { SqliteSqlGate } from './sqliteSqlGate.js';
