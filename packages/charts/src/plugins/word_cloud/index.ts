import type { ChartPlugin } from '../../sdk/chartPlugin.js';
import { defineChartPlugin } from '../../sdk/defineChartPlugin.js';
import { controlPanel } from './controlPanel.js';
import type { WordCloudFormData } from './formData.js';
import { wordCloudQuery } from './query.js';
import { transformProps, type WordCloudProps } from './transformProps.js';

export const wordCloudPlugin: ChartPlugin<WordCloudFormData, WordCloudProps> = defineChartPlugin({
  metadata: {
    vizType: 'word_cloud',
    name: 'Word Cloud',
    category: 'Ranking',
    tags: ['Categorical', 'Comparison', 'Density', 'Single Metric'],
    description:
      'The values of a column drawn as words sized by a metric, so the leading ones stand out: the ' +
      'most common names, the busiest pages. Words take the categorical colors and can be ' +
      'horizontal, at right angles or at random angles. Click a word to cross-filter on it.',
    exampleCaption: 'Most popular baby names',
    behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL'],
  },
  controlPanel,
  ...wordCloudQuery,
  transformProps,
  loadComponent: () => import('./WordCloud.js'),
  drawsAsynchronously: true,
});
