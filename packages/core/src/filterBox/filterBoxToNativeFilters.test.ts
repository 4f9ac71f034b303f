import { describe, expect, it } from 'vitest';
import { newDashboardFilter } from './dashboardFilters.js';
import { nativeFiltersFromFilterBoxes, nativeScopeOf } from './filterBoxToNativeFilters.js';
import { filterBoxFormData } from './testing/filterBoxBuilder.js';

const formData = filterBoxFormData({ show_sqla_time_column: true, granularity_sqla: 'ds' });
const filter = newDashboardFilter({
  type: 'addFilter',
  chartId: 10,
  componentId: 'CHART-box',
  directPathToFilter: [],
  filterName: 'Box',
  formData,
});
filter.scopes.name = { scope: ['tab-a'], immune: [2] };
let n = 0;
const converted = nativeFiltersFromFilterBoxes([{ filter, formData }], () => `NATIVE_FILTER-${++n}`);

describe('nativeFiltersFromFilterBoxes (the filter-box migration)', () => {
  it('builds one select per field and one filter per time field, named by their labels', () => {
    expect(converted.map((f) => [f.id, f.filterType, f.name])).toEqual([
      ['NATIVE_FILTER-1', 'filter_select', 'Name'],
      ['NATIVE_FILTER-2', 'filter_select', 'gender'],
      ['NATIVE_FILTER-3', 'filter_time', 'Time range'],
      ['NATIVE_FILTER-4', 'filter_timegrain', 'Time grain'],
      ['NATIVE_FILTER-5', 'filter_timecolumn', 'Time column'],
    ]);
  });

  it('targets the dataset and column; multiple, clearable and sort order become control values', () => {
    const [name, gender] = converted;
    expect(name!.targets).toEqual([{ datasetId: 3, column: { name: 'name' } }]);
    expect(name!.controlValues).toMatchObject({
      multiSelect: true,
      enableEmptyFilter: false,
      sortAscending: true,
    });
    expect(gender!.controlValues).toMatchObject({ multiSelect: false, enableEmptyFilter: true });
    expect(gender!.sortMetric).toBe('sum__num');
    expect(converted[3]!.targets).toEqual([{ datasetId: 3 }]);
  });

  it('gives a time filter no dataset when the box names none it can read', () => {
    const unnamed = nativeFiltersFromFilterBoxes([{ filter: { ...filter, datasourceId: '' }, formData }]);
    expect(unnamed.find((f) => f.filterType === 'filter_timegrain')!.targets).toEqual([{}]);
  });

  it('turns the values into default masks (empty mask when nothing is picked)', () => {
    expect(converted[0]!.defaultDataMask).toEqual({
      extraFormData: { filters: [{ col: 'name', op: 'IN', val: ['Amy', 'Bob'] }] },
      filterState: { value: ['Amy', 'Bob'] },
    });
    expect(converted[2]!.defaultDataMask).toEqual({
      extraFormData: { time_range: 'Last year' },
      filterState: { value: 'Last year' },
    });
    expect(converted[3]!.defaultDataMask).toEqual({ extraFormData: {}, filterState: {} });
    expect(converted[4]!.defaultDataMask?.extraFormData).toEqual({ granularity_sqla: 'ds' });
  });

  it('keeps each field scope, with the immune charts and the filter box excluded', () => {
    expect(converted[0]!.scope).toEqual({ rootPath: ['tab-a'], excluded: [2, 10] });
    expect(converted[1]!.scope).toEqual({ rootPath: ['ROOT_ID'], excluded: [10] });
    expect(nativeScopeOf({ scope: ['ROOT_ID'], immune: [10] }, 10).excluded).toEqual([10]);
  });
});
