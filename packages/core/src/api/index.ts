export * from './listQuery.js';
export * from './envelopes.js';
export * from './humanizeTimeDelta.js';
export * from './resourceBodies.js';
export * from './bootstrap.js';
export * from './dynamicPlugins.js';
export * from './setup.js';
