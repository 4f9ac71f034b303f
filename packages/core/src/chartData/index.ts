export * from './queryContext.js';
export * from './labels.js';
export * from './normalizeQueryObject.js';
export * from './timeGrainPeriod.js';
