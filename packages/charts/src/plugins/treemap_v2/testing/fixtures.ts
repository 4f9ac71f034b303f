/**
 * Real responses of the preview server (`POST /api/v1/chart/data` with the query context this plugin's
 * buildQuery makes for the example chart), recorded for the transformProps tests.
 */
import { chartResult } from '../../../sdk/testing/chartResult.js';

/** Example 'Revenue treemap': sum__sales by region and country. */
export const revenueByCountry = chartResult(
  ['region', 'country', 'sum__sales'],
  [1, 1, 0],
  [
    ['North America', 'United States', 383868943.54000115],
    ['EMEA', 'Germany', 275762880.53],
    ['EMEA', 'South Africa', 250366523.9499991],
    ['North America', 'Canada', 236889247.06999934],
    ['EMEA', 'Spain', 226348640.2699992],
    ['APAC', 'Japan', 215919023.25999987],
    ['LATAM', 'Mexico', 213121763.13],
    ['EMEA', 'Italy', 207968916.24000016],
    ['APAC', 'Australia', 203901456.79000056],
    ['LATAM', 'Brazil', 199779659.9899999],
    ['EMEA', 'Netherlands', 196399631.19000018],
    ['APAC', 'Singapore', 193782384.84999973],
    ['LATAM', 'Argentina', 190050838.49999997],
    ['EMEA', 'Sweden', 187850256.45999956],
    ['APAC', 'India', 185539601.92000028],
    ['EMEA', 'United Kingdom', 184288194.20999956],
    ['EMEA', 'Norway', 180817887.41000012],
    ['APAC', 'New Zealand', 179010148.00000098],
    ['EMEA', 'France', 176451110.8300005],
    ['EMEA', 'Switzerland', 175539992.82],
  ],
);
