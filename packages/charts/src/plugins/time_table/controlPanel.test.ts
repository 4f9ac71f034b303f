import { describe, expect, it } from 'vitest';
import { controlsOf } from '../../sdk/controlsOf.js';
import { checkControlPanel } from '../../sdk/testing/checkControlPanel.js';
import {
  COLUMN_TYPE_CHOICES,
  COMPARISON_TYPE_CHOICES,
  COMPARISON_TYPES,
  TIME_SERIES_COLUMN_TYPES,
} from './columnConfig.js';
import { timeTablePlugin } from './index.js';

const controls = controlsOf(timeTablePlugin.controlPanel);
const validate = (name: string, values: Record<string, unknown>) =>
  controls
    .get(name)!
    .validators!.map((validator) => validator(values[name], { controls: values }))
    .find(Boolean) ?? false;

describe('time-series table control panel', () => {
  it('is valid and its defaults parse', () => {
    checkControlPanel(timeTablePlugin, { metrics: ['count'], granularity_sqla: 'order_date' });
  });

  it("offers the time-series table's column and comparison types", () => {
    expect(TIME_SERIES_COLUMN_TYPES).toEqual(['time', 'contrib', 'spark', 'avg']);
    expect(COMPARISON_TYPES).toEqual(['value', 'diff', 'perc', 'perc_change']);
    expect(COLUMN_TYPE_CHOICES.map(([, label]) => label)).toEqual([
      'Time comparison',
      'Contribution',
      'Sparkline',
      'Period average',
    ]);
    expect(COMPARISON_TYPE_CHOICES.map(([, label]) => label)).toEqual([
      'Actual value',
      'Difference',
      'Percentage',
      'Percentage change',
    ]);
    expect(controls.get('column_collection')!.type).toBe('CollectionControl');
  });

  it('needs a time column, a metric, columns, and one metric when grouped', () => {
    expect(validate('granularity_sqla', {})).toBe('cannot be empty');
    expect(validate('column_collection', { column_collection: [] })).toBe('cannot be empty');
    expect(validate('metrics', { metrics: [] })).toBe('cannot be empty');
    expect(validate('metrics', { metrics: ['a', 'b'], groupby: ['x'] })).toBe(
      "When using 'Group By' you are limited to use a single metric",
    );
    expect(validate('metrics', { metrics: ['a', 'b'], groupby: [] })).toBe(false);
  });

  it('re-runs the query only for query controls; columns and the link only re-render', () => {
    const renderControls = [...controls].filter(([, c]) => c.affects === 'render').map(([name]) => name);
    expect(renderControls.sort()).toEqual(['column_collection', 'url']);
  });
});
