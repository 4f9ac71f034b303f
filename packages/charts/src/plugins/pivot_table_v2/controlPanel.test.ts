import { describe, expect, it } from 'vitest';
import { controlsOf } from '../../sdk/controlsOf.js';
import { checkControlPanel, queryControlNames } from '../../sdk/testing/checkControlPanel.js';
import { pivotTablePlugin } from './index.js';

const controls = controlsOf(pivotTablePlugin.controlPanel);

describe('pivot table control panel', () => {
  it('is valid and its defaults parse', () => {
    checkControlPanel(pivotTablePlugin, { metrics: ['count'], groupbyRows: ['region'] });
  });

  it('has Superset 3.1 defaults and choices', () => {
    const defaults = Object.fromEntries([...controls].map(([name, config]) => [name, config.default]));
    expect(defaults).toMatchObject({
      metricsLayout: 'COLUMNS',
      aggregateFunction: 'Sum',
      rowTotals: false,
      rowSubTotals: false,
      colTotals: false,
      colSubTotals: false,
      transposePivot: false,
      combineMetric: false,
      valueFormat: 'SMART_NUMBER',
      date_format: 'smart_date',
      rowOrder: 'key_a_to_z',
      colOrder: 'key_a_to_z',
      conditional_formatting: [],
      row_limit: 10000,
    });
    expect(controls.get('rowOrder')!.choices!.map(([value]) => value)).toEqual([
      'key_a_to_z',
      'key_z_to_a',
      'value_a_to_z',
      'value_z_to_a',
    ]);
    expect(controls.get('aggregateFunction')!.choices).toHaveLength(18);
  });

  it('shows subtotal positions only with subtotals, and the grain only for a temporal dimension', () => {
    const state = (values: Record<string, unknown>) => ({
      controls: values,
      datasource: { columns: [{ column_name: 'order_date', is_dttm: true }], metrics: [] },
    });
    expect(controls.get('rowSubtotalPosition')!.visibility!(state({}))).toBe(false);
    expect(controls.get('rowSubtotalPosition')!.visibility!(state({ rowSubTotals: true }))).toBe(true);
    expect(controls.get('time_grain_sqla')!.visibility!(state({ groupbyColumns: ['order_date'] }))).toBe(
      true,
    );
    expect(controls.get('time_grain_sqla')!.visibility!(state({ groupbyRows: ['region'] }))).toBe(false);
  });

  it('re-runs the query only for query controls; layout and totals only re-render', () => {
    expect(queryControlNames(controls)).toEqual([
      'adhoc_filters',
      'groupbyColumns',
      'groupbyRows',
      'metrics',
      'order_desc',
      'row_limit',
      'series_limit_metric',
      'temporal_columns_lookup',
      'time_grain_sqla',
    ]);
  });
});
