export * from './truncateLabel.js';
