import { describe, expect, it } from 'vitest';
import { controlsOf } from '../../sdk/controlsOf.js';
import { filterControlPatch, filterControlValue } from '../../sdk/nativeFilter/filterControls.js';
import { checkControlPanel, queryControlNames } from '../../sdk/testing/checkControlPanel.js';
import { nativeFilter } from '@sightline/core/testing';
import { selectFilterPlugin } from './index.js';

const controls = controlsOf(selectFilterPlugin.controlPanel);
const required = {
  id: 'NATIVE_FILTER-s',
  type: 'NATIVE_FILTER',
  name: 'Country',
  filterType: 'filter_select',
  targets: [],
};

describe('value filter control panel', () => {
  it('is valid and its defaults parse', () => {
    checkControlPanel(selectFilterPlugin, required);
  });

  it('re-queries the options for the pre-filters, the time range, the sort and the server search', () => {
    expect(queryControlNames(controls)).toEqual([
      'adhoc_filters',
      'searchAllOptions',
      'sortAscending',
      'sortMetric',
      'time_range',
    ]);
  });

  it('offers the pre-filters once a dataset is chosen and the sort metric once sorting is on', () => {
    const visible = (name: string, filter: Record<string, unknown>) =>
      controls.get(name)!.visibility!({ controls: filter });
    expect(visible('adhoc_filters', { targets: [] })).toBe(false);
    expect(visible('adhoc_filters', { targets: [{ datasetId: 1 }] })).toBe(true);
    expect(visible('sortMetric', { controlValues: {} })).toBe(false);
    expect(visible('sortMetric', { controlValues: { sortAscending: false } })).toBe(true);
  });

  it('saves the flags in controlValues and the pre-filters and sort metric on the filter', () => {
    const filter = nativeFilter({ id: 'NATIVE_FILTER-s', controlValues: { multiSelect: true } });
    expect(filterControlPatch(filter, 'inverseSelection', true)).toEqual({
      controlValues: { multiSelect: true, inverseSelection: true },
    });
    expect(filterControlPatch(filter, 'sortMetric', 'count')).toEqual({ sortMetric: 'count' });
    expect(filterControlValue({ ...filter, time_range: 'Last week' }, 'time_range')).toBe('Last week');
    expect(filterControlValue(filter, 'multiSelect')).toBe(true);
  });
});
