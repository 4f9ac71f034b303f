import { addOpacity, isValidColor } from '@sightline/core';
import { toNumber } from '../chartValues.js';
import {
  COMPARATOR,
  CONDITIONAL_FORMATTING_COLOR_SCHEMES,
  isRangeComparator,
  type ConditionalFormattingConfig,
} from './config.js';

/**
 * Evaluates conditional formatting rules like Superset does: a matching value gets the rule's color with
 * an opacity that grows with how far the value lies past the cutoff, towards the column's extreme value
 * (or the range's right end). Rules apply in order; for one value the last matching rule wins.
 */

/** A column's background for a value, or undefined when no rule matches. */
export type ColorFormatter = (value: unknown) => string | undefined;
/** Per column key. */
export type ColorFormatters = Readonly<Record<string, ColorFormatter>>;

const MIN_OPACITY_BOUNDED = 0.05;
const MIN_OPACITY_UNBOUNDED = 0;
const MAX_OPACITY = 1;

/** Rounds half away from zero at `precision` decimals without binary floating-point drift. */
export function round(value: number, precision = 0): number {
  return Number(`${Math.round(Number(`${value}e+${precision}`))}e-${precision}`);
}

export function getOpacity(
  value: number,
  cutoffPoint: number,
  extremeValue: number,
  minOpacity = MIN_OPACITY_BOUNDED,
  maxOpacity = MAX_OPACITY,
): number {
  if (extremeValue === cutoffPoint) return maxOpacity;
  return Math.min(
    maxOpacity,
    round(
      Math.abs(((maxOpacity - minOpacity) / (extremeValue - cutoffPoint)) * (value - cutoffPoint)) +
        minOpacity,
      2,
    ),
  );
}

/** The rule's color: a scheme name (green, yellow, red) or any color core's parseColor reads; else null. */
export function resolveSchemeColor(colorScheme: string): string | null {
  const named = CONDITIONAL_FORMATTING_COLOR_SCHEMES.find((scheme) => scheme.label === colorScheme);
  const color = named?.value ?? colorScheme;
  return isValidColor(color) ? color : null;
}

interface Match {
  cutoffValue: number;
  extremeValue: number;
}

type Comparison = (value: number, min: number, max: number) => Match | false;

function comparisonFor(config: ConditionalFormattingConfig): Comparison | null {
  const { operator, targetValue: target, targetValueLeft: left, targetValueRight: right } = config;
  if (isRangeComparator(operator)) {
    if (left === undefined || right === undefined) return null;
    const range = { cutoffValue: left, extremeValue: right };
    switch (operator) {
      case COMPARATOR.BETWEEN:
        return (value) => (value > left && value < right ? range : false);
      case COMPARATOR.BETWEEN_OR_EQUAL:
        return (value) => (value >= left && value <= right ? range : false);
      case COMPARATOR.BETWEEN_OR_LEFT_EQUAL:
        return (value) => (value >= left && value < right ? range : false);
      default:
        return (value) => (value > left && value <= right ? range : false);
    }
  }
  if (operator === COMPARATOR.NONE) {
    return (value, min, max) =>
      value >= min && value <= max ? { cutoffValue: min, extremeValue: max } : false;
  }
  if (target === undefined) return null;
  switch (operator) {
    case COMPARATOR.GREATER_THAN:
      return (value, _min, max) => (value > target ? { cutoffValue: target, extremeValue: max } : false);
    case COMPARATOR.LESS_THAN:
      return (value, min) => (value < target ? { cutoffValue: target, extremeValue: min } : false);
    case COMPARATOR.GREATER_OR_EQUAL:
      return (value, _min, max) => (value >= target ? { cutoffValue: target, extremeValue: max } : false);
    case COMPARATOR.LESS_OR_EQUAL:
      return (value, min) => (value <= target ? { cutoffValue: target, extremeValue: min } : false);
    case COMPARATOR.EQUAL:
      return (value) => (value === target ? { cutoffValue: target, extremeValue: target } : false);
    case COMPARATOR.NOT_EQUAL:
      // The gradient runs towards whichever end of the column lies further from the target.
      return (value, min, max) =>
        value === target
          ? false
          : {
              cutoffValue: target,
              extremeValue: Math.abs(target - min) > Math.abs(max - target) ? min : max,
            };
    default:
      return null;
  }
}

/** One rule as a function of a value, given the column's values (for the extremes). */
export function getColorFunction(
  config: ConditionalFormattingConfig,
  columnValues: readonly unknown[],
): ColorFormatter {
  const color = config.colorScheme ? resolveSchemeColor(config.colorScheme) : null;
  const compare = color ? comparisonFor(config) : null;
  if (!color || !compare) return () => undefined;
  const numbers = columnValues.map(toNumber).filter((value): value is number => value !== null);
  const min = numbers.length ? Math.min(...numbers) : Number.NaN;
  const max = numbers.length ? Math.max(...numbers) : Number.NaN;
  const minOpacity = config.operator === COMPARATOR.NONE ? MIN_OPACITY_UNBOUNDED : MIN_OPACITY_BOUNDED;
  return (raw) => {
    const value = toNumber(raw);
    if (value === null) return undefined;
    const match = compare(value, min, max);
    if (!match) return undefined;
    const opacity = getOpacity(value, match.cutoffValue, match.extremeValue, minOpacity, MAX_OPACITY);
    // '#RRGGBBAA', like Superset's addAlpha.
    return addOpacity(color, Number.isNaN(opacity) ? MAX_OPACITY : opacity);
  };
}

/**
 * Evaluation: the rules that can apply (a column and an operator, plus their target values
 * unless the operator is None) as one function per column over `data`'s values of that column.
 */
export function getColorFormatters(
  configs: readonly ConditionalFormattingConfig[] | null | undefined,
  data: readonly Readonly<Record<string, unknown>>[],
): ColorFormatters {
  const rulesByColumn = new Map<string, ColorFormatter[]>();
  for (const config of configs ?? []) {
    const { column, operator } = config;
    if (column === undefined || operator === undefined) continue;
    const hasTargets = isRangeComparator(operator)
      ? config.targetValueLeft !== undefined && config.targetValueRight !== undefined
      : operator === COMPARATOR.NONE || config.targetValue !== undefined;
    if (!hasTargets) continue;
    const rule = getColorFunction(
      config,
      data.map((row) => row[column]),
    );
    rulesByColumn.set(column, [...(rulesByColumn.get(column) ?? []), rule]);
  }
  const formatters: Record<string, ColorFormatter> = {};
  for (const [column, rules] of rulesByColumn) {
    formatters[column] = (value) => {
      let color: string | undefined;
      for (const rule of rules) color = rule(value) ?? color;
      return color;
    };
  }
  return formatters;
}
