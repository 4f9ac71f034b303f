import { describe, expect, it } from 'vitest';
import { filterValueDataMask } from '../sdk/nativeFilter/filterValueDataMask.js';
import { nativeFilterFormData } from '../sdk/nativeFilter/nativeFilterFormData.js';
import { nativeFilterPlugins } from '../sdk/nativeFilter/nativeFilterPlugin.js';
import { ChartPluginRegistry } from '../sdk/registry.js';
import { nativeFilter } from '@sightline/core/testing';
import { registerBuiltInFilterPlugins } from './index.js';

const registry = new ChartPluginRegistry();
registerBuiltInFilterPlugins(registry);

describe('the built-in filter types', () => {
  it('are native filter plugins keyed by the saved filterType, in the order the modal offers them', () => {
    expect(
      nativeFilterPlugins(registry).map((plugin) => [plugin.metadata.vizType, plugin.metadata.name]),
    ).toEqual([
      ['filter_select', 'Value'],
      ['filter_range', 'Numerical range'],
      ['filter_time', 'Time range'],
      ['filter_timegrain', 'Time grain'],
      ['filter_timecolumn', 'Time column'],
    ]);
    for (const plugin of nativeFilterPlugins(registry))
      expect(plugin.metadata.behaviors).toEqual(['NATIVE_FILTER']);
  });

  it('publish the mask of the plugin chosen by filter type', () => {
    const of = (filterType: string, value: unknown) =>
      filterValueDataMask(registry, nativeFilter({ id: 'NATIVE_FILTER-t', filterType }), value).extraFormData;
    expect(of('filter_time', 'Last day')).toEqual({ time_range: 'Last day' });
    expect(of('filter_timegrain', ['P1D'])).toEqual({ time_grain_sqla: 'P1D' });
    expect(of('filter_timecolumn', ['ds'])).toEqual({ granularity_sqla: 'ds' });
    expect(of('filter_select', 'FR')).toEqual({ filters: [{ col: 'country', op: 'IN', val: ['FR'] }] });
    expect(of('filter_range', [1, null])).toEqual({ filters: [{ col: 'country', op: '>=', val: 1 }] });
    expect(of('filter_unknown', 'x')).toEqual({});
  });

  it('parse the form data of their own type only', () => {
    const select = nativeFilterFormData(nativeFilter({ id: 'NATIVE_FILTER-s' }));
    for (const plugin of nativeFilterPlugins(registry))
      expect(plugin.formDataSchema.safeParse(select).success, plugin.metadata.vizType).toBe(
        plugin.metadata.vizType === 'filter_select',
      );
  });
});
