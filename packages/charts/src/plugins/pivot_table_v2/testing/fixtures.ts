import type { ChartDataResult } from '../../../sdk/chartPlugin.js';

/**
 * A real `POST /api/v1/chart/data` answer from the example orders dataset (preview server) for this
 * plugin's query: rows region × product line, columns deal size, metrics SUM(sales) and COUNT(*),
 * filtered to APAC and EMEA and three product lines. Trains has no Large deals: that cell is missing.
 */
export const ORDERS_PIVOT_RESPONSE: ChartDataResult[] = [
  {
    colnames: ['deal_size', 'region', 'product_line', 'sum__sales', 'count'],
    coltypes: [1, 1, 1, 0, 0],
    data: [
      {
        deal_size: 'Medium',
        region: 'EMEA',
        product_line: 'Classic Cars',
        sum__sales: 564534555.5500023,
        count: 115979,
      },
      {
        deal_size: 'Medium',
        region: 'APAC',
        product_line: 'Classic Cars',
        sum__sales: 267287977.54000056,
        count: 54873,
      },
      {
        deal_size: 'Large',
        region: 'EMEA',
        product_line: 'Classic Cars',
        sum__sales: 227332936.78000033,
        count: 28249,
      },
      {
        deal_size: 'Medium',
        region: 'EMEA',
        product_line: 'Motorcycles',
        sum__sales: 183931112.10000047,
        count: 39727,
      },
      {
        deal_size: 'Large',
        region: 'APAC',
        product_line: 'Classic Cars',
        sum__sales: 108756134.81000012,
        count: 13506,
      },
      {
        deal_size: 'Medium',
        region: 'APAC',
        product_line: 'Motorcycles',
        sum__sales: 88310821.99000011,
        count: 19029,
      },
      {
        deal_size: 'Small',
        region: 'EMEA',
        product_line: 'Classic Cars',
        sum__sales: 61833842.42999992,
        count: 24673,
      },
      {
        deal_size: 'Small',
        region: 'EMEA',
        product_line: 'Motorcycles',
        sum__sales: 37061125.24999997,
        count: 15706,
      },
      {
        deal_size: 'Medium',
        region: 'EMEA',
        product_line: 'Trains',
        sum__sales: 36269942.98999998,
        count: 9492,
      },
      {
        deal_size: 'Small',
        region: 'EMEA',
        product_line: 'Trains',
        sum__sales: 31040699.570000034,
        count: 14840,
      },
      {
        deal_size: 'Small',
        region: 'APAC',
        product_line: 'Classic Cars',
        sum__sales: 29391117.469999906,
        count: 11735,
      },
      {
        deal_size: 'Large',
        region: 'EMEA',
        product_line: 'Motorcycles',
        sum__sales: 18177377.479999997,
        count: 2428,
      },
      {
        deal_size: 'Small',
        region: 'APAC',
        product_line: 'Motorcycles',
        sum__sales: 17665084.159999974,
        count: 7452,
      },
      {
        deal_size: 'Medium',
        region: 'APAC',
        product_line: 'Trains',
        sum__sales: 17290342.57,
        count: 4528,
      },
      {
        deal_size: 'Small',
        region: 'APAC',
        product_line: 'Trains',
        sum__sales: 14753517.24,
        count: 7047,
      },
      {
        deal_size: 'Large',
        region: 'APAC',
        product_line: 'Motorcycles',
        sum__sales: 8736190.549999993,
        count: 1168,
      },
    ],
    rowcount: 16,
  },
];
