export * from './adhocFilter.js';
export * from './adhocMetric.js';
