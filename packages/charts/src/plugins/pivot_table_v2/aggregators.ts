/**
 * The pivot's aggregate functions (Superset 3.1's `aggregateFunction` choices, from react-pivottable).
 * They combine the query's values that fall into one cell, subtotal or total; the query already grouped
 * by every row and column dimension, so a data cell usually holds one value per metric.
 */
export const AGGREGATE_FUNCTIONS = [
  'Count',
  'Count Unique Values',
  'List Unique Values',
  'Sum',
  'Average',
  'Median',
  'Sample Variance',
  'Sample Standard Deviation',
  'Minimum',
  'Maximum',
  'First',
  'Last',
  'Sum as Fraction of Total',
  'Sum as Fraction of Rows',
  'Sum as Fraction of Columns',
  'Count as Fraction of Total',
  'Count as Fraction of Rows',
  'Count as Fraction of Columns',
] as const;
export type AggregateFunction = (typeof AGGREGATE_FUNCTIONS)[number];

/** A cell's result: a number, the text of 'List Unique Values', or null when nothing fell into it. */
export type AggregateValue = number | string | null;

/** Which total a fraction divides by. */
export type FractionOf = 'total' | 'row' | 'col';

export function fractionOf(name: AggregateFunction): { base: 'Sum' | 'Count'; of: FractionOf } | null {
  const match = /^(Sum|Count) as Fraction of (Total|Rows|Columns)$/.exec(name);
  if (!match) return null;
  const of: FractionOf = match[2] === 'Total' ? 'total' : match[2] === 'Rows' ? 'row' : 'col';
  return { base: match[1] as 'Sum' | 'Count', of };
}

const collator = new Intl.Collator(undefined, { numeric: true });

/** react-pivottable's natural order: numbers before text, numbers by value, text naturally. */
export function naturalCompare(a: unknown, b: unknown): number {
  const missingA = a === null || a === undefined;
  const missingB = b === null || b === undefined;
  if (missingA || missingB) return missingA === missingB ? 0 : missingA ? 1 : -1;
  const x = typeof a === 'number' ? a : Number.NaN;
  const y = typeof b === 'number' ? b : Number.NaN;
  if (!Number.isNaN(x) && !Number.isNaN(y)) return x - y;
  if (!Number.isNaN(x)) return -1;
  if (!Number.isNaN(y)) return 1;
  return collator.compare(String(a), String(b));
}

const numbersOf = (values: readonly unknown[]) =>
  values.flatMap((value) => {
    const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
    return Number.isFinite(number) && value !== '' ? [number] : [];
  });

function sampleVariance(numbers: readonly number[]): number | null {
  if (numbers.length < 2) return null;
  const mean = numbers.reduce((sum, value) => sum + value, 0) / numbers.length;
  return numbers.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (numbers.length - 1);
}

/**
 * One aggregate over the values of a cell (fractions are computed by the caller from two Sums or
 * Counts). Values are what the query returned: numbers, numeric text, or other text.
 */
export function aggregate(
  name: Exclude<AggregateFunction, `${string} as Fraction of ${string}`>,
  values: readonly unknown[],
): AggregateValue {
  const present = values.filter((value) => value !== null && value !== undefined);
  switch (name) {
    case 'Count':
      return present.length;
    case 'Count Unique Values':
      return new Set(present.map(String)).size;
    case 'List Unique Values':
      return present.length ? [...new Set(present.map(String))].join(', ') : null;
    case 'First':
    case 'Last': {
      // Superset's "first" and "last" are the extremes of the natural sort order, not of arrival order.
      if (!present.length) return null;
      const sorted = [...present].sort(naturalCompare);
      const pick = name === 'First' ? sorted[0] : sorted[sorted.length - 1];
      return typeof pick === 'number' ? pick : numbersOf([pick]).length ? Number(pick) : String(pick);
    }
    default:
      break;
  }
  const numbers = numbersOf(present);
  if (numbers.length === 0) return null;
  switch (name) {
    case 'Sum':
      return numbers.reduce((sum, value) => sum + value, 0);
    case 'Average':
      return numbers.reduce((sum, value) => sum + value, 0) / numbers.length;
    case 'Median': {
      const sorted = [...numbers].sort((a, b) => a - b);
      const middle = Math.floor(sorted.length / 2);
      return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
    }
    case 'Sample Variance':
      return sampleVariance(numbers);
    case 'Sample Standard Deviation': {
      const variance = sampleVariance(numbers);
      return variance === null ? null : Math.sqrt(variance);
    }
    // Loops, not Math.min(...numbers): a spread of many thousand values overflows the call stack.
    case 'Minimum':
      return numbers.reduce((min, value) => (value < min ? value : min), numbers[0]!);
    case 'Maximum':
      return numbers.reduce((max, value) => (value > max ? value : max), numbers[0]!);
  }
}
