export * from './exploreDatasource.js';
