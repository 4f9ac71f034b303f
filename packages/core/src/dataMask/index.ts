export * from './dataMask.js';
