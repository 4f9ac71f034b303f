import { describe, expect, it } from 'vitest';
import type { AdhocFilter } from './adhocFilter.js';
import { isAdhocFilterValid } from './adhocFilter.js';
import { adhocFilterLabel, simpleAdhocFilterToSql } from './adhocFilterLabel.js';
import {
  ADHOC_FILTER_OPERATOR_IDS,
  ADHOC_FILTER_OPERATORS,
  availableFilterOperators,
  filterOperatorIdOf,
  isFilterOperatorAvailable,
  latestPartitionFilter,
  withFilterOperator,
  type FilterOperatorContext,
} from './filterOperators.js';

const varchar = { column_name: 'country', type: 'VARCHAR', type_generic: 1 };
const integer = { column_name: 'age', type: 'INTEGER', type_generic: 0 };
const bigint = { column_name: 'n', type: 'BIGINT', type_generic: 0 };
const float = { column_name: 'price', type: 'DOUBLE PRECISION', type_generic: 0 };
const boolean = { column_name: 'active', type: 'BOOLEAN', type_generic: 3 };
const genericBoolean = { column_name: 'flag', type: 'BIT', type_generic: 3 };
const expression = { column_name: 'is_big', type: null, expression: 'price > 100' };
const temporal = { column_name: 'ds', type: 'TIMESTAMP', type_generic: 2, is_dttm: true };

const where = (column: FilterOperatorContext['column'], extra: Partial<FilterOperatorContext> = {}) =>
  availableFilterOperators({
    column,
    subject: column?.column_name,
    clause: 'WHERE',
    datasourceType: 'table',
    ...extra,
  });

const COMMON = [
  'EQUALS',
  'NOT_EQUALS',
  'LESS_THAN',
  'LESS_THAN_OR_EQUAL',
  'GREATER_THAN',
  'GREATER_THAN_OR_EQUAL',
  'IN',
  'NOT_IN',
  'LIKE',
  'NOT_LIKE',
  'ILIKE',
  'IS_NOT_NULL',
  'IS_NULL',
];

describe('operator availability', () => {
  it('offers a text column the comparisons, lists, patterns and null checks, but not true/false', () => {
    expect(where(varchar)).toEqual(COMMON);
  });

  it('offers IS_TRUE and IS_FALSE to integer and expression columns', () => {
    expect(where(integer)).toEqual([...COMMON, 'IS_TRUE', 'IS_FALSE']);
    expect(where(bigint)).toEqual([...COMMON, 'IS_TRUE', 'IS_FALSE']);
    expect(where(expression)).toEqual([...COMMON, 'IS_TRUE', 'IS_FALSE']);
    expect(where(float)).toEqual(COMMON);
  });

  it('offers a boolean column only the null checks and true/false', () => {
    expect(where(boolean)).toEqual(['IS_NOT_NULL', 'IS_NULL', 'IS_TRUE', 'IS_FALSE']);
    expect(where(genericBoolean)).toEqual(['IS_NOT_NULL', 'IS_NULL', 'IS_TRUE', 'IS_FALSE']);
  });

  it('offers the time range only on a temporal column', () => {
    expect(where(temporal)).toEqual([...COMMON, 'TEMPORAL_RANGE']);
    expect(isFilterOperatorAvailable('TEMPORAL_RANGE', { column: varchar, clause: 'WHERE' })).toBe(false);
  });

  it('offers the latest partition only for the partition column', () => {
    expect(where(temporal, { partitionColumn: 'ds' })).toContain('LATEST_PARTITION');
    expect(where(varchar, { partitionColumn: 'ds' })).not.toContain('LATEST_PARTITION');
    expect(where(varchar)).not.toContain('LATEST_PARTITION');
  });

  it('restricts a HAVING clause to the standard comparisons', () => {
    expect(where(varchar, { clause: 'HAVING' })).toEqual(COMMON.slice(0, 6));
    expect(where(integer, { clause: 'HAVING' })).toEqual([...COMMON.slice(0, 6), 'IS_TRUE', 'IS_FALSE']);
    expect(where(null, { clause: 'HAVING', subject: 'SUM(x)' })).toEqual(COMMON.slice(0, 6));
  });

  it('drops the pattern operators for druid', () => {
    const druid = where(varchar, { datasourceType: 'druid' });
    expect(druid).not.toContain('LIKE');
    expect(druid).not.toContain('NOT_LIKE');
    expect(druid).not.toContain('ILIKE');
    expect(druid).toContain('IN');
  });

  it('offers a subject that is no dataset column the operators of a text column', () => {
    expect(where(null, { subject: 'unknown' })).toEqual(COMMON);
  });

  it('narrows to the operators an advanced data type allows', () => {
    expect(where(varchar, {}).length).toBeGreaterThan(6);
    expect(
      availableFilterOperators({ column: varchar, clause: 'WHERE' }, ['EQUALS', 'IN', 'IS_TRUE']),
    ).toEqual(['EQUALS', 'IN']);
    expect(availableFilterOperators({ column: varchar, clause: 'WHERE' }, [])).toEqual(COMMON);
  });
});

describe('operators catalogue', () => {
  it('uses Superset ids, labels and operations', () => {
    expect(ADHOC_FILTER_OPERATORS.EQUALS).toEqual({ label: 'Equal to (=)', operation: '==' });
    expect(ADHOC_FILTER_OPERATORS.NOT_IN.operation).toBe('NOT IN');
    expect(ADHOC_FILTER_OPERATOR_IDS).toHaveLength(17);
  });

  it('reads the id from operatorId, else from the operator text', () => {
    expect(filterOperatorIdOf({ expressionType: 'SIMPLE', operatorId: 'ILIKE', operator: 'ILIKE' })).toBe(
      'ILIKE',
    );
    expect(filterOperatorIdOf({ expressionType: 'SIMPLE', operator: 'not in' })).toBe('NOT_IN');
    expect(filterOperatorIdOf({ expressionType: 'SIMPLE', operator: '<>' })).toBe('NOT_EQUALS');
    expect(filterOperatorIdOf({ expressionType: 'SIMPLE', operator: '==', comparator: true })).toBe(
      'IS_TRUE',
    );
    expect(filterOperatorIdOf({ expressionType: 'SIMPLE', operator: '==', comparator: false })).toBe(
      'IS_FALSE',
    );
    expect(filterOperatorIdOf({ expressionType: 'SIMPLE', operator: 'IS NULL' })).toBe('IS_NULL');
    expect(filterOperatorIdOf({ expressionType: 'SIMPLE', operator: 'BETWEEN' })).toBeUndefined();
    expect(filterOperatorIdOf({ expressionType: 'SIMPLE' })).toBeUndefined();
  });
});

describe('changing the operator normalises the comparator', () => {
  const base: AdhocFilter = {
    expressionType: 'SIMPLE',
    clause: 'WHERE',
    subject: 'country',
    operatorId: 'EQUALS',
    operator: '==',
    comparator: 'US',
  };

  it('wraps a single value into a list for IN and unwraps it back', () => {
    const listed = withFilterOperator(base, 'IN');
    expect(listed).toMatchObject({ operatorId: 'IN', operator: 'IN', comparator: ['US'] });
    expect(withFilterOperator({ ...listed, comparator: ['US', 'FR'] }, 'NOT_EQUALS')).toMatchObject({
      operatorId: 'NOT_EQUALS',
      operator: '!=',
      comparator: 'US',
    });
    expect(withFilterOperator({ ...base, comparator: undefined }, 'NOT_IN').comparator).toEqual([]);
    expect(isAdhocFilterValid(withFilterOperator({ ...base, comparator: '' }, 'IN'))).toBe(false);
  });

  it('sets true / false for is true / is false and null for the null checks, all valid', () => {
    const isTrue = withFilterOperator(base, 'IS_TRUE');
    expect(isTrue).toMatchObject({ operator: 'IS TRUE', comparator: true });
    expect(isAdhocFilterValid(isTrue)).toBe(true);
    const isFalse = withFilterOperator(base, 'IS_FALSE');
    expect(isFalse.comparator).toBe(false);
    expect(isAdhocFilterValid(isFalse)).toBe(true);
    const isNull = withFilterOperator(base, 'IS_NULL');
    expect(isNull).toMatchObject({ operator: 'IS NULL', comparator: null });
    expect(isAdhocFilterValid(isNull)).toBe(true);
    expect(withFilterOperator(base, 'IS_NOT_NULL').comparator).toBeNull();
  });

  it('drops the true/false comparator when going back to a comparison, which makes it invalid', () => {
    const back = withFilterOperator(withFilterOperator(base, 'IS_TRUE'), 'EQUALS');
    expect(back.comparator).toBeUndefined();
    expect(isAdhocFilterValid(back)).toBe(false);
  });

  it('starts a time range at No filter', () => {
    expect(withFilterOperator({ ...base, subject: 'ds' }, 'TEMPORAL_RANGE').comparator).toBe('No filter');
    const range = { ...base, operatorId: 'TEMPORAL_RANGE', comparator: 'Last week' };
    expect(withFilterOperator(range, 'TEMPORAL_RANGE').comparator).toBe('Last week');
    expect(withFilterOperator(range, 'EQUALS').comparator).toBeUndefined();
  });

  it('turns the latest partition into a Custom SQL WHERE filter', () => {
    const sql = latestPartitionFilter({ ...base, subject: 'ds' }, { schema: 'public', table_name: 'events' });
    expect(sql).toMatchObject({
      expressionType: 'SQL',
      clause: 'WHERE',
      sqlExpression: '"ds" = (SELECT MAX("ds") FROM "public"."events")',
    });
    expect(isAdhocFilterValid(sql)).toBe(true);
  });
});

describe('adhocFilterLabel', () => {
  it('reads like the condition, or the SQL itself', () => {
    expect(
      adhocFilterLabel({
        expressionType: 'SIMPLE',
        subject: 'country',
        operatorId: 'IN',
        operator: 'IN',
        comparator: ['US', 'FR'],
      }),
    ).toBe('country IN (US, FR)');
    expect(
      adhocFilterLabel({ expressionType: 'SIMPLE', subject: 'age', operator: '>=', comparator: 18 }),
    ).toBe('age >= 18');
    expect(
      adhocFilterLabel({ expressionType: 'SIMPLE', subject: 'x', operator: 'IS NULL', comparator: null }),
    ).toBe('x IS NULL');
    expect(
      adhocFilterLabel({ expressionType: 'SIMPLE', subject: 'ok', operator: '==', comparator: true }),
    ).toBe('ok IS TRUE');
    expect(
      adhocFilterLabel({
        expressionType: 'SIMPLE',
        subject: 'ds',
        operatorId: 'TEMPORAL_RANGE',
        comparator: 'Last week',
      }),
    ).toBe('ds (Last week)');
    expect(adhocFilterLabel({ expressionType: 'SQL', clause: 'HAVING', sqlExpression: ' SUM(x) > 3 ' })).toBe(
      'SUM(x) > 3',
    );
  });
});

describe('simpleAdhocFilterToSql', () => {
  it('writes the Simple filter as SQL with quoted text values', () => {
    const filter: AdhocFilter = {
      expressionType: 'SIMPLE',
      subject: 'name',
      operatorId: 'IN',
      comparator: ["O'Hara", 3],
    };
    expect(simpleAdhocFilterToSql(filter)).toBe("name IN ('O''Hara', 3)");
    expect(simpleAdhocFilterToSql({ ...filter, operatorId: 'IS_NULL', comparator: null })).toBe(
      'name IS NULL',
    );
    expect(simpleAdhocFilterToSql({ ...filter, operatorId: 'EQUALS', comparator: 'x' })).toBe("name = 'x'");
    expect(simpleAdhocFilterToSql({ ...filter, operatorId: 'EQUALS', comparator: '' })).toBe('');
    expect(simpleAdhocFilterToSql({ ...filter, subject: null })).toBe('');
  });
});
