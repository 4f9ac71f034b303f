import { toNumber } from '../../sdk/chartValues.js';

/**
 * Superset's cell bars: a bar behind each number, its length the value's share of the column's range.
 * Aligned bars all start at the left edge and measure |value| against the largest |value|; otherwise
 * bars grow left (negative) or right (positive) from the zero line. Percentages are whole numbers.
 */
export type ValueRange = readonly [min: number, max: number];

export interface CellBar {
  /** Left edge, percent of the cell width. */
  offset: number;
  /** Bar length, percent of the cell width. */
  width: number;
  /** Negative values turn red when colorPositiveNegative is on. */
  color: string;
}

export function valueRange(values: readonly unknown[], alignPositiveNegative: boolean): ValueRange | null {
  const numbers = values.map(toNumber).filter((value): value is number => value !== null);
  if (numbers.length === 0) return null;
  if (alignPositiveNegative) return [0, Math.max(...numbers.map(Math.abs))];
  return [Math.min(...numbers), Math.max(...numbers)];
}

export function cellBar(
  raw: unknown,
  range: ValueRange | null,
  alignPositiveNegative: boolean,
  colorPositiveNegative: boolean,
): CellBar | null {
  const value = toNumber(raw);
  if (value === null || range === null) return null;
  const [min, max] = range;
  const color = `rgba(${colorPositiveNegative && value < 0 ? 150 : 0},0,0,0.2)`;
  if (alignPositiveNegative) {
    return { offset: 0, width: max === 0 ? 0 : Math.abs(Math.round((value / max) * 100)), color };
  }
  const positive = Math.abs(Math.max(max, 0));
  const negative = Math.abs(Math.min(min, 0));
  const total = positive + negative;
  if (total === 0) return { offset: 0, width: 0, color };
  return {
    offset: Math.round((Math.min(negative + value, negative) / total) * 100),
    width: Math.round((Math.abs(value) / total) * 100),
    color,
  };
}
