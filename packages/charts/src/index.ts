export * from './sdk/index.js';
export {
  BUILT_IN_CHART_PLUGINS,
  BUILT_IN_FILTER_PLUGINS,
  registerBuiltInChartPlugins,
  registerBuiltInFilterPlugins,
} from './plugins/index.js';
