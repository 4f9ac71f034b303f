export { compileQueryObject } from './compileQueryObject.js';
export { QueryCompileError, type QueryCompileErrorType } from './queryCompileError.js';
export { validateCustomSqlExpression, validateVirtualDatasetSql, type CustomSqlPlace } from './customSql.js';
export {
  getSqlDialect,
  isSqlDialectName,
  SQL_DIALECT_NAMES,
  type SqlDialect,
  type SqlDialectName,
} from './dialects/index.js';
export type {
  CompileOptions,
  CompiledQuery,
  DatasetColumnDescriptor,
  DatasetDescriptor,
  DatasetMetricDescriptor,
} from './datasetDescriptor.js';
export { isPlainAggregate } from './plainAggregate.js';
export {
  DEFAULT_SHARED_SCAN_LIMITS,
  planSharedScans,
  SHARED_SCAN_DIALECTS,
  sliceSharedScan,
  type SharedScan,
  type SharedScanLimits,
  type SharedScanMember,
  type SharedScanPlan,
  type SharedScanSlice,
} from './sharedScan.js';
