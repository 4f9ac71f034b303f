import { describe, expect, it } from 'vitest';
import { controlsOf } from '../../sdk/controlsOf.js';
import { checkControlPanel, queryControlNames } from '../../sdk/testing/checkControlPanel.js';
import { bubblePlugin } from './index.js';

describe('bubble control panel', () => {
  it('is valid and its defaults parse', () => {
    checkControlPanel(bubblePlugin, { entity: 'country_name', x: 'count', y: 'count', size: 'count' });
  });

  it('re-runs the query for the entity, series, metrics, filters, sort and limit only', () => {
    const controls = controlsOf(bubblePlugin.controlPanel);
    expect(queryControlNames(controls)).toEqual([
      'adhoc_filters',
      'entity',
      'order_desc',
      'orderby',
      'row_limit',
      'series',
      'size',
      'x',
      'y',
    ]);
    expect(controls.get('entity')!.validators![0]!(undefined)).toBe('cannot be empty');
    expect(controls.get('y_axis_bounds')!.visibility!({ controls: { truncateYAxis: false } })).toBe(false);
  });
});
