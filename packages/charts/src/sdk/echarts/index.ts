// `@sightline/charts/echarts`: the ECharts wrapper for code that loads it lazily (dynamic plugin bundles
// get it as `loadECharts()`), so ECharts stays out of the app's first bundle.
export { EChart, type EChartProps, type EChartEventHandlers, type EChartEventParams } from './EChart.js';
export { default as EChartsChart, type EChartsChartProps } from './EChartsChart.js';
export { echarts } from './echartsCore.js';
