export * from './queryResult.js';
export * from './execute.js';
export * from './tabState.js';
export * from './bootstrap.js';
export * from './tools.js';
export * from './queryHistory.js';
