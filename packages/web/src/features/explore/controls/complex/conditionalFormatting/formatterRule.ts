import {
  COMPARATOR,
  COMPARATOR_CHOICES,
  CONDITIONAL_FORMATTING_COLOR_SCHEMES,
  isRangeComparator,
  type ConditionalFormattingDraft,
} from '@sightline/charts';

/**
 * The conditional formatting control's choices and rule helpers. The rules themselves (validation
 * messages, operators, color schemes) live in the charts SDK (sdk/conditionalFormatting) and are
 * reused here, never repeated.
 */

export type Choice = { value: string; label: string };

/** `options.operators` as [value, label] pairs, else the SDK's operators. */
export function operatorChoicesOf(operators: unknown): Choice[] {
  const pairs = Array.isArray(operators) ? operators : COMPARATOR_CHOICES;
  return pairs.flatMap((pair: unknown): Choice[] =>
    Array.isArray(pair) && typeof pair[0] === 'string'
      ? [{ value: pair[0], label: String(pair[1] ?? pair[0]) }]
      : [],
  );
}

/** `options.colorSchemes` as {value, label} (the saved value is the color), else the SDK's schemes. */
export function colorSchemeChoicesOf(colorSchemes: unknown): Choice[] {
  const list = Array.isArray(colorSchemes) ? colorSchemes : CONDITIONAL_FORMATTING_COLOR_SCHEMES;
  return list.flatMap((scheme: unknown): Choice[] => {
    const { value, label } = (scheme ?? {}) as { value?: unknown; label?: unknown };
    return typeof value === 'string' ? [{ value, label: typeof label === 'string' ? label : value }] : [];
  });
}

const numberOf = (value: unknown): number | undefined => {
  if (value === null || value === undefined || value === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
};

/** The rule to save: only the targets its operator uses, as numbers. */
export function ruleToSave(draft: ConditionalFormattingDraft): ConditionalFormattingDraft {
  const rule: ConditionalFormattingDraft = {
    column: draft.column,
    colorScheme: draft.colorScheme,
    operator: draft.operator,
  };
  if (isRangeComparator(draft.operator)) {
    rule.targetValueLeft = numberOf(draft.targetValueLeft);
    rule.targetValueRight = numberOf(draft.targetValueRight);
  } else if (draft.operator !== COMPARATOR.NONE) {
    rule.targetValue = numberOf(draft.targetValue);
  }
  return rule;
}

/** A rule in words: `count > 10`, `10 < count < 20`, or the column alone for operator None. */
export function ruleSummary(rule: ConditionalFormattingDraft, columnLabel: string): string {
  const { operator } = rule;
  if (!operator || operator === COMPARATOR.NONE) return columnLabel;
  if (isRangeComparator(operator)) {
    return `${rule.targetValueLeft ?? ''} ${operator.replace('x', columnLabel)} ${rule.targetValueRight ?? ''}`.trim();
  }
  return `${columnLabel} ${operator} ${rule.targetValue ?? ''}`.trim();
}
