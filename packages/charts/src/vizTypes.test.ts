import { describe, expect, it } from 'vitest';
import { VIZ_TYPE_NAMES, vizTypeName } from './vizTypes.js';

describe('vizTypeName', () => {
  it('names known viz types and falls back to the key for unknown ones', () => {
    expect(vizTypeName('echarts_timeseries_line')).toBe('Line Chart');
    expect(vizTypeName('big_number_total')).toBe('Big Number');
    expect(vizTypeName('my_plugin_chart')).toBe('my_plugin_chart');
    // Keys are viz_type values from the database: Object.prototype's names are not chart names.
    expect(vizTypeName('toString')).toBe('toString');
    expect(vizTypeName('constructor')).toBe('constructor');
  });

  it('gives every known type a distinct name', () => {
    const names = Object.values(VIZ_TYPE_NAMES);
    expect(new Set(names).size).toBe(names.length);
  });
});
