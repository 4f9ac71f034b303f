import { describe, expect, it } from 'vitest';
import { TIME_COL_COLUMN, TIME_GRAIN_COLUMN, TIME_RANGE_COLUMN } from '@sightline/core';
import { addPastedValues, initialFilterBoxSelection } from './filterBoxSelection.js';
import { filterBoxFormDataSchema } from './formData.js';

describe('initialFilterBoxSelection', () => {
  const formData = filterBoxFormDataSchema.parse({
    datasource: '1__table',
    viz_type: 'filter_box',
    date_filter: true,
    show_sqla_time_granularity: true,
    show_sqla_time_column: true,
    time_range: 'Last week',
    time_grain_sqla: 'P1D',
    filter_configs: [
      { column: 'year', defaultValue: '2004', multiple: false },
      { column: 'country', defaultValue: 'FR;DE' },
    ],
  });
  const datasource = {
    id: 1,
    type: 'table',
    columns: [{ column_name: 'year', type: 'INTEGER' }, { column_name: 'country' }],
    metrics: [],
  };

  it('starts from the defaults (typed by the dataset) and the form data time settings', () => {
    expect(initialFilterBoxSelection(formData, datasource, undefined)).toEqual({
      year: [2004],
      country: ['FR', 'DE'],
      [TIME_RANGE_COLUMN]: 'Last week',
      [TIME_GRAIN_COLUMN]: 'P1D',
      [TIME_COL_COLUMN]: null,
    });
  });

  it("takes the host's selection for each column it has", () => {
    const selection = initialFilterBoxSelection(formData, datasource, {
      country: [],
      [TIME_RANGE_COLUMN]: 'Last year',
      [TIME_COL_COLUMN]: 'order_date',
    });
    expect(selection).toMatchObject({
      year: [2004],
      country: [],
      [TIME_RANGE_COLUMN]: 'Last year',
      [TIME_COL_COLUMN]: 'order_date',
    });
  });

  it('leaves out the time fields the box does not show', () => {
    const plain = filterBoxFormDataSchema.parse({
      ...formData,
      date_filter: false,
      show_sqla_time_column: false,
    });
    expect(Object.keys(initialFilterBoxSelection(plain, datasource, undefined))).toEqual([
      'year',
      'country',
      TIME_GRAIN_COLUMN,
    ]);
  });
});

describe('addPastedValues', () => {
  const options = [
    { id: 2004, text: '2004' },
    { id: 'FR', text: 'FR' },
  ];

  it('splits on comma, newline, tab and semicolon; trims; drops empties and duplicates', () => {
    expect(addPastedValues([], ' DE, IT\nES\tPT;;DE ,', [])).toEqual(['DE', 'IT', 'ES', 'PT']);
  });

  it('keeps the values already selected and does not add them twice', () => {
    expect(addPastedValues(['FR'], 'FR,DE', options)).toEqual(['FR', 'DE']);
  });

  it("selects an option's value when a piece is its text", () => {
    expect(addPastedValues([], '2004;2005', options)).toEqual([2004, '2005']);
  });
});
