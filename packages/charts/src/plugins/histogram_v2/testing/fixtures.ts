/**
 * Real responses of the preview server (`POST /api/v1/chart/data` with the query context this plugin's
 * buildQuery makes for the example chart), recorded for the transformProps tests.
 */
import { chartResult } from '../../../sdk/testing/chartResult.js';

/** Example 'Latency distribution': latency_ms in 20 bins per device. */
export const latencyByDevice = chartResult(
  [
    'device',
    '18.0 - 57.9',
    '57.9 - 97.8',
    '97.8 - 137.7',
    '137.7 - 177.6',
    '177.6 - 217.5',
    '217.5 - 257.4',
    '257.4 - 297.3',
    '297.3 - 337.2',
    '337.2 - 377.09999999999997',
    '377.09999999999997 - 417.0',
    '417.0 - 456.9',
    '456.9 - 496.79999999999995',
    '496.79999999999995 - 536.6999999999999',
    '536.6999999999999 - 576.6',
    '576.6 - 616.5',
    '616.5 - 656.4',
    '656.4 - 696.3',
    '696.3 - 736.1999999999999',
    '736.1999999999999 - 776.1',
    '776.1 - 816.0',
  ],
  [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  [
    ['desktop', 435, 1752, 1624, 882, 461, 179, 90, 34, 11, 9, 0, 3, 0, 0, 0, 0, 0, 0, 0, 0],
    ['mobile', 58, 542, 944, 836, 545, 371, 230, 125, 61, 38, 26, 8, 11, 4, 1, 1, 1, 0, 1, 1],
    ['tablet', 24, 149, 221, 142, 84, 44, 24, 15, 6, 3, 0, 0, 1, 0, 2, 1, 0, 0, 0, 0],
  ],
);
