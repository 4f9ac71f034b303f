export * from './frame.js';
