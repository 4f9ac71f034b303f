export * from './sdk/index.js';
export { BUILT_IN_CHART_PLUGINS, registerBuiltInChartPlugins } from './plugins/index.js';
export { VIZ_TYPE_NAMES, vizTypeName } from './vizTypes.js';
