import { describe, expect, it } from 'vitest';
import { controlsOf } from '../../../sdk/controlsOf.js';
import { checkControlPanel } from '../../../sdk/testing/checkControlPanel.js';
import type { TimeseriesPlugin } from '../createTimeseriesPlugin.js';

/** Which of the series-style controls a chart type's panel shows (the rest the type fixes itself). */
export interface SeriesStyleExpectation {
  /** The style controls the test looks for. */
  candidates: readonly string[];
  /** Those the panel has, sorted. */
  shown: readonly string[];
}

/**
 * The control panel checks of a time-series chart type: the family's sections, query controls that
 * re-run the query and drawing controls that only re-render, and the type's own series-style rows.
 */
export function describeTimeseriesControlPanel(
  name: string,
  plugin: TimeseriesPlugin,
  style: SeriesStyleExpectation,
): void {
  describe(`${name} control panel`, () => {
    it('is valid and its defaults parse', () => {
      checkControlPanel(plugin, { x_axis: 'ds', metrics: ['sum__num'] });
    });

    it('has the family sections, query controls re-running the query and the rest only re-rendering', () => {
      const { controlPanelSections } = plugin.controlPanel;
      expect(controlPanelSections.map((section) => section.label)).toEqual([
        'Query',
        'Advanced analytics',
        'Annotations and layers',
        'Chart Options',
      ]);
      const controls = controlsOf(plugin.controlPanel);
      for (const control of [
        'x_axis',
        'metrics',
        'groupby',
        'rolling_type',
        'time_compare',
        'resample_rule',
        'annotation_layers',
      ])
        expect(controls.get(control)?.affects, control).toBe('query');
      for (const control of [
        'color_scheme',
        'zoomable',
        'legendOrientation',
        'y_axis_bounds',
        'rich_tooltip',
      ])
        expect(controls.get(control)?.affects, control).toBe('render');
      expect([...controls.keys()].filter((control) => style.candidates.includes(control)).sort()).toEqual(
        style.shown,
      );
    });
  });
}
