import { describe, expect, it } from 'vitest';
import { controlsOf } from '../../sdk/controlsOf.js';
import { checkControlPanel, queryControlNames } from '../../sdk/testing/checkControlPanel.js';
import { heatmapPlugin } from './index.js';

describe('heatmap control panel', () => {
  it('is valid and its defaults parse', () => {
    checkControlPanel(heatmapPlugin, { x_axis: 'state', groupby: 'name', metric: 'count' });
  });

  it('re-runs the query for the axes, metric, filters, limit and category sorts only', () => {
    expect(queryControlNames(controlsOf(heatmapPlugin.controlPanel))).toEqual([
      'adhoc_filters',
      'groupby',
      'metric',
      'row_limit',
      'sort_x_axis',
      'sort_y_axis',
      'time_grain_sqla',
      'x_axis',
    ]);
  });

  it('makes the y-axis a single required column', () => {
    const groupby = controlsOf(heatmapPlugin.controlPanel).get('groupby')!;
    expect(groupby).toMatchObject({ label: 'Y-Axis', multi: false });
    expect(groupby.validators![0]!([])).toBe('cannot be empty');
  });
});
