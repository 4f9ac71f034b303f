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
export { planSharedScans, SHARED_SCAN_DIALECTS, sliceSharedScan } from './sharedScan.js';
export type { SharedScan, SharedScanPlan } from './sharedScanTypes.js';
