import { describe, expect, it } from 'vitest';
import { controlsOf } from '../../sdk/controlsOf.js';
import { checkControlPanel, queryControlNames } from '../../sdk/testing/checkControlPanel.js';
import { wordCloudPlugin } from './index.js';

describe('word cloud control panel', () => {
  it('is valid and its defaults parse', () => {
    checkControlPanel(wordCloudPlugin, { series: 'name', metric: 'count' });
  });

  it('re-runs the query for the words, metric, filters, limit and sort only', () => {
    const controls = controlsOf(wordCloudPlugin.controlPanel);
    expect(queryControlNames(controls)).toEqual([
      'adhoc_filters',
      'metric',
      'row_limit',
      'series',
      'sort_by_metric',
    ]);
    expect(controls.get('row_limit')!.default).toBe(100);
    expect(controls.get('rotation')!.default).toBe('square');
  });
});
