/** The conditional formatting form's texts; the words are part of the contract. */
export const CONDITIONAL_FORMATTING_MESSAGES = {
  required: 'Required',
  leftNotSmaller: 'This value should be smaller than the right target value',
  rightNotGreater: 'This value should be greater than the left target value',
} as const;
