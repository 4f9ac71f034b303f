import { describe, expect, it } from 'vitest';
import { controlsOf, defaultControlValues } from '../../sdk/controlsOf.js';
import { checkControlPanel, queryControlNames } from '../../sdk/testing/checkControlPanel.js';
import { piePlugin } from './index.js';

describe('pie control panel', () => {
  it('is valid and its defaults parse', () => {
    checkControlPanel(piePlugin, { metric: 'count', groupby: ['region'] });
  });

  it('re-runs the query only for what changes the rows', () => {
    expect(queryControlNames(controlsOf(piePlugin.controlPanel))).toEqual([
      'adhoc_filters',
      'groupby',
      'metric',
      'row_limit',
      'sort_by_metric',
    ]);
  });

  it("starts from Superset's pie defaults", () => {
    expect(defaultControlValues(piePlugin.controlPanel)).toMatchObject({
      row_limit: 100,
      sort_by_metric: true,
      label_type: 'key',
      show_labels_threshold: 5,
      outerRadius: 70,
      innerRadius: 30,
      donut: false,
      labels_outside: true,
      legendType: 'scroll',
      legendOrientation: 'top',
    });
  });

  it('shows the template and inner radius only when they apply', () => {
    const controls = controlsOf(piePlugin.controlPanel);
    const template = controls.get('label_template')!;
    expect(template.visibility?.({ controls: { label_type: 'key' } })).toBe(false);
    expect(template.visibility?.({ controls: { label_type: 'template' } })).toBe(true);
    expect(controls.get('innerRadius')!.visibility?.({ controls: { donut: true } })).toBe(true);
    expect(controls.get('innerRadius')!.visibility?.({ controls: { donut: false } })).toBe(false);
  });
});
