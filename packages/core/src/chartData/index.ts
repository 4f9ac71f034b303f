export * from './queryContext.js';
export * from './labels.js';
export * from './normalizeQueryObject.js';
export * from './timeGrainPeriod.js';
export * from './chartDataResult.js';
export * from './chartStatus.js';
