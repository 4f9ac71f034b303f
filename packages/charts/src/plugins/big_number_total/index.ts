import type { ChartPlugin } from '../../sdk/chartPlugin.js';
import { defineChartPlugin } from '../../sdk/defineChartPlugin.js';
import { controlPanel } from './controlPanel.js';
import type { BigNumberTotalFormData } from './formData.js';
import { bigNumberTotalQuery } from './query.js';
import { transformProps, type BigNumberTotalProps } from './transformProps.js';

export const bigNumberTotalPlugin: ChartPlugin<BigNumberTotalFormData, BigNumberTotalProps> =
  defineChartPlugin({
    metadata: {
      vizType: 'big_number_total',
      name: 'Big Number',
      category: 'KPI',
      tags: ['Popular', 'Additive', 'Business', 'Report'],
      description:
        'Shows one number, front and center: a key metric over the filtered data, in the format you choose.',
      exampleCaption: 'Total revenue',
      behaviors: [],
    },
    controlPanel,
    ...bigNumberTotalQuery,
    transformProps,
    loadComponent: () => import('./BigNumberTotal.js'),
  });
