import type { ChartDataResult } from '../../sdk/chartPlugin.js';

/** POST /api/v1/chart/data on birth_names: boys and girls by state (sort by boys, row limit 5). */
export const BIRTHS_BY_STATE: ChartDataResult = {
  colnames: ['state', 'sum__num_boys', 'sum__num_girls'],
  coltypes: [1, 0, 0],
  rowcount: 5,
  data: [
    { state: 'CA', sum__num_boys: 529683, sum__num_girls: 489269 },
    { state: 'TX', sum__num_boys: 416221, sum__num_girls: 380074 },
    { state: 'FL', sum__num_boys: 308050, sum__num_girls: 283869 },
    { state: 'NY', sum__num_boys: 267639, sum__num_girls: 244560 },
    { state: 'PA', sum__num_boys: 175872, sum__num_girls: 162713 },
  ],
};

/** The same call on geo_points: count by city and category, three cities. */
export const POINTS_BY_CITY_AND_CATEGORY: ChartDataResult = {
  colnames: ['city', 'category', 'count'],
  coltypes: [1, 1, 0],
  rowcount: 15,
  data: [
    { city: 'New York', category: 'Store', count: 517 },
    { city: 'London', category: 'Store', count: 465 },
    { city: 'New York', category: 'Warehouse', count: 462 },
    { city: 'Tokyo', category: 'Store', count: 460 },
    { city: 'Tokyo', category: 'Warehouse', count: 334 },
    { city: 'New York', category: 'Office', count: 319 },
    { city: 'London', category: 'Warehouse', count: 313 },
    { city: 'Tokyo', category: 'Office', count: 287 },
    { city: 'London', category: 'Office', count: 258 },
    { city: 'New York', category: 'Customer', count: 239 },
    { city: 'Tokyo', category: 'Customer', count: 199 },
    { city: 'London', category: 'Customer', count: 185 },
    { city: 'New York', category: 'Partner', count: 114 },
    { city: 'London', category: 'Partner', count: 94 },
    { city: 'Tokyo', category: 'Partner', count: 83 },
  ],
};
