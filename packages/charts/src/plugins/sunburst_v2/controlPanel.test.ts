import { describe, expect, it } from 'vitest';
import { controlsOf } from '../../sdk/controlsOf.js';
import { checkControlPanel, queryControlNames } from '../../sdk/testing/checkControlPanel.js';
import { sunburstPlugin } from './index.js';

describe('sunburst control panel', () => {
  it('is valid and its defaults parse', () => {
    checkControlPanel(sunburstPlugin, { columns: ['product_line'], metric: 'count' });
  });

  it('re-runs the query only for the hierarchy, metrics, filters, limit and sort', () => {
    expect(queryControlNames(controlsOf(sunburstPlugin.controlPanel))).toEqual([
      'adhoc_filters',
      'columns',
      'metric',
      'row_limit',
      'secondary_metric',
      'sort_by_metric',
    ]);
  });

  it('offers the linear scheme only when a different secondary metric colors the chart', () => {
    const controls = controlsOf(sunburstPlugin.controlPanel);
    const visible = (name: string, values: Record<string, unknown>) =>
      controls.get(name)!.visibility!({ controls: values });
    expect(visible('linear_color_scheme', { metric: 'sum__sales', secondary_metric: 'count' })).toBe(true);
    expect(visible('linear_color_scheme', { metric: 'sum__sales', secondary_metric: 'sum__sales' })).toBe(
      false,
    );
    expect(visible('color_scheme', { metric: 'sum__sales', secondary_metric: null })).toBe(true);
  });
});
