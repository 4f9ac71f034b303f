import { z } from 'zod';

/**
 * The conditional formatting rule Superset saves under `conditional_formatting` (color
 * formatter): a column, an operator with its target value(s), and the color to tint matching cells with.
 */

/** Operators, as Superset stores them. */
export const COMPARATOR = {
  NONE: 'None',
  GREATER_THAN: '>',
  LESS_THAN: '<',
  GREATER_OR_EQUAL: '≥',
  LESS_OR_EQUAL: '≤',
  EQUAL: '=',
  NOT_EQUAL: '≠',
  BETWEEN: '< x <',
  BETWEEN_OR_EQUAL: '≤ x ≤',
  BETWEEN_OR_LEFT_EQUAL: '≤ x <',
  BETWEEN_OR_RIGHT_EQUAL: '< x ≤',
} as const;
export type Comparator = (typeof COMPARATOR)[keyof typeof COMPARATOR];

export const COMPARATORS: readonly Comparator[] = Object.values(COMPARATOR);

/** The range operators: they compare against a left and a right value instead of one target. */
export const MULTIPLE_VALUE_COMPARATORS: readonly Comparator[] = [
  COMPARATOR.BETWEEN,
  COMPARATOR.BETWEEN_OR_EQUAL,
  COMPARATOR.BETWEEN_OR_LEFT_EQUAL,
  COMPARATOR.BETWEEN_OR_RIGHT_EQUAL,
];

export function isRangeComparator(operator: string | null | undefined): boolean {
  return MULTIPLE_VALUE_COMPARATORS.includes(operator as Comparator);
}

/** The operator select's choices: the value is what is saved, the label what the user reads. */
export const COMPARATOR_CHOICES: readonly (readonly [Comparator, string])[] = COMPARATORS.map(
  (operator) => [operator, operator] as const,
);

/**
 * Color schemes. The saved value is the color itself (Superset 3.1 saves its theme's light
 * success/alert/error colors), so a rule keeps its color if the list changes.
 */
export const CONDITIONAL_FORMATTING_COLOR_SCHEMES = [
  { value: '#ACE1C4', label: 'green' },
  { value: '#FDE380', label: 'yellow' },
  { value: '#EFA1AA', label: 'red' },
] as const;

const optionalNumber = z
  .union([z.number(), z.string(), z.null()])
  .optional()
  .transform((value): number | undefined => {
    if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) {
      return undefined;
    }
    const number = Number(value);
    return Number.isFinite(number) ? number : undefined;
  });

const optionalString = z
  .string()
  .nullable()
  .optional()
  .transform((value) => value ?? undefined);

export const conditionalFormattingConfigSchema = z.looseObject({
  column: optionalString,
  operator: z
    .enum(COMPARATORS as [Comparator, ...Comparator[]])
    .nullable()
    .optional()
    .transform((value) => value ?? undefined),
  targetValue: optionalNumber,
  targetValueLeft: optionalNumber,
  targetValueRight: optionalNumber,
  colorScheme: optionalString,
});
/** A parsed rule: target values are numbers, missing fields undefined. */
export interface ConditionalFormattingConfig {
  column?: string;
  operator?: Comparator;
  targetValue?: number;
  targetValueLeft?: number;
  targetValueRight?: number;
  colorScheme?: string;
}

/** The form-data value: a list of rules, empty by default. */
export const conditionalFormattingSchema = z
  .array(conditionalFormattingConfigSchema)
  .nullable()
  .default([])
  .transform((value) => value ?? []);
