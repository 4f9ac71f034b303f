import { describe, expect, it } from 'vitest';
import { controlsOf, defaultControlValues } from '../../sdk/controlsOf.js';
import { checkControlPanel, queryControlNames } from '../../sdk/testing/checkControlPanel.js';
import { bigNumberPlugin } from './index.js';

describe('big number with trendline control panel', () => {
  it('is valid and its defaults parse', () => {
    checkControlPanel(bigNumberPlugin, { metric: 'count', x_axis: 'ds' });
  });

  it('re-runs the query for the time axis, metric, filters and analytics only', () => {
    expect(queryControlNames(controlsOf(bigNumberPlugin.controlPanel))).toEqual([
      'adhoc_filters',
      'metric',
      'min_periods',
      'resample_method',
      'resample_rule',
      'rolling_periods',
      'rolling_type',
      'time_grain_sqla',
      'x_axis',
    ]);
  });

  it("starts from Superset's defaults", () => {
    expect(defaultControlValues(bigNumberPlugin.controlPanel)).toMatchObject({
      show_trend_line: true,
      start_y_axis_at_zero: true,
      header_font_size: 0.4,
      subheader_font_size: 0.15,
      color_picker: { r: 0, g: 122, b: 135, a: 1 },
      rolling_type: 'None',
      time_grain_sqla: 'P1D',
    });
  });

  it('offers a fixed time range only when the chart has one', () => {
    const fixed = controlsOf(bigNumberPlugin.controlPanel).get('time_range_fixed')!;
    expect(fixed.visibility?.({ controls: { time_range: 'No filter' } })).toBe(false);
    expect(fixed.visibility?.({ controls: { time_range: 'Last year' } })).toBe(true);
  });
});
