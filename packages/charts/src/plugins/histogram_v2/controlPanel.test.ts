import { describe, expect, it } from 'vitest';
import { controlsOf } from '../../sdk/controlsOf.js';
import { checkControlPanel, queryControlNames } from '../../sdk/testing/checkControlPanel.js';
import { histogramPlugin } from './index.js';

describe('histogram control panel', () => {
  it('is valid and its defaults parse', () => {
    checkControlPanel(histogramPlugin, { column: 'latency_ms' });
  });

  it('re-runs the query for the column, groups, bins, normalize and cumulative', () => {
    const controls = controlsOf(histogramPlugin.controlPanel);
    expect(queryControlNames(controls)).toEqual([
      'adhoc_filters',
      'bins',
      'column',
      'cumulative',
      'groupby',
      'normalize',
      'row_limit',
    ]);
    expect(controls.get('bins')!.validators![0]!('2.5')).toBe('is expected to be an integer');
  });
});
