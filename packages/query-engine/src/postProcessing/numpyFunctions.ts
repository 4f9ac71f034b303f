import { PostProcessingError } from './errors.js';

/**
 * The numpy aggregate functions Superset's `aggregates` options name (NUMPY_FUNCTIONS), as they behave
 * when pandas hands them a group's column: functions that numpy forwards to the pandas Series method
 * (sum, mean, min, max, prod, std, var, argmin, argmax) skip missing values; median, percentile and
 * average see the raw array, so one missing value makes the result missing; the nan* variants skip.
 * std and var use numpy's default ddof=0 unless `options.ddof` says otherwise.
 */
export type NumpyReducer = (values: Float64Array) => number;

function finite(values: Float64Array): Float64Array {
  let count = 0;
  for (const value of values) if (!Number.isNaN(value)) count += 1;
  if (count === values.length) return values;
  const out = new Float64Array(count);
  let i = 0;
  for (const value of values) if (!Number.isNaN(value)) out[i++] = value;
  return out;
}

function hasNaN(values: Float64Array): boolean {
  for (const value of values) if (Number.isNaN(value)) return true;
  return false;
}

function sum(values: Float64Array): number {
  let total = 0;
  for (const value of values) if (!Number.isNaN(value)) total += value;
  return total;
}

function mean(values: Float64Array): number {
  const present = finite(values);
  return present.length === 0 ? NaN : sum(present) / present.length;
}

function extreme(values: Float64Array, sign: 1 | -1): number {
  let best = NaN;
  for (const value of values) {
    if (Number.isNaN(value)) continue;
    if (Number.isNaN(best) || (value - best) * sign > 0) best = value;
  }
  return best;
}

function argExtreme(values: Float64Array, sign: 1 | -1): number {
  let best = NaN;
  let position = -1;
  values.forEach((value, i) => {
    if (Number.isNaN(value)) return;
    if (position < 0 || (value - best) * sign > 0) {
      best = value;
      position = i;
    }
  });
  return position;
}

function product(values: Float64Array): number {
  let total = 1;
  for (const value of values) if (!Number.isNaN(value)) total *= value;
  return total;
}

/** Variance with `ddof` over the present values; NaN when there are not more than ddof of them. */
export function variance(values: Float64Array, ddof: number): number {
  const present = finite(values);
  const n = present.length;
  if (n - ddof <= 0) return NaN;
  const average = sum(present) / n;
  let squares = 0;
  for (const value of present) squares += (value - average) ** 2;
  return squares / (n - ddof);
}

/** numpy's default ('linear') percentile of ascending values without NaN, q in 0..100. */
export function percentileOfSorted(sorted: Float64Array, q: number): number {
  if (sorted.length === 0) return NaN;
  const position = (q / 100) * (sorted.length - 1);
  const lower = Math.floor(position);
  const upper = Math.min(lower + 1, sorted.length - 1);
  return sorted[lower]! + (sorted[upper]! - sorted[lower]!) * (position - lower);
}

/** numpy's 'midpoint' percentile of ascending values without NaN (boxplot quartiles). */
export function midpointPercentileOfSorted(sorted: Float64Array, q: number): number {
  if (sorted.length === 0) return NaN;
  const position = (q / 100) * (sorted.length - 1);
  return (sorted[Math.floor(position)]! + sorted[Math.ceil(position)]!) / 2;
}

/** numpy's default ('linear') percentile of values without NaN, q in 0..100. */
export function percentileOf(values: Float64Array, q: number): number {
  return percentileOfSorted(Float64Array.from(values).sort(), q);
}

function optionNumber(
  options: Record<string, unknown>,
  name: string,
  fallback: number | undefined,
  operator: string,
): number {
  const value = options[name] ?? fallback;
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new PostProcessingError(`The ${operator} operator needs a numeric "${name}" option`);
  }
  return value;
}

function percentileReducer(
  options: Record<string, unknown>,
  skipNaN: boolean,
  operator: string,
): NumpyReducer {
  const q = optionNumber(options, 'q', undefined, operator);
  if (q < 0 || q > 100) throw new PostProcessingError('Percentiles must be in the range [0, 100]');
  return (values) => (!skipNaN && hasNaN(values) ? NaN : percentileOf(finite(values), q));
}

type ReducerFactory = (options: Record<string, unknown>, operator: string) => NumpyReducer;

const REDUCERS: Record<string, ReducerFactory> = {
  average: () => (values) => (hasNaN(values) || values.length === 0 ? NaN : sum(values) / values.length),
  argmin: () => (values) => argExtreme(values, -1),
  argmax: () => (values) => argExtreme(values, 1),
  count: () => (values) => values.length,
  count_nonzero: () => (values) => values.reduce((count, value) => (value !== 0 ? count + 1 : count), 0),
  max: () => (values) => extreme(values, 1),
  mean: () => mean,
  median: () => (values) => (hasNaN(values) ? NaN : percentileOf(values, 50)),
  nansum: () => sum,
  nanmin: () => (values) => extreme(values, -1),
  nanmax: () => (values) => extreme(values, 1),
  nanmean: () => mean,
  nanmedian: () => (values) => percentileOf(finite(values), 50),
  nanpercentile: (options, operator) => percentileReducer(options, true, operator),
  min: () => (values) => extreme(values, -1),
  percentile: (options, operator) => percentileReducer(options, false, operator),
  prod: () => product,
  product: () => product,
  std: (options, operator) => {
    const ddof = optionNumber(options, 'ddof', 0, operator);
    return (values) => Math.sqrt(variance(values, ddof));
  },
  sum: () => sum,
  var: (options, operator) => {
    const ddof = optionNumber(options, 'ddof', 0, operator);
    return (values) => variance(values, ddof);
  },
};

/** The reducer for an `aggregates` entry, or Superset's "Invalid numpy function" error. */
export function numpyReducer(operator: string, options: Record<string, unknown> = {}): NumpyReducer {
  const factory = Object.hasOwn(REDUCERS, operator) ? REDUCERS[operator] : undefined;
  // cumsum/cumprod return one value per row, not per group, so they cannot aggregate.
  if (!factory) throw new PostProcessingError(`Invalid numpy function: ${operator}`);
  return factory(options, operator);
}
