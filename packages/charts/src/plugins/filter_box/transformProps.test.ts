import { describe, expect, it, vi } from 'vitest';
import { TIME_GRAIN_COLUMN, TIME_RANGE_COLUMN } from '@sightline/core';
import { filterBoxProps } from './testing/fixtures.js';

describe('filter box transformProps', () => {
  it("makes one field per configured column, labelled by the config or the column's verbose name", () => {
    const { fields } = filterBoxProps();
    expect(fields.map((field) => [field.column, field.label, field.multiple])).toEqual([
      ['country', 'Country', true],
      ['year_id', 'Year', false],
    ]);
  });

  it("reads each field's options from its own query, with the maximum metric for the bars", () => {
    const [country, year] = filterBoxProps().fields;
    expect(country!.options.map((option) => option.id)).toEqual(['USA', 'France', 'Spain']);
    expect(country!.maxMetric).toBe(400);
    expect(year!.options).toEqual([
      { id: 2003, text: '2003', metric: 10 },
      { id: 2004, text: '2004', metric: 20 },
    ]);
  });

  it('starts from the defaults, the single-select one converted by the column type', () => {
    expect(filterBoxProps().initialSelection).toEqual({ country: [], year_id: [2004] });
  });

  it("starts from the host's selection when it has one", () => {
    expect(filterBoxProps({}, {}, { country: ['France'] }).initialSelection).toEqual({
      country: ['France'],
      year_id: [2004],
    });
  });

  it('offers the time selectors only when the form data shows them', () => {
    const plain = filterBoxProps();
    expect([plain.timeRanges, plain.timeGrains, plain.timeColumns]).toEqual([null, null, null]);
    const timed = filterBoxProps({
      date_filter: true,
      show_sqla_time_granularity: true,
      show_sqla_time_column: true,
      time_grain_sqla: 'P1M',
    });
    expect(timed.timeRanges?.map((choice) => choice.value)).toEqual([
      'No filter',
      'Last day',
      'Last week',
      'Last month',
      'Last quarter',
      'Last year',
    ]);
    expect(timed.timeGrains).toContainEqual({ value: 'P1M', label: 'Month' });
    expect(timed.timeColumns).toEqual([{ value: 'order_date', label: 'Order date' }]);
    expect(timed.initialSelection).toMatchObject({
      [TIME_RANGE_COLUMN]: 'No filter',
      [TIME_GRAIN_COLUMN]: 'P1M',
    });
  });

  it('hands the host hooks to the component; instant filtering by default', () => {
    const onAddFilter = vi.fn();
    const props = filterBoxProps({}, { onAddFilter });
    expect(props.onAddFilter).toBe(onAddFilter);
    expect(props.instantFiltering).toBe(true);
  });
});
