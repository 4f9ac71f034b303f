export * from './api/index.js';
export * from './permissions.js';
export * from './chartData/index.js';
export * from './timeRange/index.js';
export * from './advancedDataType/index.js';
export * from './dataMask/index.js';
export * from './formData/index.js';
export * from './labels/index.js';
