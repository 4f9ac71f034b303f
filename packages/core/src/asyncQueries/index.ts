export * from './asyncJob.js';
export * from './asyncLimits.js';
