import type { ChartPlugin } from '../../sdk/chartPlugin.js';
import { defineChartPlugin } from '../../sdk/defineChartPlugin.js';
import { buildQuery } from './buildQuery.js';
import { controlPanel } from './controlPanel.js';
import { wordCloudFormDataSchema, type WordCloudFormData } from './formData.js';
import { transformProps, type WordCloudProps } from './transformProps.js';

export const wordCloudPlugin: ChartPlugin<WordCloudFormData, WordCloudProps> = defineChartPlugin({
  metadata: {
    vizType: 'word_cloud',
    name: 'Word Cloud',
    category: 'Ranking',
    tags: ['Categorical', 'Comparison', 'Density', 'Single Metric'],
    description:
      'Visualizes the words in a column that appear the most often. Bigger font corresponds to higher ' +
      'frequency: each value of the column is drawn in a size proportional to its metric, colored by ' +
      'the categorical scheme, horizontal, at right angles or at random angles. Click a word to ' +
      'cross-filter on it.',
    exampleCaption: 'Most popular baby names',
    behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL'],
  },
  controlPanel,
  formDataSchema: wordCloudFormDataSchema,
  buildQuery,
  transformProps,
  loadComponent: () => import('./WordCloud.js'),
});
