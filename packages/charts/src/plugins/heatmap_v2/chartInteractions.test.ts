import { describe, expect, it } from 'vitest';
import {
  contextMenuFilters,
  crossFilterMask,
  emitContextMenu,
  grainPeriodEnd,
  pointKey,
  pointKeyValues,
  selectedKeys,
  type PointValue,
} from './chartInteractions.js';

const utc = (text: string) => Date.parse(`${text}Z`);

describe('chart interactions', () => {
  it('finds the end of a time-grain period in UTC', () => {
    expect(grainPeriodEnd(utc('2025-01-31T00:00:00'), 'P1D')).toBe(utc('2025-02-01T00:00:00'));
    expect(grainPeriodEnd(utc('2025-11-01T00:00:00'), 'P3M')).toBe(utc('2026-02-01T00:00:00'));
    expect(grainPeriodEnd(utc('2024-01-01T00:00:00'), 'P1Y')).toBe(utc('2025-01-01T00:00:00'));
    expect(grainPeriodEnd(utc('2025-03-03T00:00:00'), 'P1W')).toBe(utc('2025-03-10T00:00:00'));
    expect(grainPeriodEnd(utc('2025-03-03T10:00:00'), 'PT1H')).toBe(utc('2025-03-03T11:00:00'));
  });

  it('filters on each value of the clicked point and toggles off on the same point', () => {
    const point: PointValue[] = [
      { column: 'region', value: 'EMEA', formatted: 'EMEA' },
      { column: 'country', value: null, formatted: '<NULL>' },
    ];
    const mask = crossFilterMask(point, []);
    expect(mask).toEqual({
      extraFormData: {
        filters: [
          { col: 'region', op: 'IN', val: ['EMEA'] },
          { col: 'country', op: 'IS NULL' },
        ],
      },
      filterState: { value: [['EMEA', null]], label: 'EMEA, <NULL>', selectedValues: ['["EMEA",null]'] },
    });
    expect(crossFilterMask(point, ['["EMEA",null]'])).toEqual({
      extraFormData: { filters: [] },
      filterState: { value: null },
    });
    expect(crossFilterMask([point[0]!], ['["EMEA",null]']).filterState).toMatchObject({ value: ['EMEA'] });
  });

  it('round-trips selection keys and ignores foreign selections', () => {
    expect(pointKeyValues(pointKey([1, 'a', null]))).toEqual([1, 'a', null]);
    expect(pointKeyValues('EMEA')).toBeNull();
    expect(selectedKeys({ selectedValues: ['["a"]', 3] })).toEqual(['["a"]']);
    expect(selectedKeys(undefined)).toEqual([]);
  });

  it("reports a right-click with the point's filters and suppresses the browser menu", () => {
    const point: PointValue[] = [
      { column: { sqlExpression: 'upper(name)', label: 'NAME' }, value: 'X', formatted: 'X' },
    ];
    expect(contextMenuFilters(point)).toEqual([{ col: 'NAME', op: '==', val: 'X', formattedVal: 'X' }]);
    const events: unknown[] = [];
    let prevented = 0;
    emitContextMenu(
      { onContextMenu: (event) => events.push(event) },
      { clientX: 5, clientY: 6, preventDefault: () => (prevented += 1) },
      point,
    );
    expect(prevented).toBe(1);
    expect(events).toEqual([
      { clientX: 5, clientY: 6, filters: [{ col: 'NAME', op: '==', val: 'X', formattedVal: 'X' }] },
    ]);
  });
});
