import { z } from 'zod';
import { GenericDataType, type CellValue } from '../engine.js';
import { numericValues, numbersToCells } from './cells.js';
import { PostProcessingError } from './errors.js';
import { groupRows, groupValues } from './grouping.js';
import { labeledField, requireColumns, type LabeledField, type LabeledFrame } from './labeledFrame.js';
import { midpointPercentileOfSorted, percentileOfSorted } from './numpyFunctions.js';
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
  // One sort serves the quartiles, the median and the whiskers.
  const sorted = values.filter((x) => !Number.isNaN(x)).sort();
  const n = sorted.length;
  const q1 = midpointPercentileOfSorted(sorted, 25);
  const q3 = midpointPercentileOfSorted(sorted, 75);
  let high = n ? sorted[n - 1]! : NaN;
  let low = n ? sorted[0]! : NaN;
  if (whiskerType === 'tukey') {
    const upperFence = q3 + 1.5 * (q3 - q1);
    const lowerFence = q1 - 1.5 * (q3 - q1);
    let top = n - 1;
    while (top >= 0 && sorted[top]! > upperFence) top -= 1;
    let bottom = 0;
    while (bottom < n && sorted[bottom]! < lowerFence) bottom += 1;
    high = top >= 0 ? sorted[top]! : NaN;
    low = bottom < n ? sorted[bottom]! : NaN;
  } else if (whiskerType === 'percentile') {
    high = percentileOfSorted(sorted, percentiles![1]);
    low = percentileOfSorted(sorted, percentiles![0]);
  }
  let sum = 0;
  for (const x of sorted) sum += x;
  // Outliers in row order, those above the upper whisker first (Superset's order).
  const above: number[] = [];
  const below: number[] = [];
  for (const x of values) {
    if (x > high) above.push(x);
    else if (x < low) below.push(x);
  }
  return {
    mean: n ? sum / n : NaN,
    median: n === values.length ? percentileOfSorted(sorted, 50) : NaN,
    max: high,
    min: low,
    q1,
    q3,
    count: values.length,
    outliers: [...above, ...below],
  };
}
