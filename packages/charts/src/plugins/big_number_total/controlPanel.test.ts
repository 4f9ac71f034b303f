import { describe, expect, it } from 'vitest';
import { controlsOf } from '../../sdk/controlsOf.js';
import { checkControlPanel, queryControlNames } from '../../sdk/testing/checkControlPanel.js';
import { bigNumberTotalPlugin } from './index.js';

describe('big number control panel', () => {
  it('is valid and its defaults parse', () => {
    checkControlPanel(bigNumberTotalPlugin, { metric: 'count' });
  });

  it('re-runs the query only for the metric and filters', () => {
    expect(queryControlNames(controlsOf(bigNumberTotalPlugin.controlPanel))).toEqual([
      'adhoc_filters',
      'metric',
    ]);
  });
});
