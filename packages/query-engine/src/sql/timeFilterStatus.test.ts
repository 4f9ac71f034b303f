import { describe, expect, it } from 'vitest';
import { timeFilterStatus } from './timeFilterStatus.js';

const column = (column_name: string, is_dttm: boolean) => ({
  column_name,
  is_dttm,
  type: is_dttm ? 'TIMESTAMP' : 'VARCHAR',
  type_generic: is_dttm ? 2 : 1,
  expression: null,
});
const withTime = { columns: [column('ds', true), column('name', false)] };
const withoutTime = { columns: [column('name', false)] };

describe('timeFilterStatus', () => {
  it('applies a time range, grain and known time column to a dataset with temporal columns', () => {
    expect(
      timeFilterStatus({ __time_range: 'Last week', __time_grain: 'P1D', __time_col: 'ds' }, withTime),
    ).toEqual({
      applied: [{ column: '__time_col' }, { column: '__time_grain' }, { column: '__time_range' }],
      rejected: [],
    });
  });

  it('rejects them where the dataset cannot honour them, with Superset reasons', () => {
    expect(timeFilterStatus({ __time_col: 'created_at' }, withTime)).toEqual({
      applied: [],
      rejected: [{ column: '__time_col', reason: 'not_in_datasource' }],
    });
    expect(timeFilterStatus({ __time_range: 'Last week', __time_grain: 'P1D' }, withoutTime)).toEqual({
      applied: [],
      rejected: [
        { column: '__time_grain', reason: 'no_temporal_column' },
        { column: '__time_range', reason: 'no_temporal_column' },
      ],
    });
  });

  it('reports nothing when no time extras are applied (an empty range is not applied)', () => {
    expect(timeFilterStatus(undefined, withTime)).toEqual({ applied: [], rejected: [] });
    expect(timeFilterStatus({ __time_range: '' }, withTime)).toEqual({ applied: [], rejected: [] });
  });
});
