import { z } from 'zod';
import type { QueryObjectFilter } from '../chartData/queryContext.js';

/**
 * Ad-hoc filters as Explore saves them in form data, their validity rule
 * and their translation to query-object filters or SQL clauses.
 */
export const adhocFilterSchema = z.looseObject({
  expressionType: z.enum(['SIMPLE', 'SQL']),
  clause: z.enum(['WHERE', 'HAVING']).nullable().optional(),
  subject: z.string().nullable().optional(),
  operator: z.string().nullable().optional(),
  operatorId: z.string().nullable().optional(),
  comparator: z.unknown().optional(),
  sqlExpression: z.string().nullable().optional(),
  isExtra: z.boolean().nullable().optional(),
  isNew: z.boolean().nullable().optional(),
  filterOptionName: z.string().nullable().optional(),
});
export type AdhocFilter = z.infer<typeof adhocFilterSchema>;

const NULL_OPERATORS = new Set(['IS NULL', 'IS NOT NULL']);
const BOOLEAN_OPERATORS = new Set(['IS TRUE', 'IS FALSE']);

/** Operator spellings older form data uses, mapped to the query-object operators. */
const OPERATOR_ALIASES: Readonly<Record<string, QueryObjectFilter['op']>> = {
  '=': '==',
  '<>': '!=',
  in: 'IN',
  'not in': 'NOT IN',
};

/** The ad-hoc filter validity rule. */
export function isAdhocFilterValid(filter: AdhocFilter): boolean {
  if (filter.expressionType === 'SQL') return Boolean(filter.sqlExpression?.trim()) && Boolean(filter.clause);
  const { operator, subject, comparator, clause } = filter;
  if (operator && NULL_OPERATORS.has(operator.toUpperCase())) return Boolean(subject);
  if (operator && BOOLEAN_OPERATORS.has(operator.toUpperCase())) {
    return Boolean(subject) && comparator !== null && comparator !== undefined;
  }
  if (!operator || !subject || !clause) return false;
  if (Array.isArray(comparator)) return comparator.length > 0;
  return comparator !== null && comparator !== undefined && comparator !== '';
}

/** Is true / is false set the comparator to true / false, the null operators to null. */
export function normalizeAdhocFilterComparator(filter: AdhocFilter): AdhocFilter {
  const operator = filter.operator?.toUpperCase();
  if (operator === 'IS TRUE') return { ...filter, comparator: true };
  if (operator === 'IS FALSE') return { ...filter, comparator: false };
  if (operator && NULL_OPERATORS.has(operator)) return { ...filter, comparator: null };
  return filter;
}

/** A valid SIMPLE WHERE filter as a query-object filter; null for SQL, HAVING or invalid filters. */
export function adhocFilterToQueryFilter(filter: AdhocFilter): QueryObjectFilter | null {
  if (filter.expressionType !== 'SIMPLE' || (filter.clause ?? 'WHERE') !== 'WHERE') return null;
  if (!isAdhocFilterValid({ ...filter, clause: filter.clause ?? 'WHERE' })) return null;
  const raw = filter.operator!;
  const op = OPERATOR_ALIASES[raw] ?? (raw.toUpperCase() as QueryObjectFilter['op']);
  const { comparator } = normalizeAdhocFilterComparator({ ...filter, operator: op });
  const val = comparator as QueryObjectFilter['val'];
  return {
    col: filter.subject!,
    op,
    ...(val === undefined || val === null ? {} : { val }),
    ...(filter.isExtra ? { isExtra: true } : {}),
  };
}

/** The SQL ad-hoc filters of one clause joined into a single expression, or undefined when none. */
export function adhocFiltersToSqlClause(
  filters: readonly AdhocFilter[],
  clause: 'WHERE' | 'HAVING',
): string | undefined {
  const parts = filters
    .filter((f) => f.expressionType === 'SQL' && f.clause === clause && isAdhocFilterValid(f))
    .map((f) => `(${f.sqlExpression!.trim()})`);
  return parts.length > 0 ? parts.join(' AND ') : undefined;
}
