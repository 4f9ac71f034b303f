export * from './sqlGate.js';
export { EngineSqlGate, type GateRunner } from './engineSqlGate.js';
export { DuckDBSqlGate } from './duckdbSqlGate.js';
export { PostgresSqlGate } from './postgresSqlGate.js';
export { SqliteSqlGate } from './sqliteSqlGate.js';
export * from './sqlScript.js';
export { isRefusedFunctionName } from './functionPolicy.js';
