import { describe, expect, it } from 'vitest';
import { nativeFilterFormData } from '../../sdk/nativeFilter/nativeFilterFormData.js';
import { nativeFilter } from '@sightline/core/testing';
import { transformProps } from './transformProps.js';

describe('time column filter transformProps', () => {
  it("offers the target dataset's temporal columns", () => {
    const shown = transformProps({
      formData: nativeFilterFormData(
        nativeFilter({ id: 'NATIVE_FILTER-t', filterType: 'filter_timecolumn' }),
      ),
      queriesData: [],
      width: 0,
      height: 0,
      hooks: {},
      datasource: {
        id: 1,
        type: 'table',
        columns: [{ column_name: 'ds', is_dttm: true }, { column_name: 'city' }],
        metrics: [],
      },
      filterState: { value: ['ds'] },
    });
    expect(shown.options).toEqual([{ value: 'ds', label: 'ds' }]);
    expect(shown.value).toBe('ds');
  });
});
