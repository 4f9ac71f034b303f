export * from './sdk/index.js';
export { BUILT_IN_CHART_PLUGINS, registerBuiltInChartPlugins } from './plugins/index.js';
