import { z } from 'zod';
import { columnMappingSchema, transformColumns } from './columnTransform.js';
import { cumulative } from './cum.js';
import { PostProcessingError } from './errors.js';
import { takeRows, type LabeledFrame } from './labeledFrame.js';
import { percentileOf } from './numpyFunctions.js';
import { parseOptions } from './options.js';

const optionsSchema = z.looseObject({
  rolling_type: z.string(),
  columns: columnMappingSchema.nullish(),
  window: z.number().int().nullish(),
  min_periods: z.number().int().min(0).nullish(),
  center: z.boolean().nullish(),
  win_type: z.string().nullish(),
  rolling_type_options: z.record(z.string(), z.unknown()).nullish(),
});

type WindowStat = 'sum' | 'mean' | 'std' | 'var' | 'min' | 'max' | 'median' | 'count';
const WINDOW_STATS = new Set<string>(['sum', 'mean', 'std', 'var', 'min', 'max', 'median', 'count']);

/**
 * One column through a pandas fixed window (`Series.rolling(window, min_periods, center)`): missing
 * values are skipped, a window with fewer than `minPeriods` present values gives NaN, std and var are
 * the sample statistics (ddof=1). Sum, mean and variance slide (add the entering value, remove the
 * leaving one, Welford for the variance as pandas does), so a wide window costs no more than a narrow one.
 */
export function rollingWindow(
  values: Float64Array,
  stat: WindowStat,
  window: number,
  minPeriods: number,
  center = false,
): Float64Array {
  const n = values.length;
  const out = new Float64Array(n);
  const offset = center ? Math.floor((window - 1) / 2) : 0;
  let lo = 0;
  let hi = 0;
  let nobs = 0;
  let total = 0;
  let mean = 0;
  let ssqdm = 0;
  // Like pandas: when the last `nobs` values added were all equal the variance is exactly 0.
  let previous = NaN;
  let sameRun = 0;
  const add = (x: number): void => {
    if (Number.isNaN(x)) return;
    sameRun = x === previous ? sameRun + 1 : 1;
    previous = x;
    nobs += 1;
    total += x;
    const delta = x - mean;
    mean += delta / nobs;
    ssqdm += delta * (x - mean);
  };
  const remove = (x: number): void => {
    if (Number.isNaN(x)) return;
    nobs -= 1;
    total -= x;
    if (nobs === 0) {
      mean = 0;
      ssqdm = 0;
      total = 0;
      return;
    }
    const delta = x - mean;
    mean -= delta / nobs;
    ssqdm -= delta * (x - mean);
  };
  for (let i = 0; i < n; i += 1) {
    // The window ends `offset` rows after i (centred) and is cut at both edges of the frame.
    const end = Math.min(n, i + offset + 1);
    const start = Math.max(0, i + offset + 1 - window);
    while (hi < end) add(values[hi++]!);
    while (lo < start) remove(values[lo++]!);
    if (nobs < minPeriods || (nobs === 0 && stat !== 'sum' && stat !== 'count')) {
      out[i] = NaN;
      continue;
    }
    switch (stat) {
      case 'sum':
        out[i] = nobs === 0 ? 0 : total;
        break;
      case 'count':
        out[i] = nobs;
        break;
      case 'mean':
        out[i] = total / nobs;
        break;
      case 'var':
      case 'std': {
        let variance = nobs > 1 ? Math.max(0, ssqdm) / (nobs - 1) : NaN;
        if (nobs > 1 && sameRun >= nobs) variance = 0;
        out[i] = stat === 'std' ? Math.sqrt(variance) : variance;
        break;
      }
      default:
        out[i] = windowScan(values, start, end, stat);
    }
  }
  return out;
}

function windowScan(
  values: Float64Array,
  start: number,
  end: number,
  stat: 'min' | 'max' | 'median',
): number {
  const present = values.subarray(start, end).filter((x) => !Number.isNaN(x));
  if (stat === 'median') return percentileOf(present, 50);
  let best = present[0]!;
  for (const x of present) best = stat === 'min' ? Math.min(best, x) : Math.max(best, x);
  return best;
}

/**
 * `rolling`: a moving mean, sum, std (and var, min, max, median, count) over `window` rows, or a
 * running total (`cumsum`). As in Superset, when `min_periods` is set the first `min_periods - 1` rows,
 * which cannot have a full enough window, are dropped from the result.
 */
export function rolling(frame: LabeledFrame, rawOptions: unknown): LabeledFrame {
  const options = parseOptions('rolling', optionsSchema, rawOptions);
  const type = options.rolling_type;
  const mapping = options.columns ?? {};
  if (options.win_type)
    throw new PostProcessingError('Invalid options for rolling: win_type is not supported', 'rolling');
  let result: LabeledFrame;
  if (type === 'cumsum') {
    result = transformColumns(frame, mapping, 'rolling', (values) => cumulative(values, 'sum'));
  } else {
    if (!WINDOW_STATS.has(type)) throw new PostProcessingError(`Invalid rolling_type: ${type}`, 'rolling');
    const window = options.window;
    if (window === null || window === undefined) {
      throw new PostProcessingError('Undefined window for rolling operation', 'rolling');
    }
    if (window <= 0) throw new PostProcessingError('Window must be > 0', 'rolling');
    const minPeriods = options.min_periods ?? window;
    if (minPeriods > window) {
      throw new PostProcessingError(`min_periods ${minPeriods} must be <= window ${window}`, 'rolling');
    }
    result = transformColumns(frame, mapping, 'rolling', (values) =>
      rollingWindow(values, type as WindowStat, window, minPeriods, options.center ?? false),
    );
  }
  const minPeriods = options.min_periods;
  if (minPeriods && minPeriods > 1) {
    const kept = Math.max(0, result.length - (minPeriods - 1));
    result = takeRows(
      result,
      Int32Array.from({ length: kept }, (_, i) => i + minPeriods - 1),
    );
  }
  return result;
}
