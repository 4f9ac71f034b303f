import { describe, expect, it } from 'vitest';
import { controlsOf } from '../../sdk/controlsOf.js';
import { checkControlPanel, queryControlNames } from '../../sdk/testing/checkControlPanel.js';
import { boxPlotPlugin } from './index.js';

describe('box plot control panel', () => {
  it('is valid and its defaults parse', () => {
    checkControlPanel(boxPlotPlugin, { columns: ['customer'], metrics: ['sum__sales'] });
  });

  it('re-runs the query for the grouping, metrics, limits and whiskers only', () => {
    const controls = controlsOf(boxPlotPlugin.controlPanel);
    expect(queryControlNames(controls)).toEqual([
      'adhoc_filters',
      'columns',
      'groupby',
      'metrics',
      'series_limit',
      'series_limit_metric',
      'whiskerOptions',
    ]);
    expect(controls.get('columns')).toMatchObject({ label: 'Distribute across' });
    expect(controls.get('whiskerOptions')!.choices!.map(([value]) => value)).toEqual([
      'Tukey',
      'Min/max (no outliers)',
      '2/98 percentiles',
      '9/91 percentiles',
    ]);
  });
});
