import { z } from 'zod';
import { GenericDataType, type CellValue } from '../engine.js';
import { numericValues, numbersToCells } from './cells.js';
import { PostProcessingError } from './errors.js';
import { groupRows, groupValues } from './grouping.js';
import { labeledField, requireColumns, type LabeledField, type LabeledFrame } from './labeledFrame.js';
import { midpointPercentileOf, percentileOf } from './numpyFunctions.js';
import { parseOptions } from './options.js';

const optionsSchema = z.looseObject({
  groupby: z.array(z.string()).nullish(),
  metrics: z.array(z.string()).nullish(),
  whisker_type: z.enum(['tukey', 'min/max', 'percentile']),
  percentiles: z.unknown().optional(),
});

const STATISTICS = ['mean', 'median', 'max', 'min', 'q1', 'q3', 'count', 'outliers'] as const;
type Statistic = (typeof STATISTICS)[number];

const PERCENTILES_MESSAGE =
  'percentiles must be a list or tuple with two numeric values, of which the first is lower than the second value';

function present(values: Float64Array): Float64Array {
  return values.filter((x) => !Number.isNaN(x));
}

/** Largest (sign 1) or smallest (sign -1) value; a loop, since spreading a large group overflows the stack. */
function extremeOf(values: Float64Array, sign: 1 | -1): number {
  let best = NaN;
  for (const x of values) if (Number.isNaN(best) || (x - best) * sign > 0) best = x;
  return best;
}

/**
 * `boxplot`: per group, for each metric, the columns `<metric>__mean, __median, __max, __min, __q1,
 * __q3, __count, __outliers` (statistic-major order, as Superset builds them). Quartiles are numpy's
 * midpoint percentiles; whiskers are Tukey's 1.5 IQR fences, the min/max, or two percentiles. As numpy
 * computes them, median is missing when the group has a missing value and count includes missing
 * values. `__outliers` cells are arrays of numbers (the JSON result carries them as lists).
 */
export function boxplot(frame: LabeledFrame, rawOptions: unknown): LabeledFrame {
  const options = parseOptions('boxplot', optionsSchema, rawOptions);
  const groupby = options.groupby ?? [];
  const metrics = options.metrics ?? [];
  requireColumns(frame, groupby, 'boxplot');
  let whiskerPercentiles: [number, number] | null = null;
  if (options.whisker_type === 'percentile') {
    const given = options.percentiles;
    if (
      !Array.isArray(given) ||
      given.length !== 2 ||
      typeof given[0] !== 'number' ||
      typeof given[1] !== 'number' ||
      given[0] >= given[1]
    ) {
      throw new PostProcessingError(PERCENTILES_MESSAGE, 'boxplot');
    }
    whiskerPercentiles = [given[0], given[1]];
  }
  const metricColumns = metrics.map((metric) => {
    const column = frame.columns.find((candidate) => candidate.name === metric);
    if (!column)
      throw new PostProcessingError(`Column referenced by aggregate is undefined: ${metric}`, 'boxplot');
    return numericValues(column);
  });
  const keyFields = groupby.map((name) => frame.columns.find((column) => column.name === name)!);
  const grouping = groupRows(keyFields, frame.length);

  const results = new Map<string, CellValue[]>();
  for (const statistic of STATISTICS) {
    for (const metric of metrics)
      results.set(`${metric}__${statistic}`, new Array<CellValue>(grouping.groupCount));
  }
  metrics.forEach((metric, m) => {
    for (let group = 0; group < grouping.groupCount; group += 1) {
      const stats = boxStatistics(
        groupValues(grouping, metricColumns[m]!, group),
        options.whisker_type,
        whiskerPercentiles,
      );
      for (const statistic of STATISTICS) {
        const value = stats[statistic];
        results.get(`${metric}__${statistic}`)![group] = Array.isArray(value)
          ? // Outlier lists travel in the frame as they do in Superset's JSON: one array per cell.
            (value as unknown as CellValue)
          : numbersToCells([value as number])[0]!;
      }
    }
  });
  const keyColumns = keyFields.map((field) =>
    labeledField(
      { type: field.type, values: Array.from(grouping.firstRow, (row) => field.values[row] ?? null) },
      [field.name],
    ),
  );
  const statColumns: LabeledField[] = [...results].map(([name, values]) =>
    labeledField({ type: GenericDataType.NUMERIC, values }, [name]),
  );
  return {
    index: [],
    columns: [...keyColumns, ...statColumns],
    length: grouping.groupCount,
    levelNames: [null],
  };
}

function boxStatistics(
  values: Float64Array,
  whiskerType: 'tukey' | 'min/max' | 'percentile',
  percentiles: [number, number] | null,
): Record<Statistic, number | number[]> {
  const finite = present(values);
  const q1 = midpointPercentileOf(finite, 25);
  const q3 = midpointPercentileOf(finite, 75);
  let high: number;
  let low: number;
  if (whiskerType === 'tukey') {
    const upperFence = q3 + 1.5 * (q3 - q1);
    const lowerFence = q1 - 1.5 * (q3 - q1);
    high = extremeOf(
      finite.filter((x) => x <= upperFence),
      1,
    );
    low = extremeOf(
      finite.filter((x) => x >= lowerFence),
      -1,
    );
  } else if (whiskerType === 'percentile') {
    high = percentileOf(finite, percentiles![1]);
    low = percentileOf(finite, percentiles![0]);
  } else {
    high = extremeOf(finite, 1);
    low = extremeOf(finite, -1);
  }
  let sum = 0;
  for (const x of finite) sum += x;
  return {
    mean: finite.length ? sum / finite.length : NaN,
    median: finite.length === values.length ? percentileOf(finite, 50) : NaN,
    max: high,
    min: low,
    q1,
    q3,
    count: values.length,
    outliers: [...finite.filter((x) => x > high), ...finite.filter((x) => x < low)],
  };
}
