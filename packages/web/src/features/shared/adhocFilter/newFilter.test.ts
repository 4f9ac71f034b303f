import { isAdhocFilterValid } from '@sightline/core';
import { describe, expect, it } from 'vitest';
import { fixtureDatasource } from '../../../appTesting/shared/adhocFilterFixtures';
import { acceptsDragItem, filterFromDragItem, newFilterOptionName, newSimpleFilter } from './newFilter';

const datasource = fixtureDatasource();
const [country, , active] = datasource.columns;

describe('new filters', () => {
  it('generates distinct filterOptionNames', () => {
    const names = new Set(Array.from({ length: 50 }, newFilterOptionName));
    expect(names.size).toBe(50);
    expect([...names][0]).toMatch(/^filter_[a-z0-9]+_[a-z0-9]+$/);
  });

  it('starts a dropped column as Simple WHERE with an operator its type allows', () => {
    expect(filterFromDragItem({ type: 'column', value: country! }, datasource)).toMatchObject({
      expressionType: 'SIMPLE',
      clause: 'WHERE',
      subject: 'country',
      operatorId: 'EQUALS',
      isNew: true,
    });
    const onBoolean = filterFromDragItem({ type: 'column', value: active! }, datasource)!;
    expect(onBoolean).toMatchObject({ operatorId: 'IS_NOT_NULL', operator: 'IS NOT NULL', comparator: null });
    expect(isAdhocFilterValid(onBoolean)).toBe(true);
  });

  it('starts a dropped metric as Custom SQL HAVING with its expression', () => {
    expect(filterFromDragItem({ type: 'metric', value: datasource.metrics[0]! }, datasource)).toMatchObject({
      expressionType: 'SQL',
      clause: 'HAVING',
      sqlExpression: 'SUM(amount)',
    });
    expect(
      filterFromDragItem({ type: 'metricOption', control: 'metrics', index: 0, value: 'revenue' }, datasource)
        ?.sqlExpression,
    ).toBe('SUM(amount)');
    expect(
      filterFromDragItem(
        {
          type: 'adhocMetric',
          control: 'metrics',
          index: 0,
          value: { expressionType: 'SIMPLE', aggregate: 'AVG', column: { column_name: 'amount' } },
        },
        datasource,
      )?.sqlExpression,
    ).toBe('AVG(amount)');
  });

  it('accepts columns and metrics, not column pills of other controls', () => {
    expect(acceptsDragItem({ type: 'column', value: country! })).toBe(true);
    expect(acceptsDragItem({ type: 'columnOption', control: 'groupby', index: 0, value: 'country' })).toBe(
      false,
    );
    expect(acceptsDragItem(null)).toBe(false);
    expect(newSimpleFilter().subject).toBeNull();
  });
});
