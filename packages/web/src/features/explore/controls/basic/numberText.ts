import type { ControlConfig } from '@sightline/charts';
import { validateInteger, validateNumber } from '@sightline/charts';

/** How a text control reads its text: as free text, an integer (isInt) or any number (isFloat). */
export type TextKind = 'text' | 'int' | 'float';

export function textKindOf(config: Pick<ControlConfig, 'isInt' | 'isFloat'>): TextKind {
  return config.isInt ? 'int' : config.isFloat ? 'float' : 'text';
}

export interface ParsedText {
  /** What the control reports: the number, or the text itself when it is free text, empty or invalid. */
  value: string | number;
  /** Message when the text is not the number the control expects; false when fine. */
  error: string | false;
}

/**
 * Reads what the user typed (Superset's TextControl rules): numeric controls report a number when the text
 * is one ('1.' is 1, '1.50' is 1.5 — the input keeps the text as typed), the text itself with the spec's
 * message when it is not, and '' for an empty input.
 */
export function parseControlText(text: string, kind: TextKind): ParsedText {
  if (kind === 'text' || text === '') return { value: text, error: false };
  const error = kind === 'int' ? validateInteger(text) : validateNumber(text);
  if (error) return { value: text, error };
  return { value: Number(text.trim()), error: false };
}

/** The text an input shows for a saved value. */
export function textOfValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/**
 * True when the text already stands for the value, so a value coming back from the form data (our own
 * report, e.g. 1.5 for '1.50') does not rewrite what the user is typing.
 */
export function textShowsValue(text: string, value: unknown, kind: TextKind): boolean {
  const parsed = parseControlText(text, kind).value;
  if (value === null || value === undefined) return parsed === '';
  if (typeof value === 'number' && typeof parsed === 'string') return false;
  return parsed === value || String(parsed) === String(value);
}
