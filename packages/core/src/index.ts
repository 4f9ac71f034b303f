export * from './api/index.js';
export * from './permissions.js';
