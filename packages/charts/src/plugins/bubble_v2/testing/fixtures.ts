/**
 * Real responses of the preview server (`POST /api/v1/chart/data` with the query context this plugin's
 * buildQuery makes for the example chart), recorded for the transformProps tests.
 */
import { chartResult } from '../../../sdk/testing/chartResult.js';

/** Example 'Life expectancy vs GDP per capita' (2025): the first 20 of its 173 rows. */
export const lifeVsGdp = chartResult(
  ['country_name', 'region', 'avg__gdp_per_capita', 'avg__life_expectancy', 'sum__population'],
  [1, 1, 0, 0, 0],
  [
    ['Luxembourg', 'Europe & Central Asia', 134749.61, 83.38, 700000],
    ['Ireland', 'Europe & Central Asia', 104269.03, 81.93, 5300000],
    ['Switzerland', 'Europe & Central Asia', 103076.68, 83.83, 9000000],
    ['Singapore', 'East Asia & Pacific', 88187.82, 83.58, 6000000],
    ['United States', 'North America', 85829.45, 79.07, 340100000],
    ['Norway', 'Europe & Central Asia', 85531.27, 83.15, 5600000],
    ['Iceland', 'Europe & Central Asia', 84516.44, 83.37, 400000],
    ['Qatar', 'Middle East & North Africa', 78426.32, 81.26, 3000000],
    ['Denmark', 'Europe & Central Asia', 69592.75, 82.11, 6000000],
    ['Australia', 'East Asia & Pacific', 66628.83, 84.13, 27200000],
    ['Netherlands', 'Europe & Central Asia', 62064.92, 82.22, 18000000],
    ['Finland', 'Europe & Central Asia', 56675.04, 82.1, 5600000],
    ['Sweden', 'Europe & Central Asia', 55738.93, 82.89, 10600000],
    ['Austria', 'Europe & Central Asia', 55643.86, 81.73, 9100000],
    ['Israel', 'Middle East & North Africa', 55235.67, 82.97, 9800000],
    ['Germany', 'Europe & Central Asia', 54152.36, 80.79, 84500000],
    ['Canada', 'North America', 54039.89, 81.6, 40100000],
    ['Belgium', 'Europe & Central Asia', 53388.91, 82.01, 11800000],
    ['United Kingdom', 'Europe & Central Asia', 51531.86, 81.29, 69100000],
    ['New Zealand', 'East Asia & Pacific', 50628.78, 81.78, 5200000],
  ],
);
