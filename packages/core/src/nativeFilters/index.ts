export * from './nativeFilterTypes.js';
export * from './filterScope.js';
export * from './dataMaskState.js';
export * from './applyDataMasks.js';
export * from './filterValueMasks.js';
export * from './filterCascade.js';
export * from './filterBoxMigration.js';
export * from './pendingDeletes.js';
