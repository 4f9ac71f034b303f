import { z } from 'zod';

/** Superset's FilterStringOperators names, as the convert endpoint lists them. */
export const FILTER_OPERATOR_NAMES = [
  'EQUALS',
  'NOT_EQUALS',
  'LESS_THAN',
  'GREATER_THAN',
  'LESS_THAN_OR_EQUAL',
  'GREATER_THAN_OR_EQUAL',
  'IN',
  'NOT_IN',
  'ILIKE',
  'LIKE',
  'IS_NOT_NULL',
  'IS_NULL',
  'LATEST_PARTITION',
  'IS_TRUE',
  'IS_FALSE',
] as const;
export type FilterOperatorName = (typeof FILTER_OPERATOR_NAMES)[number];

/**
 * What a conversion answers (Superset's AdvancedDataTypeSchema): the parsed values, a display
 * string, the filter operators that make sense for the type, and an error message ('' when all parsed).
 */
export const advancedDataTypeResponseSchema = z.object({
  values: z.array(z.unknown()),
  display_value: z.string(),
  error_message: z.string(),
  valid_filter_operators: z.array(z.enum(FILTER_OPERATOR_NAMES)),
});
export type AdvancedDataTypeResponse = z.infer<typeof advancedDataTypeResponseSchema>;

/** Both built-in types allow the same comparisons, in Superset's order. */
export const RANGE_TYPE_FILTER_OPERATORS: FilterOperatorName[] = [
  'EQUALS',
  'GREATER_THAN_OR_EQUAL',
  'GREATER_THAN',
  'IN',
  'LESS_THAN',
  'LESS_THAN_OR_EQUAL',
];

/** A parsed value written for people: ranges as "start - end", lists as "[a, b]", numbers as digits. */
export function displayValue(values: unknown[]): string {
  return values.map(displayOne).join(', ');
}

function displayOne(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(displayOne).join(', ')}]`;
  if (value && typeof value === 'object' && 'start' in value && 'end' in value) {
    return `${String(value.start)} - ${String(value.end)}`;
  }
  return String(value);
}

/** Values arrive from rison as strings, numbers or booleans; Superset reads each with str(). */
export function valueText(value: unknown): string {
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  return String(value);
}

/** Superset answers [""] (the empty input of a cleared filter) with an empty list value and no error. */
export const isEmptyInput = (values: unknown[]) => values.length === 1 && values[0] === '';

/**
 * The conversion both built-in types share: each value's text parsed in turn; the first value that does
 * not parse stops the conversion with `invalid(text)` as the error.
 */
export function convertEach(
  values: unknown[],
  parse: (text: string) => unknown,
  invalid: (text: string) => string,
): AdvancedDataTypeResponse {
  const response: AdvancedDataTypeResponse = {
    values: [],
    error_message: '',
    display_value: '',
    valid_filter_operators: [...RANGE_TYPE_FILTER_OPERATORS],
  };
  if (isEmptyInput(values)) {
    response.values.push(['']);
    return response;
  }
  for (const value of values) {
    const text = valueText(value);
    const parsed = parse(text);
    if (parsed === null) {
      response.error_message = invalid(text);
      return response;
    }
    response.values.push(parsed);
    response.display_value = displayValue(response.values);
  }
  return response;
}
