import type { ChartPlugin } from '../../sdk/chartPlugin.js';
import { buildQuery } from './buildQuery.js';
import { controlPanel } from './controlPanel.js';
import { bigNumberTotalFormDataSchema, type BigNumberTotalFormData } from './formData.js';
import { transformProps, type BigNumberTotalProps } from './transformProps.js';

export const bigNumberTotalPlugin: ChartPlugin<BigNumberTotalFormData, BigNumberTotalProps> = {
  metadata: {
    vizType: 'big_number_total',
    name: 'Big Number',
    category: 'KPI',
    tags: ['Popular', 'Additive', 'Business', 'Report'],
    description:
      'Shows one number, front and center: a key metric over the filtered data, in the format you choose.',
    thumbnail: '/static/viz/big_number_total.png',
    exampleGallery: [{ url: '/static/viz/big_number_total-example-1.png', caption: 'Total revenue' }],
    behaviors: [],
  },
  controlPanel,
  formDataSchema: bigNumberTotalFormDataSchema,
  formDataVersion: 1,
  migrations: [],
  buildQuery,
  transformProps,
  loadComponent: () => import('./BigNumberTotal.js'),
};
