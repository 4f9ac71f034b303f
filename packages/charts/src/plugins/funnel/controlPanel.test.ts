import { describe, expect, it } from 'vitest';
import { controlsOf, defaultControlValues } from '../../sdk/controlsOf.js';
import { checkControlPanel, queryControlNames } from '../../sdk/testing/checkControlPanel.js';
import { funnelFormDataSchema } from './formData.js';
import { funnelPlugin } from './index.js';

describe('funnel control panel', () => {
  it('is valid and its defaults parse', () => {
    checkControlPanel(funnelPlugin, { metric: 'count', groupby: ['event_type'] });
  });

  it('re-runs the query only for what changes the rows', () => {
    expect(queryControlNames(controlsOf(funnelPlugin.controlPanel))).toEqual([
      'adhoc_filters',
      'groupby',
      'metric',
      'row_limit',
      'sort_by_metric',
    ]);
  });

  it('computes percents from the first step for new charts, of the total for older saved ones', () => {
    expect(defaultControlValues(funnelPlugin.controlPanel)).toMatchObject({
      percent_calculation_type: 'first_step',
      label_type: 0,
      tooltip_label_type: 5,
      row_limit: 10,
    });
    const saved = funnelFormDataSchema.parse({ datasource: '3__table', viz_type: 'funnel', metric: 'count' });
    expect(saved.percent_calculation_type).toBe('total');
  });
});
