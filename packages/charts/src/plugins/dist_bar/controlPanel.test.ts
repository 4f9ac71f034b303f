import { describe, expect, it } from 'vitest';
import { controlsOf, defaultControlValues } from '../../sdk/controlsOf.js';
import { checkControlPanel, queryControlNames } from '../../sdk/testing/checkControlPanel.js';
import { distBarPlugin } from './index.js';

describe('categorical bar control panel', () => {
  it('is valid and its defaults parse', () => {
    checkControlPanel(distBarPlugin, { metrics: ['count'], groupby: ['state'] });
  });

  it('re-runs the query only for what changes the rows', () => {
    expect(queryControlNames(controlsOf(distBarPlugin.controlPanel))).toEqual([
      'adhoc_filters',
      'columns',
      'groupby',
      'metrics',
      'order_desc',
      'row_limit',
      'timeseries_limit_metric',
    ]);
  });

  it('requires categories, as Superset does ("Pick at least one field for [Series]")', () => {
    const groupby = controlsOf(distBarPlugin.controlPanel).get('groupby')!;
    expect(groupby.label).toBe('Dimensions');
    expect(groupby.validators?.[0]?.([])).toBe('cannot be empty');
  });

  it("starts from the legacy chart's defaults", () => {
    expect(defaultControlValues(distBarPlugin.controlPanel)).toMatchObject({
      bar_stacked: false,
      order_bars: false,
      show_bar_value: false,
      contribution: false,
      x_ticks_layout: 'auto',
      bottom_margin: 'auto',
      orientation: 'vertical',
      y_axis_bounds: [null, null],
    });
  });
});
