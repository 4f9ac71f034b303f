import { describe, expect, it } from 'vitest';
import { controlsOf } from '../../sdk/controlsOf.js';
import { checkControlPanel, queryControlNames } from '../../sdk/testing/checkControlPanel.js';
import { treemapPlugin } from './index.js';

describe('treemap control panel', () => {
  it('is valid and its defaults parse', () => {
    checkControlPanel(treemapPlugin, { groupby: ['region'], metric: 'count' });
  });

  it('re-runs the query only for the hierarchy, metric, filters, limit and sort', () => {
    const controls = controlsOf(treemapPlugin.controlPanel);
    expect(queryControlNames(controls)).toEqual([
      'adhoc_filters',
      'groupby',
      'metric',
      'row_limit',
      'sort_by_metric',
    ]);
    expect(controls.get('groupby')).toMatchObject({ label: 'Hierarchy' });
    expect(controls.get('label_type')!.default).toBe('key_value');
  });
});
