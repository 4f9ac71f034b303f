import { validateNonEmpty, type ControlConfig } from '@sightline/charts';
import { describe, expect, it } from 'vitest';
import {
  applyControlChange,
  describeErrors,
  needsQuery,
  resetHiddenControls,
  validateControls,
} from './controlState';

const controls = new Map<string, ControlConfig>([
  [
    'metrics',
    {
      type: 'DndMetricSelect',
      label: 'Metrics',
      affects: 'query',
      multi: true,
      validators: [validateNonEmpty],
    },
  ],
  ['show_legend', { type: 'CheckboxControl', label: 'Legend', affects: 'render', default: true }],
  [
    'legend_type',
    {
      type: 'SelectControl',
      label: 'Type',
      affects: 'render',
      default: 'scroll',
      visibility: ({ controls: c }) => c.show_legend !== false,
    },
  ],
  [
    'rolling_periods',
    {
      type: 'TextControl',
      label: 'Periods',
      affects: 'query',
      default: 7,
      resetOnHide: false,
      visibility: ({ controls: c }) => c.rolling_type === 'mean',
    },
  ],
  [
    'series_limit',
    {
      type: 'SelectControl',
      label: 'Series limit',
      affects: 'query',
      validators: [validateNonEmpty],
      visibility: ({ controls: c }) => Array.isArray(c.groupby) && c.groupby.length > 0,
    },
  ],
]);

describe('control container rules', () => {
  it('resets a control that becomes hidden to its default', () => {
    const next = applyControlChange(
      controls,
      { show_legend: true, legend_type: 'plain' },
      'show_legend',
      false,
      null,
    );
    expect(next).toEqual({ show_legend: false, legend_type: 'scroll' });
  });

  it('keeps the value when reset on hide is off, and leaves visible controls alone', () => {
    expect(resetHiddenControls(controls, { rolling_type: 'None', rolling_periods: 30 }, null)).toEqual({
      rolling_type: 'None',
      rolling_periods: 30,
    });
    const unchanged = { show_legend: true, legend_type: 'plain' };
    expect(resetHiddenControls(controls, unchanged, null)).toBe(unchanged);
  });

  it('removes a value set to undefined', () => {
    expect(applyControlChange(controls, { metrics: ['count'] }, 'metrics', undefined, null)).toEqual({});
  });
});

describe('validation', () => {
  it('reports errors of visible controls only, labelled for the chart pane', () => {
    const errors = validateControls(controls, { metrics: [] }, null);
    expect(errors).toEqual({ metrics: ['cannot be empty'] });
    expect(describeErrors(controls, errors)).toEqual(['Metrics cannot be empty']);
    expect(validateControls(controls, { metrics: ['count'], groupby: ['a'] }, null)).toEqual({
      series_limit: ['cannot be empty'],
    });
  });
});

describe('needsQuery', () => {
  it('is false for render-only changes and true for query changes, unknown keys and the first run', () => {
    const queried = { metrics: ['count'], show_legend: true, viz_type: 'line' };
    expect(needsQuery(controls, { ...queried, show_legend: false }, queried)).toBe(false);
    expect(needsQuery(controls, { ...queried, metrics: ['sum'] }, queried)).toBe(true);
    expect(needsQuery(controls, { ...queried, viz_type: 'bar' }, queried)).toBe(true);
    expect(needsQuery(controls, queried, null)).toBe(true);
  });
});
