import { describe, expect, it } from 'vitest';
import {
  adhocFiltersToSqlClause,
  adhocFilterToQueryFilter,
  isAdhocFilterValid,
  normalizeAdhocFilterComparator,
  type AdhocFilter,
} from './adhocFilter.js';

const simple = (fields: Partial<AdhocFilter>): AdhocFilter => ({
  expressionType: 'SIMPLE',
  clause: 'WHERE',
  subject: 'gender',
  operator: '==',
  comparator: 'girl',
  ...fields,
});

describe('ad-hoc filter validity', () => {
  it('accepts a complete SIMPLE filter', () => {
    expect(isAdhocFilterValid(simple({}))).toBe(true);
  });

  it('needs only operator and subject for the null operators', () => {
    expect(isAdhocFilterValid(simple({ operator: 'IS NULL', comparator: undefined, clause: null }))).toBe(
      true,
    );
    expect(isAdhocFilterValid(simple({ operator: 'IS NOT NULL', subject: null }))).toBe(false);
  });

  it('needs a subject and a non-null comparator for the true/false operators', () => {
    expect(isAdhocFilterValid(simple({ operator: 'IS TRUE', comparator: true }))).toBe(true);
    expect(isAdhocFilterValid(simple({ operator: 'IS FALSE', comparator: null }))).toBe(false);
  });

  it('needs operator, subject, clause and a non-empty comparator otherwise', () => {
    expect(isAdhocFilterValid(simple({ operator: null }))).toBe(false);
    expect(isAdhocFilterValid(simple({ subject: '' }))).toBe(false);
    expect(isAdhocFilterValid(simple({ clause: null }))).toBe(false);
    expect(isAdhocFilterValid(simple({ operator: 'IN', comparator: [] }))).toBe(false);
    expect(isAdhocFilterValid(simple({ operator: 'IN', comparator: ['a'] }))).toBe(true);
    expect(isAdhocFilterValid(simple({ comparator: null }))).toBe(false);
    expect(isAdhocFilterValid(simple({ comparator: 0 }))).toBe(true);
  });

  it('needs sqlExpression and clause for SQL filters', () => {
    expect(isAdhocFilterValid({ expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'num > 1' })).toBe(
      true,
    );
    expect(isAdhocFilterValid({ expressionType: 'SQL', clause: 'WHERE', sqlExpression: '  ' })).toBe(false);
    expect(isAdhocFilterValid({ expressionType: 'SQL', sqlExpression: 'num > 1' })).toBe(false);
  });

  it('sets the comparator for is true / is false / the null operators', () => {
    expect(normalizeAdhocFilterComparator(simple({ operator: 'IS TRUE', comparator: 'x' })).comparator).toBe(
      true,
    );
    expect(normalizeAdhocFilterComparator(simple({ operator: 'IS FALSE' })).comparator).toBe(false);
    expect(
      normalizeAdhocFilterComparator(simple({ operator: 'IS NULL', comparator: 'x' })).comparator,
    ).toBeNull();
  });
});

describe('ad-hoc filters in a query object', () => {
  it('turns SIMPLE WHERE filters into query filters, with legacy operator spellings', () => {
    expect(adhocFilterToQueryFilter(simple({ operator: '=' }))).toEqual({
      col: 'gender',
      op: '==',
      val: 'girl',
    });
    expect(adhocFilterToQueryFilter(simple({ operator: '<>' }))).toEqual({
      col: 'gender',
      op: '!=',
      val: 'girl',
    });
    expect(adhocFilterToQueryFilter(simple({ operator: 'IS NULL', comparator: 'x' }))).toEqual({
      col: 'gender',
      op: 'IS NULL',
    });
  });

  it('leaves out SQL, HAVING and invalid filters', () => {
    expect(
      adhocFilterToQueryFilter({ expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'a' }),
    ).toBeNull();
    expect(adhocFilterToQueryFilter(simple({ clause: 'HAVING' }))).toBeNull();
    expect(adhocFilterToQueryFilter(simple({ comparator: [], operator: 'IN' }))).toBeNull();
  });

  it('joins SQL filters of one clause, each in parentheses', () => {
    const filters: AdhocFilter[] = [
      { expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'num > 1' },
      { expressionType: 'SQL', clause: 'HAVING', sqlExpression: 'SUM(num) > 5' },
      { expressionType: 'SQL', clause: 'WHERE', sqlExpression: "state = 'CA' OR state = 'NY'" },
    ];
    expect(adhocFiltersToSqlClause(filters, 'WHERE')).toBe("(num > 1) AND (state = 'CA' OR state = 'NY')");
    expect(adhocFiltersToSqlClause(filters, 'HAVING')).toBe('(SUM(num) > 5)');
    expect(adhocFiltersToSqlClause([], 'WHERE')).toBeUndefined();
  });
});
