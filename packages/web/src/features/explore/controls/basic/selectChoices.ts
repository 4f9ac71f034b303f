import type { ControlConfig, SelectChoice } from '@sightline/charts';
import type { ExploreDatasource } from '@sightline/core';

export type ChoiceValue = SelectChoice[0];

/** An antd option: choice values travel as JSON keys so null, true and 5 stay apart from '5'. */
export interface ChoiceOption {
  value: string;
  label: string;
}

/**
 * The choices a select offers: its own `choices`, or, with `options.datasourceChoices`, a list the
 * dataset carries as [value, label] pairs (e.g. 'granularity_sqla' for the temporal columns). Undefined
 * when there is no list (yet), so nothing is dropped for want of choices.
 */
export function choicesOf(
  config: Pick<ControlConfig, 'choices' | 'options'>,
  datasource: ExploreDatasource | null,
): readonly SelectChoice[] | undefined {
  if (config.choices) return config.choices;
  const key = config.options?.datasourceChoices;
  if (typeof key !== 'string' || !datasource) return undefined;
  const list = (datasource as unknown as Record<string, unknown>)[key];
  return Array.isArray(list) ? (list as SelectChoice[]) : undefined;
}

export const choiceKey = (value: unknown): string => JSON.stringify(value ?? null);

export function choiceOptions(choices: readonly SelectChoice[]): ChoiceOption[] {
  return choices.map(([value, label]) => ({ value: choiceKey(value), label }));
}

/** True when every choice is a number, so free-form entries of digits become numbers (row_limit 2000). */
export function hasNumericChoices(choices: readonly SelectChoice[] | undefined): boolean {
  return !!choices && choices.length > 0 && choices.every(([value]) => typeof value === 'number');
}

/** A typed free-form entry: a number when the choices are numbers and the text is one, else the text. */
export function freeFormValue(text: string, choices: readonly SelectChoice[] | undefined): ChoiceValue {
  const trimmed = text.trim();
  if (hasNumericChoices(choices) && trimmed !== '' && Number.isFinite(Number(trimmed)))
    return Number(trimmed);
  return text;
}

/**
 * The value behind an option key. Every option is ours (choices, values already saved, the typed entry
 * of `searchOption`), so a key is always JSON; anything else is read as typed text.
 */
export function valueOfKey(key: string, choices: readonly SelectChoice[] | undefined): ChoiceValue {
  try {
    const parsed: unknown = JSON.parse(key);
    if (parsed === null || ['string', 'number', 'boolean'].includes(typeof parsed))
      return parsed as ChoiceValue;
  } catch {
    // not one of our keys
  }
  return freeFormValue(key, choices);
}

/**
 * The option a free-form select offers for what the user is typing (Superset's "allow new options"),
 * or null when the text is blank or already an option.
 */
export function searchOption(
  search: string,
  choices: readonly SelectChoice[] | undefined,
): ChoiceOption | null {
  if (search.trim() === '') return null;
  const value = freeFormValue(search, choices);
  const key = choiceKey(value);
  if (choices?.some(([choice, label]) => choiceKey(choice) === key || label === search)) return null;
  return { value: key, label: String(value) };
}

const sameValue = (a: unknown, b: unknown) => choiceKey(a) === choiceKey(b);

/**
 * A select that is not free form drops values that are not among its choices (a multi select
 * keeps the others, a single select becomes null). Returns the value itself when nothing is dropped, and
 * when there is no choice list to judge by.
 */
export function dropUnknownValues(
  value: unknown,
  choices: readonly SelectChoice[] | undefined,
  { freeForm = false, multi = false }: { freeForm?: boolean; multi?: boolean },
): unknown {
  if (freeForm || !choices || value === null || value === undefined) return value;
  const known = (item: unknown) => choices.some(([choice]) => sameValue(choice, item));
  if (multi && Array.isArray(value)) {
    const kept = value.filter(known);
    return kept.length === value.length ? value : kept;
  }
  if (Array.isArray(value)) return value;
  return known(value) ? value : null;
}

/** Options for the values in the form data that the choices lack (free-form entries), so they show. */
export function extraOptions(
  values: readonly unknown[],
  choices: readonly SelectChoice[] | undefined,
): ChoiceOption[] {
  return values
    .filter((item) => item !== null && item !== undefined && item !== '')
    .filter((item) => !choices?.some(([choice]) => sameValue(choice, item)))
    .map((item) => ({ value: choiceKey(item), label: String(item) }));
}
