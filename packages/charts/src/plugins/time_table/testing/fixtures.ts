import type { ChartDataResult } from '../../../sdk/chartPlugin.js';

/**
 * Real `POST /api/v1/chart/data` answers from the example orders dataset (preview server) for this
 * plugin's queries: yearly SUM(sales) by deal size (2022-2025, top 5 series), and COUNT(*) and
 * AVG(sales) per quarter of 2024. Rows arrive in metric order, not time order.
 */
export const YEARLY_BY_DEAL_SIZE: ChartDataResult[] = [
  {
    colnames: ['order_date', 'deal_size', 'sum__sales'],
    coltypes: [2, 1, 0],
    data: [
      {
        order_date: 1735689600000,
        deal_size: 'Medium',
        sum__sales: 940175559.159998,
      },
      {
        order_date: 1704067200000,
        deal_size: 'Medium',
        sum__sales: 856064028.2100091,
      },
      {
        order_date: 1672531200000,
        deal_size: 'Medium',
        sum__sales: 731073426.1600034,
      },
      {
        order_date: 1640995200000,
        deal_size: 'Medium',
        sum__sales: 514575009.8499985,
      },
      {
        order_date: 1735689600000,
        deal_size: 'Large',
        sum__sales: 238030909.73000056,
      },
      {
        order_date: 1704067200000,
        deal_size: 'Large',
        sum__sales: 175827985.97999978,
      },
      {
        order_date: 1704067200000,
        deal_size: 'Small',
        sum__sales: 168615779.66999954,
      },
      {
        order_date: 1735689600000,
        deal_size: 'Small',
        sum__sales: 167895487.23000014,
      },
      {
        order_date: 1672531200000,
        deal_size: 'Small',
        sum__sales: 161411104.41999972,
      },
      {
        order_date: 1640995200000,
        deal_size: 'Small',
        sum__sales: 126839161.7100001,
      },
      {
        order_date: 1672531200000,
        deal_size: 'Large',
        sum__sales: 118287868.68,
      },
      {
        order_date: 1640995200000,
        deal_size: 'Large',
        sum__sales: 64860780.15999998,
      },
    ],
    rowcount: 12,
  },
];

export const QUARTERLY_METRICS: ChartDataResult[] = [
  {
    colnames: ['order_date', 'count', 'avg__sales'],
    coltypes: [2, 0, 0],
    data: [
      {
        order_date: 1727740800000,
        count: 104774,
        avg__sales: 4313.285148891906,
      },
      {
        order_date: 1704067200000,
        count: 70164,
        avg__sales: 4319.789031839676,
      },
      {
        order_date: 1719792000000,
        count: 54951,
        avg__sales: 4309.401343378642,
      },
      {
        order_date: 1711929600000,
        count: 48414,
        avg__sales: 4310.490040484138,
      },
    ],
    rowcount: 4,
  },
];
