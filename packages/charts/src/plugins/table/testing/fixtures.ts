import type { ChartDataResult } from '../../../sdk/chartPlugin.js';

/**
 * Real `POST /api/v1/chart/data` answers from the example orders dataset (preview server), for the
 * queries this plugin's buildQuery makes: aggregate with a percent metric and totals, and a raw
 * server-paginated page (page 3 of 3 rows, searching customers for "red") with its row count.
 */
export const AGGREGATE_RESPONSE: ChartDataResult[] = [
  {
    colnames: ['product_line', 'deal_size', 'sum__sales', 'count', '%sum__sales'],
    coltypes: [1, 1, 0, 0, 0],
    data: [
      {
        product_line: 'Classic Cars',
        deal_size: 'Medium',
        sum__sales: 1167198360.860003,
        count: 239657,
        '%sum__sales': 0.3954212919222988,
      },
      {
        product_line: 'Vintage Cars',
        deal_size: 'Medium',
        sum__sales: 603460855.949995,
        count: 133088,
        '%sum__sales': 0.20443934748885773,
      },
      {
        product_line: 'Classic Cars',
        deal_size: 'Large',
        sum__sales: 471387609.54000187,
        count: 58580,
        '%sum__sales': 0.15969581847521855,
      },
      {
        product_line: 'Motorcycles',
        deal_size: 'Medium',
        sum__sales: 382257427.8599996,
        count: 82506,
        '%sum__sales': 0.12950046113834943,
      },
      {
        product_line: 'Trucks and Buses',
        deal_size: 'Medium',
        sum__sales: 327480044.4700022,
        count: 69594,
        '%sum__sales': 0.11094308097527548,
      },
    ],
    rowcount: 5,
  },
  {
    colnames: ['sum__sales', 'count'],
    coltypes: [0, 0],
    data: [
      {
        sum__sales: 4263657100.9599857,
        count: 1000000,
      },
    ],
    rowcount: 1,
  },
];

export const RAW_PAGE_RESPONSE: ChartDataResult[] = [
  {
    colnames: ['order_date', 'customer', 'status', 'sales'],
    coltypes: [2, 1, 1, 0],
    data: [
      {
        order_date: 1737296460000,
        customer: 'Red Rock Gifts Ltd',
        status: 'Shipped',
        sales: 10424.7,
      },
      {
        order_date: 1762252920000,
        customer: 'Red Rock Gifts Ltd',
        status: 'Shipped',
        sales: 10408.2,
      },
      {
        order_date: 1765095240000,
        customer: 'Red Rock Collectables',
        status: 'Shipped',
        sales: 10377.18,
      },
    ],
    rowcount: 3,
  },
  {
    colnames: ['rowcount'],
    coltypes: [0],
    data: [
      {
        rowcount: 55503,
      },
    ],
    rowcount: 1,
  },
];
