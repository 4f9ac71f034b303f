import { describe, expect, it } from 'vitest';
import {
  filterBoxColumnsOf,
  filterBoxSettingsOf,
  fieldDefaultValues,
  typedFilterBoxColumns,
} from './filterBoxFormData.js';

const field = (defaultValue: string | number | boolean | null | undefined, multiple = true) => ({
  defaultValue,
  multiple,
});

describe('fieldDefaultValues (filter-box defaults, chart and dashboard)', () => {
  it('splits a multiple field default on semicolons, each value once', () => {
    expect(fieldDefaultValues(field('FR; DE;;FR'), 'VARCHAR')).toEqual(['FR', 'DE']);
  });

  it('converts a single-select default by the column type', () => {
    const single = (defaultValue: string | number, type: string) =>
      fieldDefaultValues(field(defaultValue, false), type);
    expect(single('true', 'BOOLEAN')).toEqual([true]);
    expect(single('42', 'BIGINT')).toEqual([42]);
    expect(single('2.5', 'DECIMAL(10,2)')).toEqual([2.5]);
    expect(single('abc', 'INT')).toEqual([]);
    expect(single('42', 'VARCHAR')).toEqual(['42']);
    expect(single(7, 'INT')).toEqual([7]);
  });

  it('keeps a single-select default as text when the column type is not known', () => {
    expect(fieldDefaultValues(field('42', false))).toEqual(['42']);
  });

  it('selects nothing without a default', () => {
    expect(fieldDefaultValues(field(undefined), null)).toEqual([]);
    expect(fieldDefaultValues(field(''), null)).toEqual([]);
  });

  it('gives the dashboard the same deduplicated default the chart starts from', () => {
    const settings = filterBoxSettingsOf({
      filter_configs: [{ column: 'country', defaultValue: 'FR;DE;FR' }],
    });
    expect(filterBoxColumnsOf(settings).columns.country).toEqual(['FR', 'DE']);
  });
});

describe('filterBoxSettingsOf (the one reading of a filter_box form data)', () => {
  it('reads every field and setting the chart and the dashboard use', () => {
    // A field with every setting away from its default reads back as saved.
    const year = {
      column: 'year',
      label: 'Year',
      multiple: false,
      clearable: false,
      defaultValue: 2004,
      asc: false,
      metric: 'sum__sales',
      searchAllOptions: true,
    };
    expect(
      filterBoxSettingsOf({
        filter_configs: [year],
        date_filter: true,
        show_sqla_time_granularity: true,
        show_sqla_time_column: true,
        instant_filtering: false,
        time_range: 'Last week',
        time_grain_sqla: 'P1D',
        granularity_sqla: 'order_date',
      }),
    ).toEqual({
      fields: [year],
      dateFilter: true,
      showTimeGrain: true,
      showTimeColumn: true,
      instantFiltering: false,
      timeRange: 'Last week',
      timeGrain: 'P1D',
      timeColumn: 'order_date',
    });
  });

  it("reads missing settings as their controls' defaults", () => {
    expect(filterBoxSettingsOf({ filter_configs: [{ column: 'country' }] })).toEqual({
      fields: [
        {
          column: 'country',
          label: undefined,
          multiple: true,
          clearable: true,
          defaultValue: null,
          asc: true,
          metric: null,
          searchAllOptions: false,
        },
      ],
      dateFilter: false,
      showTimeGrain: false,
      showTimeColumn: false,
      instantFiltering: true,
      timeRange: 'No filter',
      timeGrain: null,
      timeColumn: null,
    });
  });

  it('reads mistyped settings as their defaults instead of failing', () => {
    const settings = filterBoxSettingsOf({
      filter_configs: [{ column: 'country', label: 3, multiple: 'no', asc: 0, defaultValue: ['FR'] }],
      date_filter: 'true',
      instant_filtering: 'false',
      time_range: 7,
    });
    expect(settings.fields[0]).toMatchObject({
      label: undefined,
      multiple: true,
      asc: true,
      defaultValue: null,
    });
    expect(settings).toMatchObject({ dateFilter: false, instantFiltering: true, timeRange: 'No filter' });
  });

  it('leaves out fields without a column and reads a non-list filter_configs as no fields', () => {
    const configs = [null, 'country', { label: 'No column' }, { column: '' }, { column: 'year' }];
    expect(filterBoxSettingsOf({ filter_configs: configs }).fields.map((f) => f.column)).toEqual(['year']);
    expect(filterBoxSettingsOf({ filter_configs: { column: 'year' } }).fields).toEqual([]);
  });

  it("reads the time settings under Superset's sqla names only", () => {
    const settings = filterBoxSettingsOf({
      show_druid_time_granularity: true,
      show_druid_time_origin: true,
      granularity: 'ds',
    });
    expect(settings).toMatchObject({ showTimeGrain: false, showTimeColumn: false, timeColumn: null });
  });
});

describe('typedFilterBoxColumns (dashboard values once the column types are known)', () => {
  const settings = filterBoxSettingsOf({
    filter_configs: [
      { column: 'year', multiple: false, defaultValue: '42' },
      { column: 'code', multiple: false, defaultValue: '42' },
      { column: 'country', defaultValue: '1;2' },
      { column: 'flag', multiple: false, defaultValue: 'true' },
    ],
  });
  const types = { year: 'BIGINT', code: 'VARCHAR(10)', country: 'INT', flag: 'BOOLEAN' };

  it("gives a single-select default the column's type, as the chart starts from it", () => {
    const { columns } = filterBoxColumnsOf(settings);
    expect(typedFilterBoxColumns(settings, columns, types)).toEqual({ year: [42], flag: [true] });
    expect(typedFilterBoxColumns(settings, columns, types).year).toEqual(
      fieldDefaultValues(settings.fields[0]!, types.year),
    );
  });

  it('types preselected text too, drops text that is no number and leaves typed values alone', () => {
    const columns = { year: ['2004', 'abc', 7], code: ['42'], country: ['1'], flag: [false] };
    expect(typedFilterBoxColumns(settings, columns, types)).toEqual({ year: [2004, 7] });
  });

  it('changes nothing for columns of unknown type', () => {
    expect(typedFilterBoxColumns(settings, filterBoxColumnsOf(settings).columns, {})).toEqual({});
  });
});
