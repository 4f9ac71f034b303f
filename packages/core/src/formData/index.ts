export * from './adhocFilter.js';
export * from './adhocMetric.js';
export * from './filterOperators.js';
export * from './adhocFilterLabel.js';
export * from './datasourceUid.js';
export * from './savedChartFormData.js';
