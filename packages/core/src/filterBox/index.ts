export * from './dashboardFilterTypes.js';
export * from './filterBoxFormData.js';
export * from './dashboardFilters.js';
export * from './filterBoxScopes.js';
export * from './filterBoxExtraFormData.js';
export * from './filterBoxToNativeFilters.js';
export * from './filterBoxMigrationFlow.js';
export * from './messages.js';
