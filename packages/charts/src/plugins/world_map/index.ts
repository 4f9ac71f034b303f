import type { ChartPlugin } from '../../sdk/chartPlugin.js';
import { defineChartPlugin } from '../../sdk/defineChartPlugin.js';
import type { EChartsChartProps } from '../../sdk/echarts/EChartsChart.js';
import { controlPanel } from './controlPanel.js';
import type { WorldMapFormData } from './formData.js';
import { worldMapQuery } from './query.js';
import { transformProps } from './transformProps.js';

export const worldMapPlugin: ChartPlugin<WorldMapFormData, EChartsChartProps> = defineChartPlugin({
  metadata: {
    vizType: 'world_map',
    name: 'World Map',
    category: 'Map',
    tags: ['Popular', 'ECharts', '2D', 'Comparison', 'Multi-Dimensions'],
    description:
      'A map of the world that shades each country by a metric, with optional bubbles at the countries ' +
      'whose size shows a second metric. The country column may hold full names, ISO 3166-1 alpha-2 or ' +
      'alpha-3 codes, or International Olympic Committee codes; values it cannot place are skipped. ' +
      'Click a country to cross-filter the dashboard on it.',
    exampleCaption: 'World population in 2025',
    behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL'],
  },
  controlPanel,
  ...worldMapQuery,
  transformProps,
  loadComponent: () => import('../../sdk/geo/GeoChart.js'),
});
