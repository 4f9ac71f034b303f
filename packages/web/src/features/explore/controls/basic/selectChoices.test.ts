import type { SelectChoice } from '@sightline/charts';
import type { ExploreDatasource } from '@sightline/core';
import { describe, expect, it } from 'vitest';
import {
  choiceKey,
  choicesOf,
  dropUnknownValues,
  extraOptions,
  freeFormValue,
  searchOption,
  valueOfKey,
} from './selectChoices';

const NUMBERS: SelectChoice[] = [
  [10, '10'],
  [100, '100'],
];
const TEXTS: SelectChoice[] = [
  ['a', 'Alpha'],
  ['b', 'Beta'],
];

describe('dropUnknownValues', () => {
  it('drops values not in the choices when not free form', () => {
    expect(dropUnknownValues('x', TEXTS, {})).toBeNull();
    expect(dropUnknownValues(['a', 'x', 'b'], TEXTS, { multi: true })).toEqual(['a', 'b']);
  });

  it('keeps them when free form, and keeps known values as the same object', () => {
    expect(dropUnknownValues('x', TEXTS, { freeForm: true })).toBe('x');
    const values = ['a', 'b'];
    expect(dropUnknownValues(values, TEXTS, { multi: true })).toBe(values);
    expect(dropUnknownValues('a', TEXTS, {})).toBe('a');
  });

  it('tells 5 from "5" and judges nothing without a choice list', () => {
    expect(dropUnknownValues('10', NUMBERS, {})).toBeNull();
    expect(dropUnknownValues(10, NUMBERS, {})).toBe(10);
    expect(dropUnknownValues('x', undefined, {})).toBe('x');
  });
});

describe('free-form entries', () => {
  it('become numbers when the choices are numbers (row_limit) and stay text otherwise', () => {
    expect(freeFormValue('2000', NUMBERS)).toBe(2000);
    expect(freeFormValue('20a', NUMBERS)).toBe('20a');
    expect(freeFormValue('2000', TEXTS)).toBe('2000');
    expect(freeFormValue('2000', undefined)).toBe('2000');
  });

  it('are offered as an option unless blank or already a choice', () => {
    expect(searchOption('2000', NUMBERS)).toEqual({ value: '2000', label: '2000' });
    expect(searchOption('100', NUMBERS)).toBeNull();
    expect(searchOption('Alpha', TEXTS)).toBeNull();
    expect(searchOption('  ', TEXTS)).toBeNull();
    expect(searchOption('new', TEXTS)).toEqual({ value: '"new"', label: 'new' });
  });

  it('round-trip through option keys', () => {
    for (const value of [null, true, 5, '5', 'text']) expect(valueOfKey(choiceKey(value), TEXTS)).toBe(value);
  });

  it('that the choices lack still get options so they show', () => {
    expect(extraOptions(['a', 'zz', null], TEXTS)).toEqual([{ value: '"zz"', label: 'zz' }]);
  });
});

describe('choicesOf', () => {
  it("uses the config's choices, or a [value, label] list the dataset carries", () => {
    const datasource = { granularity_sqla: [['ds', 'ds']] } as unknown as ExploreDatasource;
    expect(choicesOf({ choices: TEXTS }, datasource)).toBe(TEXTS);
    expect(choicesOf({ options: { datasourceChoices: 'granularity_sqla' } }, datasource)).toEqual([
      ['ds', 'ds'],
    ]);
    expect(choicesOf({ options: { datasourceChoices: 'granularity_sqla' } }, null)).toBeUndefined();
    expect(choicesOf({}, datasource)).toBeUndefined();
  });
});
