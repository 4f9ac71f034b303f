import { describe, expect, it } from 'vitest';
import { controlsOf } from '../../sdk/controlsOf.js';
import { checkControlPanel } from '../../sdk/testing/checkControlPanel.js';
import { mixedChartPlugin } from './index.js';

describe('mixed chart control panel', () => {
  it('is valid and its defaults parse', () => {
    checkControlPanel(mixedChartPlugin, { x_axis: 'order_date', metrics: ['count'] });
  });

  it('has Query A and Query B controls under Superset keys', () => {
    const controls = controlsOf(mixedChartPlugin.controlPanel);
    for (const name of [
      'metrics',
      'metrics_b',
      'groupby_b',
      'adhoc_filters_b',
      'rolling_type_b',
      'time_compare_b',
    ])
      expect(controls.get(name)?.affects, name).toBe('query');
    for (const name of [
      'seriesType',
      'seriesTypeB',
      'yAxisIndexB',
      'stackB',
      'show_valueB',
      'y_axis_format_secondary',
    ])
      expect(controls.get(name)?.affects, name).toBe('render');
    expect(controls.get('seriesTypeB')?.default).toBe('bar');
    expect(mixedChartPlugin.controlPanel.controlPanelSections.map((s) => s.label)).toEqual([
      'Query',
      'Query A',
      'Advanced analytics Query A',
      'Query B',
      'Advanced analytics Query B',
      'Annotations and layers',
      'Chart Options',
    ]);
  });
});
