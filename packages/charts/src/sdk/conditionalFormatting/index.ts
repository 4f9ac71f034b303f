export * from './config.js';
export * from './messages.js';
export * from './validateConfig.js';
// Only the evaluation entry points: the color and rounding helpers stay private to this folder.
export {
  getColorFormatters,
  getColorFunction,
  type ColorFormatter,
  type ColorFormatters,
} from './colorFormatters.js';
