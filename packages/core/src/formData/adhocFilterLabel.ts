import type { AdhocFilter } from './adhocFilter.js';
import { filterOperatorIdOf, ADHOC_FILTER_OPERATORS, NO_VALUE_OPERATOR_IDS } from './filterOperators.js';

const valueText = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/**
 * How a filter reads on its pill: `country IN (US, FR)`, `age >= 18`, `name IS NULL`, or the Custom SQL
 * text itself.
 */
export function adhocFilterLabel(filter: AdhocFilter): string {
  if (filter.expressionType === 'SQL') return filter.sqlExpression?.trim() ?? '';
  const subject = filter.subject ?? '';
  const id = filterOperatorIdOf(filter);
  const operator = id ? ADHOC_FILTER_OPERATORS[id].operation : (filter.operator ?? '');
  if (id && NO_VALUE_OPERATOR_IDS.has(id)) return `${subject} ${operator}`.trim();
  if (id === 'TEMPORAL_RANGE') return `${subject} (${valueText(filter.comparator)})`;
  const { comparator } = filter;
  const value = Array.isArray(comparator)
    ? `(${comparator.map(valueText).join(', ')})`
    : valueText(comparator);
  return [subject, operator, value].filter(Boolean).join(' ');
}
