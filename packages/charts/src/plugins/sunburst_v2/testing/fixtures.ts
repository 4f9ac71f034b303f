/**
 * Real responses of the preview server (`POST /api/v1/chart/data` with the query context this plugin's
 * buildQuery makes for the example chart), recorded for the transformProps tests.
 */
import { chartResult } from '../../../sdk/testing/chartResult.js';

/** Example 'Product mix': sum__sales by product_line and deal_size. */
export const productMix = chartResult(
  ['product_line', 'deal_size', 'sum__sales'],
  [1, 1, 0],
  [
    ['Classic Cars', 'Medium', 1167198360.8600013],
    ['Vintage Cars', 'Medium', 603460855.9499948],
    ['Classic Cars', 'Large', 471387609.54000175],
    ['Motorcycles', 'Medium', 382257427.8599996],
    ['Trucks and Buses', 'Medium', 327480044.47000206],
    ['Planes', 'Medium', 284091207.77000016],
    ['Ships', 'Medium', 202811618.48999965],
    ['Vintage Cars', 'Small', 144589227.9700001],
    ['Classic Cars', 'Small', 128303426.08999988],
    ['Planes', 'Small', 81138465.50999981],
    ['Motorcycles', 'Small', 76960508.83000009],
    ['Trains', 'Medium', 74588507.98000011],
    ['Ships', 'Small', 73068592.53999975],
    ['Trains', 'Small', 64217774.6000001],
    ['Trucks and Buses', 'Small', 56483537.49000011],
    ['Trucks and Buses', 'Large', 52297090.92],
    ['Motorcycles', 'Large', 37852827.76000001],
    ['Vintage Cars', 'Large', 30516924.77],
    ['Planes', 'Large', 4570891.78],
    ['Ships', 'Large', 382199.78],
  ],
);

/** The same with count as the secondary metric. */
export const productMixWithCount = chartResult(
  ['product_line', 'deal_size', 'sum__sales', 'count'],
  [1, 1, 0, 0],
  [
    ['Classic Cars', 'Medium', 1167198360.8600123, 239657],
    ['Vintage Cars', 'Medium', 603460855.9499981, 133088],
    ['Classic Cars', 'Large', 471387609.5400001, 58580],
    ['Motorcycles', 'Medium', 382257427.8599979, 82506],
    ['Trucks and Buses', 'Medium', 327480044.47000074, 69594],
    ['Planes', 'Medium', 284091207.7699995, 64169],
    ['Ships', 'Medium', 202811618.4900006, 47398],
    ['Vintage Cars', 'Small', 144589227.96999928, 62324],
    ['Classic Cars', 'Small', 128303426.0900002, 51222],
    ['Planes', 'Small', 81138465.50999993, 35670],
    ['Motorcycles', 'Small', 76960508.82999977, 32590],
    ['Trains', 'Medium', 74588507.97999999, 19545],
    ['Ships', 'Small', 73068592.53999949, 32691],
    ['Trains', 'Small', 64217774.599999934, 30698],
    ['Trucks and Buses', 'Small', 56483537.48999981, 23499],
    ['Trucks and Buses', 'Large', 52297090.92000009, 6863],
    ['Motorcycles', 'Large', 37852827.76, 5063],
    ['Vintage Cars', 'Large', 30516924.769999962, 4155],
    ['Planes', 'Large', 4570891.780000001, 634],
    ['Ships', 'Large', 382199.77999999997, 54],
  ],
);
