import type { ControlValidator } from '../controlPanel.js';
import { COMPARATOR, isRangeComparator } from './config.js';
import { CONDITIONAL_FORMATTING_MESSAGES as MESSAGES } from './messages.js';

/**
 * Which fields of one conditional formatting rule are wrong, by field name. An empty object
 * means the rule can be applied. The form runs this on blur; the control validator below on the list.
 */
export type ConditionalFormattingField =
  'column' | 'colorScheme' | 'operator' | 'targetValue' | 'targetValueLeft' | 'targetValueRight';

export type ConditionalFormattingErrors = Partial<Record<ConditionalFormattingField, string>>;

/** The rule as the form holds it while editing: numbers may still be text. */
export interface ConditionalFormattingDraft {
  column?: string | null;
  colorScheme?: string | null;
  operator?: string | null;
  targetValue?: number | string | null;
  targetValueLeft?: number | string | null;
  targetValueRight?: number | string | null;
}

const isBlank = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

export function validateConditionalFormattingConfig(
  config: ConditionalFormattingDraft,
): ConditionalFormattingErrors {
  const errors: ConditionalFormattingErrors = {};
  if (isBlank(config.column)) errors.column = MESSAGES.required;
  if (isBlank(config.colorScheme)) errors.colorScheme = MESSAGES.required;
  if (isBlank(config.operator)) {
    errors.operator = MESSAGES.required;
    return errors;
  }
  if (config.operator === COMPARATOR.NONE) return errors;
  if (!isRangeComparator(config.operator)) {
    if (isBlank(config.targetValue)) errors.targetValue = MESSAGES.required;
    return errors;
  }
  const { targetValueLeft: left, targetValueRight: right } = config;
  if (isBlank(left)) errors.targetValueLeft = MESSAGES.required;
  if (isBlank(right)) errors.targetValueRight = MESSAGES.required;
  if (!isBlank(left) && !isBlank(right) && !(Number(left) < Number(right))) {
    errors.targetValueLeft = MESSAGES.leftNotSmaller;
    errors.targetValueRight = MESSAGES.rightNotGreater;
  }
  return errors;
}

/** The `conditional_formatting` control's validator: the first message of the first invalid rule. */
export const validateConditionalFormatting: ControlValidator = (value) => {
  if (!Array.isArray(value)) return false;
  for (const rule of value as unknown[]) {
    if (typeof rule !== 'object' || rule === null) return MESSAGES.required;
    const message = Object.values(validateConditionalFormattingConfig(rule as ConditionalFormattingDraft))[0];
    if (message) return message;
  }
  return false;
};
