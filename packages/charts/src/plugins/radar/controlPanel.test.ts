import { describe, expect, it } from 'vitest';
import { controlsOf, defaultControlValues } from '../../sdk/controlsOf.js';
import { checkControlPanel, queryControlNames } from '../../sdk/testing/checkControlPanel.js';
import { radarPlugin } from './index.js';

describe('radar control panel', () => {
  it('is valid and its defaults parse', () => {
    checkControlPanel(radarPlugin, { metrics: ['count', 'sum__sales'], groupby: ['product_line'] });
  });

  it('re-runs the query only for what changes the rows', () => {
    expect(queryControlNames(controlsOf(radarPlugin.controlPanel))).toEqual([
      'adhoc_filters',
      'groupby',
      'metrics',
      'order_desc',
      'row_limit',
      'timeseries_limit_metric',
    ]);
  });

  it("starts from Superset's radar defaults", () => {
    expect(defaultControlValues(radarPlugin.controlPanel)).toMatchObject({
      row_limit: 10,
      show_labels: true,
      label_type: 'value',
      label_position: 'top',
      is_circle: false,
      column_config: {},
    });
  });
});
