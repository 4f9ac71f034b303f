export * from './api/index.js';
export * from './permissions.js';
export * from './chartData/index.js';
export * from './timeRange/index.js';
export * from './advancedDataType/index.js';
