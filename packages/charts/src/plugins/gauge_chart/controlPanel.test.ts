import { describe, expect, it } from 'vitest';
import { controlsOf, defaultControlValues } from '../../sdk/controlsOf.js';
import { checkControlPanel, queryControlNames } from '../../sdk/testing/checkControlPanel.js';
import { gaugeChartPlugin } from './index.js';

describe('gauge control panel', () => {
  it('is valid and its defaults parse', () => {
    checkControlPanel(gaugeChartPlugin, { metric: 'count' });
  });

  it('re-runs the query only for what changes the rows', () => {
    expect(queryControlNames(controlsOf(gaugeChartPlugin.controlPanel))).toEqual([
      'adhoc_filters',
      'groupby',
      'metric',
      'row_limit',
      'sort_by_metric',
    ]);
  });

  it("starts from Superset's gauge defaults", () => {
    expect(defaultControlValues(gaugeChartPlugin.controlPanel)).toMatchObject({
      start_angle: 225,
      end_angle: -45,
      font_size: 15,
      split_number: 10,
      value_formatter: '{value}',
      show_pointer: true,
      show_progress: true,
      overlap: true,
      round_cap: false,
    });
  });

  it('rejects interval bounds that are not numbers', () => {
    const intervals = controlsOf(gaugeChartPlugin.controlPanel).get('intervals')!;
    const validate = intervals.validators![0]!;
    expect(validate('2,4,5')).toBe(false);
    expect(validate('')).toBe(false);
    expect(validate('2,four')).toBe('should be a comma-separated list of numbers');
  });
});
