import { describe, expect, it } from 'vitest';
import { controlsOf } from '../../sdk/controlsOf.js';
import { checkControlPanel } from '../../sdk/testing/checkControlPanel.js';
import { smoothLineChartPlugin } from './index.js';

describe('smooth line control panel', () => {
  it('is valid and its defaults parse', () => {
    checkControlPanel(smoothLineChartPlugin, { x_axis: 'ds', metrics: ['sum__num'] });
  });

  it('has the family sections, query controls re-running the query and the rest only re-rendering', () => {
    const { controlPanelSections } = smoothLineChartPlugin.controlPanel;
    expect(controlPanelSections.map((section) => section.label)).toEqual([
      'Query',
      'Advanced analytics',
      'Annotations and layers',
      'Chart Options',
    ]);
    const controls = controlsOf(smoothLineChartPlugin.controlPanel);
    for (const name of [
      'x_axis',
      'metrics',
      'groupby',
      'rolling_type',
      'time_compare',
      'resample_rule',
      'annotation_layers',
    ])
      expect(controls.get(name)?.affects, name).toBe('query');
    for (const name of ['color_scheme', 'zoomable', 'legendOrientation', 'y_axis_bounds', 'rich_tooltip'])
      expect(controls.get(name)?.affects, name).toBe('render');
    expect(
      [...controls.keys()]
        .filter((name) => ['seriesType', 'orientation', 'area', 'markerEnabled', 'stack'].includes(name))
        .sort(),
    ).toEqual(['area', 'markerEnabled', 'stack']);
  });
});
