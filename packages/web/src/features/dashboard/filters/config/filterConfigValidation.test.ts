import type { NativeFilter } from '@sightline/core';
import { describe, expect, it } from 'vitest';
import { newDivider, newFilter } from './filterConfigDraft';
import { itemToShowAfterValidation, validateFilterConfig } from './filterConfigValidation';
import { filterTypeChange } from './filterTargets';
import { filterConfigMessages as messages } from './messages';

const valid = (id: string, extra: Partial<NativeFilter> = {}): NativeFilter => ({
  ...newFilter(id),
  name: id,
  targets: [{ datasetId: 1, column: { name: 'region' } }],
  ...extra,
});

describe('validateFilterConfig', () => {
  it('accepts a named value filter with a dataset and column', () => {
    expect(validateFilterConfig([valid('a')])).toEqual({});
  });

  it('requires a name, a dataset and a column for a value filter', () => {
    expect(validateFilterConfig([{ ...newFilter('a'), name: '  ' }])).toEqual({
      a: {
        name: messages.nameRequired,
        dataset: messages.datasetRequired,
        column: messages.columnRequired,
      },
    });
  });

  it('asks a time range filter for a name only, a time grain filter for a dataset but no column', () => {
    expect(validateFilterConfig([{ ...newFilter('t'), name: 'When', filterType: 'filter_time' }])).toEqual(
      {},
    );
    expect(
      validateFilterConfig([{ ...newFilter('g'), name: 'Grain', filterType: 'filter_timegrain' }]),
    ).toEqual({ g: { dataset: messages.datasetRequired } });
  });

  it('requires a default value of a required filter unless it selects its first value', () => {
    const required = valid('a', { controlValues: { enableEmptyFilter: true } });
    expect(validateFilterConfig([required])).toEqual({ a: { defaultValue: messages.defaultValueRequired } });
    const first = valid('a', { controlValues: { enableEmptyFilter: true, defaultToFirstItem: true } });
    expect(validateFilterConfig([first])).toEqual({});
    const withDefault = valid('a', {
      controlValues: { enableEmptyFilter: true },
      defaultDataMask: { extraFormData: {}, filterState: { value: ['EMEA'] } },
    });
    expect(validateFilterConfig([withDefault])).toEqual({});
  });

  it('refuses a default range whose minimum is above its maximum', () => {
    const range = (value: unknown[]) =>
      valid('r', { filterType: 'filter_range', defaultDataMask: { filterState: { value } } });
    expect(validateFilterConfig([range([5, 1])])).toEqual({
      r: { defaultValue: messages.rangeMinAboveMax },
    });
    expect(validateFilterConfig([range([1, 1])])).toEqual({});
  });

  it('requires a divider title', () => {
    expect(validateFilterConfig([newDivider('d')])).toEqual({ d: { title: messages.titleRequired } });
  });
});

describe('itemToShowAfterValidation', () => {
  const items = [valid('a'), valid('b'), valid('c')];
  it('jumps to the first filter with an error when the shown one has none', () => {
    const errors = { c: { name: 'x' }, b: { name: 'x' } };
    expect(itemToShowAfterValidation('a', items, errors)).toBe('b');
  });
  it('stays on the shown filter when it has an error itself', () => {
    expect(itemToShowAfterValidation('c', items, { b: { name: 'x' }, c: { name: 'x' } })).toBe('c');
  });
});

describe('filterTypeChange', () => {
  it('keeps the dataset for a type that needs one, the column only for the same kind, and empties the default', () => {
    const select = valid('a', { defaultDataMask: { filterState: { value: ['x'] } } });
    expect(filterTypeChange(select, 'filter_timegrain')).toEqual({
      filterType: 'filter_timegrain',
      targets: [{ datasetId: 1 }],
      defaultDataMask: { extraFormData: {}, filterState: { value: null } },
    });
    expect(filterTypeChange(select, 'filter_time').targets).toEqual([]);
    expect(filterTypeChange(select, 'filter_range').targets).toEqual([{ datasetId: 1 }]);
  });
});
