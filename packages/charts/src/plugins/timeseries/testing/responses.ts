import type { ChartDataResult } from '../../../sdk/chartPlugin.js';

/**
 * Real answers of the preview server (POST /api/v1/chart/data) to the query contexts this family's
 * buildQuery produces for the example datasets, recorded 2026-11-21. Only the fields charts read are kept.
 */

/** Births per year by gender, 2000-2003 (birth_names). */
export const BIRTHS_BY_GENDER: ChartDataResult = {
  colnames: ['ds', 'boy', 'girl'],
  coltypes: [2, 0, 0],
  rowcount: 4,
  annotation_data: {},
  data: [
    { ds: 946684800000, boy: 131061, girl: 120815 },
    { ds: 978307200000, boy: 129528, girl: 120570 },
    { ds: 1009843200000, boy: 130088, girl: 120893 },
    { ds: 1041379200000, boy: 127994, girl: 120316 },
  ],
};

/** The same with "1 year ago" as actual values. */
export const BIRTHS_TIME_SHIFT: ChartDataResult = {
  colnames: ['ds', 'boy', 'girl', '1 year ago, boy', '1 year ago, girl'],
  coltypes: [2, 0, 0, 0, 0],
  rowcount: 3,
  annotation_data: {},
  data: [
    { ds: 946684800000, boy: 131061, girl: 120815, '1 year ago, boy': 132588, '1 year ago, girl': 121229 },
    { ds: 978307200000, boy: 129528, girl: 120570, '1 year ago, boy': 131061, '1 year ago, girl': 120815 },
    { ds: 1009843200000, boy: 130088, girl: 120893, '1 year ago, boy': 129528, '1 year ago, girl': 120570 },
  ],
};

/** Two metrics, no dimension. */
export const BIRTHS_TWO_METRICS: ChartDataResult = {
  colnames: ['ds', 'sum__num_boys', 'sum__num_girls'],
  coltypes: [2, 0, 0],
  rowcount: 3,
  annotation_data: {},
  data: [
    { ds: 1262304000000, sum__num_boys: 114571, sum__num_girls: 111359 },
    { ds: 1293840000000, sum__num_boys: 112030, sum__num_girls: 107378 },
    { ds: 1325376000000, sum__num_boys: 109393, sum__num_girls: 104312 },
  ],
};

/** Monthly revenue, first half of 2024 (orders). */
export const MONTHLY_REVENUE: ChartDataResult = {
  colnames: ['order_date', 'sum__sales'],
  coltypes: [2, 0],
  rowcount: 6,
  annotation_data: {},
  data: [
    { order_date: 1704067200000, sum__sales: 129511750.13000003 },
    { order_date: 1706745600000, sum__sales: 91882938.96999978 },
    { order_date: 1709251200000, sum__sales: 81698988.5299998 },
    { order_date: 1711929600000, sum__sales: 71058861.52000004 },
    { order_date: 1714521600000, sum__sales: 70750140.44000018 },
    { order_date: 1717200000000, sum__sales: 66879062.86000009 },
  ],
};

/** Revenue by product line (a string x-axis) and deal size. */
export const DEAL_SIZE_BY_PRODUCT_LINE: ChartDataResult = {
  colnames: ['product_line', 'Large', 'Medium', 'Small'],
  coltypes: [1, 0, 0, 0],
  rowcount: 7,
  annotation_data: {},
  data: [
    {
      product_line: 'Classic Cars',
      Large: 471387609.54000026,
      Medium: 1167198360.8600073,
      Small: 128303426.09000012,
    },
    {
      product_line: 'Motorcycles',
      Large: 37852827.76000003,
      Medium: 382257427.86000097,
      Small: 76960508.82999997,
    },
    { product_line: 'Planes', Large: 4570891.779999999, Medium: 284091207.7699998, Small: 81138465.50999978 },
    { product_line: 'Ships', Large: 382199.7799999999, Medium: 202811618.48999995, Small: 73068592.53999956 },
    { product_line: 'Trains', Large: null, Medium: 74588507.9800002, Small: 64217774.60000001 },
    {
      product_line: 'Trucks and Buses',
      Large: 52297090.91999994,
      Medium: 327480044.4700022,
      Small: 56483537.490000114,
    },
    {
      product_line: 'Vintage Cars',
      Large: 30516924.76999999,
      Medium: 603460855.9499986,
      Small: 144589227.97000015,
    },
  ],
};

/** Row contribution of the top 3 product lines per quarter of 2024. */
export const QUARTERLY_SHARE: ChartDataResult = {
  colnames: ['order_date', 'Classic Cars', 'Motorcycles', 'Vintage Cars'],
  coltypes: [2, 0, 0, 0],
  rowcount: 4,
  annotation_data: {},
  data: [
    {
      order_date: 1704067200000,
      'Classic Cars': 0.5800448690071986,
      Motorcycles: 0.1644760161016677,
      'Vintage Cars': 0.2554791148911337,
    },
    {
      order_date: 1711929600000,
      'Classic Cars': 0.5790115256618515,
      Motorcycles: 0.16281943436057625,
      'Vintage Cars': 0.2581690399775722,
    },
    {
      order_date: 1719792000000,
      'Classic Cars': 0.5823461289501972,
      Motorcycles: 0.1629745653913748,
      'Vintage Cars': 0.25467930565842783,
    },
    {
      order_date: 1727740800000,
      'Classic Cars': 0.5828508629918645,
      Motorcycles: 0.16015473859757287,
      'Vintage Cars': 0.2569943984105626,
    },
  ],
};

/** Cumulative revenue by device and browser (web_events), top 4 series. */
export const CUMULATIVE_REVENUE: ChartDataResult = {
  colnames: ['event_time', 'desktop, Chrome', 'desktop, Safari', 'mobile, Chrome', 'mobile, Safari'],
  coltypes: [2, 0, 0, 0, 0],
  rowcount: 3,
  annotation_data: {},
  data: [
    {
      event_time: 1735689600000,
      'desktop, Chrome': 24587.880000000012,
      'desktop, Safari': 7516.809999999999,
      'mobile, Chrome': 16924.600000000002,
      'mobile, Safari': 4808.009999999999,
    },
    {
      event_time: 1738368000000,
      'desktop, Chrome': 50066.39000000001,
      'desktop, Safari': 16262.189999999995,
      'mobile, Chrome': 33568.09999999999,
      'mobile, Safari': 10747.59,
    },
    {
      event_time: 1740787200000,
      'desktop, Chrome': 79362.10000000002,
      'desktop, Safari': 26639.139999999992,
      'mobile, Chrome': 52813.64999999998,
      'mobile, Safari': 16652.97,
    },
  ],
};

/**
 * Monthly revenue (last 3 months of 2025) with two chart-sourced annotation layers: "Record days" (EVENT,
 * a table chart of the 3 best days) and "Peak months" (INTERVAL, the 2 best months with their ends).
 */
export const ANNOTATED_MONTHLY_REVENUE: ChartDataResult = {
  colnames: ['order_date', 'sum__sales'],
  coltypes: [2, 0],
  rowcount: 3,
  annotation_data: {
    'Record days': {
      records: [
        { day: 1765584000000, title: 'Record day', sum__sales: 7096569.919999996 },
        { day: 1765238400000, title: 'Record day', sum__sales: 7028386.289999999 },
        { day: 1765843200000, title: 'Record day', sum__sales: 7017103.919999998 },
      ],
    },
    'Peak months': {
      records: [
        { start: 1764547200000, end: 1767225600000, title: 'Peak month', sum__sales: 205562939.08000058 },
        { start: 1733011200000, end: 1735689600000, title: 'Peak month', sum__sales: 185826778.3999991 },
      ],
    },
  },
  data: [
    { order_date: 1759276800000, sum__sales: 127726315.57000022 },
    { order_date: 1761955200000, sum__sales: 170050921.57000047 },
    { order_date: 1764547200000, sum__sales: 205562939.0799991 },
  ],
};
