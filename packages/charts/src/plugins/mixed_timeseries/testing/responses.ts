import type { ChartDataResult } from '../../../sdk/chartPlugin.js';

/**
 * A real answer of the preview server (POST /api/v1/chart/data) to the Mixed Chart's two queries over
 * the orders dataset in 2024, recorded 2026-11-21: Query A is revenue per quarter by region,
 * Query B the number of shipped orders per quarter.
 */
export const QUARTERLY_REVENUE_BY_REGION: ChartDataResult = {
  colnames: ['order_date', 'APAC', 'EMEA', 'LATAM', 'North America'],
  coltypes: [2, 0, 0, 0, 0],
  rowcount: 4,
  annotation_data: {},
  data: [
    {
      order_date: 1704067200000,
      APAC: 69131546.81999965,
      EMEA: 146278454.76999938,
      LATAM: 43119466.17000002,
      'North America': 44564209.869999975,
    },
    {
      order_date: 1711929600000,
      APAC: 48450411.26999988,
      EMEA: 100449490.77999982,
      LATAM: 29221290.84999998,
      'North America': 30566871.920000024,
    },
    {
      order_date: 1719792000000,
      APAC: 54295298.81999996,
      EMEA: 114918571.76999983,
      LATAM: 33552045.260000076,
      'North America': 34039997.36999999,
    },
    {
      order_date: 1727740800000,
      APAC: 103871602.4799997,
      EMEA: 219530716.02999988,
      LATAM: 62809985.94000001,
      'North America': 65707833.74000003,
    },
  ],
};

export const QUARTERLY_SHIPPED_ORDERS: ChartDataResult = {
  colnames: ['order_date', 'count'],
  coltypes: [2, 0],
  rowcount: 4,
  annotation_data: {},
  data: [
    { order_date: 1704067200000, count: 61629 },
    { order_date: 1711929600000, count: 42637 },
    { order_date: 1719792000000, count: 48295 },
    { order_date: 1727740800000, count: 92183 },
  ],
};
