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

const sqlLiteral = (value: unknown): string => {
  if (typeof value === 'number' || typeof value === 'boolean') return String(value).toUpperCase();
  if (value === null || value === undefined) return 'NULL';
  return `'${String(value).replaceAll("'", "''")}'`;
};

/**
 * A Simple filter written as SQL, to start the Custom SQL tab from what the Simple tab held; '' when it
 * has no SQL form (a time range, or no subject or operator yet).
 */
export function simpleAdhocFilterToSql(filter: AdhocFilter): string {
  const id = filterOperatorIdOf(filter);
  const subject = filter.subject?.trim();
  if (!id || !subject || id === 'TEMPORAL_RANGE' || id === 'LATEST_PARTITION') return '';
  // '==' is the query engine's spelling; SQL says '='.
  const operator = id === 'EQUALS' ? '=' : ADHOC_FILTER_OPERATORS[id].operation;
  if (NO_VALUE_OPERATOR_IDS.has(id)) return `${subject} ${operator}`;
  const { comparator } = filter;
  if (Array.isArray(comparator)) return `${subject} ${operator} (${comparator.map(sqlLiteral).join(', ')})`;
  if (comparator === null || comparator === undefined || comparator === '') return '';
  return `${subject} ${operator} ${sqlLiteral(comparator)}`;
}
