import { describe, expect, it } from 'vitest';
import {
  columnValueCrossFilter,
  groupbyCrossFilter,
  groupPointOf,
  isColumnValueSelected,
  pointCrossFilter,
  pointKey,
  pointKeyValues,
  pointOpacity,
  pointValueOf,
  readColumnSelection,
  selectedKeys,
  selectedLabels,
  selectedValues,
  valueCrossFilter,
  type PointValue,
} from './crossFilter.js';
import { getTimeFormatter } from './format/timeFormat.js';

const utc = (text: string) => Date.parse(`${text}Z`);
const CLEARED = { extraFormData: { filters: [] }, filterState: { value: null } };

describe('cross-filters by point values', () => {
  it('filters on each value of the clicked point and toggles off on the same point', () => {
    const point: PointValue[] = [
      { column: 'region', value: 'EMEA', formatted: 'EMEA' },
      { column: 'country', value: null, formatted: '<NULL>' },
    ];
    const mask = pointCrossFilter(point, []);
    expect(mask).toEqual({
      extraFormData: {
        filters: [
          { col: 'region', op: 'IN', val: ['EMEA'] },
          { col: 'country', op: 'IS NULL' },
        ],
      },
      filterState: { value: [['EMEA', null]], label: 'EMEA, <NULL>', selectedValues: ['["EMEA",null]'] },
    });
    expect(pointCrossFilter(point, ['["EMEA",null]'])).toEqual(CLEARED);
    expect(pointCrossFilter([point[0]!], ['["EMEA",null]']).filterState).toMatchObject({ value: ['EMEA'] });
  });

  it('filters a time-grain point on the whole period', () => {
    const point: PointValue[] = [
      { column: 'ds', value: utc('2025-01-01T00:00:00'), formatted: '2025', timeGrain: 'P1Y' },
    ];
    expect(pointCrossFilter(point, []).extraFormData?.filters).toEqual([
      { col: 'ds', op: 'TEMPORAL_RANGE', val: '2025-01-01T00:00:00 : 2026-01-01T00:00:00' },
    ]);
    const quarter = { ...point[0]!, value: utc('2025-11-01T00:00:00'), timeGrain: 'P3M' as const };
    expect(pointCrossFilter([quarter], []).extraFormData?.filters).toEqual([
      { col: 'ds', op: 'TEMPORAL_RANGE', val: '2025-11-01T00:00:00 : 2026-02-01T00:00:00' },
    ]);
  });

  it('round-trips selection keys and ignores foreign selections', () => {
    expect(pointKeyValues(pointKey([1, 'a', null]))).toEqual([1, 'a', null]);
    expect(pointKeyValues('EMEA')).toBeNull();
    expect(selectedKeys({ selectedValues: ['["a"]', 3] })).toEqual(['["a"]']);
    expect(selectedKeys(undefined)).toEqual([]);
  });

  it("reads a row's column value as a point value, formatting times", () => {
    const result = { colnames: ['ds', 'name'], coltypes: [2, 1], data: [], rowcount: 0 };
    const row = { ds: utc('2025-03-01T00:00:00'), name: null };
    const formatTime = getTimeFormatter('%Y-%m');
    expect(pointValueOf('ds', row, result, formatTime)).toEqual({
      column: 'ds',
      value: utc('2025-03-01T00:00:00'),
      formatted: '2025-03',
    });
    expect(pointValueOf('name', row, result, formatTime)).toEqual({
      column: 'name',
      value: null,
      formatted: '<NULL>',
    });
  });
});

describe('cross-filters by label', () => {
  const point = groupPointOf(
    { ds: utc('1990-01-01T00:00:00'), gender: null },
    ['ds', 'gender'],
    new Set(['ds']),
    getTimeFormatter('%Y'),
  );

  it('reads the group values of a row and how they are shown', () => {
    expect(point).toEqual({ values: [utc('1990-01-01T00:00:00'), null], formatted: ['1990', '<NULL>'] });
  });

  it('filters on the group values and clears when the label is selected', () => {
    expect(groupbyCrossFilter(['ds', 'gender'], '1990, <NULL>', point, null)).toEqual({
      extraFormData: {
        filters: [
          { col: 'ds', op: 'IN', val: [utc('1990-01-01T00:00:00')] },
          { col: 'gender', op: 'IS NULL' },
        ],
      },
      filterState: {
        label: '1990, <NULL>',
        value: [[utc('1990-01-01T00:00:00'), null]],
        selectedValues: ['1990, <NULL>'],
      },
    });
    expect(groupbyCrossFilter(['ds', 'gender'], '1990, <NULL>', point, new Set(['1990, <NULL>']))).toEqual(
      CLEARED,
    );
  });

  it('fades what the selection leaves out', () => {
    const selected = selectedLabels({ selectedValues: ['APAC'] });
    expect([pointOpacity('APAC', selected), pointOpacity('EMEA', selected)]).toEqual([1, 0.3]);
    expect(selectedLabels({ selectedValues: [] })).toBeNull();
    expect(pointOpacity('EMEA', null)).toBe(1);
  });
});

describe('cross-filters on one value', () => {
  it('filters on the clicked value, or clears when it is the selection', () => {
    expect(valueCrossFilter('country', 'FRA', false)).toEqual({
      extraFormData: { filters: [{ col: 'country', op: 'IN', val: ['FRA'] }] },
      filterState: { value: ['FRA'], selectedValues: ['FRA'] },
    });
    expect(valueCrossFilter('country', 'FRA', true)).toEqual(CLEARED);
  });

  it('reads the selection from selectedValues, else from the value', () => {
    expect(selectedValues({ selectedValues: ['a'], value: ['b'] })).toEqual(['a']);
    expect(selectedValues({ value: ['b'] })).toEqual(['b']);
    expect(selectedValues(undefined)).toEqual([]);
  });
});

describe('cross-filters on one value per column', () => {
  const options = { col: 'country', label: 'France', mapKey: 'filters' };

  it("reads the selection from the chart's own map, else the first dimension's selected values", () => {
    expect(readColumnSelection({ filters: { country: ['France'], bad: 'x' } }, 'filters', 'region')).toEqual({
      country: ['France'],
    });
    expect(readColumnSelection({ selectedValues: ['EMEA'] }, 'filters', 'region')).toEqual({
      region: ['EMEA'],
    });
    expect(readColumnSelection({ selectedValues: [] }, 'filters', 'region')).toEqual({});
    expect(readColumnSelection(undefined, 'selectedFilters', undefined)).toEqual({});
  });

  it('selects a value with its time grain, or clears when it is selected', () => {
    expect(columnValueCrossFilter({}, 'country', 'France', options)).toEqual({
      extraFormData: { filters: [{ col: 'country', op: 'IN', val: ['France'] }] },
      filterState: {
        label: 'France',
        value: ['France'],
        selectedValues: ['France'],
        filters: { country: ['France'] },
      },
    });
    expect(
      columnValueCrossFilter({}, 'ds', 0, {
        col: 'ds',
        grain: 'P1M',
        label: 'Jan',
        mapKey: 'selectedFilters',
      }),
    ).toMatchObject({
      extraFormData: { filters: [{ col: 'ds', op: 'IN', val: [0], grain: 'P1M' }] },
      filterState: { selectedFilters: { ds: [0] } },
    });
    expect(columnValueCrossFilter({}, 'country', null, options).extraFormData?.filters).toEqual([
      { col: 'country', op: 'IS NULL' },
    ]);
    const selection = { country: ['France'] };
    expect(isColumnValueSelected(selection, 'country', 'France')).toBe(true);
    expect(columnValueCrossFilter(selection, 'country', 'France', options)).toEqual(CLEARED);
  });
});
