import { describe, expect, it } from 'vitest';
import { controlsOf } from '../../sdk/controlsOf.js';
import { checkControlPanel, queryControlNames } from '../../sdk/testing/checkControlPanel.js';
import { filterBoxPlugin } from './index.js';

describe('filter box control panel', () => {
  it('is valid and its defaults parse', () => {
    checkControlPanel(filterBoxPlugin, {});
  });

  it('edits the fields with the filter-box item control and tells of the 1000-choice limit', () => {
    const fields = controlsOf(filterBoxPlugin.controlPanel).get('filter_configs');
    expect(fields).toMatchObject({
      type: 'CollectionControl',
      options: { itemControl: 'FilterBoxItemControl' },
    });
    expect(fields?.description).toContain(
      "each filter loads at most 1000 choices unless 'Search all filter options' is on",
    );
  });

  it('re-runs the query only for the fields, the time range and the filters', () => {
    expect(queryControlNames(controlsOf(filterBoxPlugin.controlPanel))).toEqual([
      'adhoc_filters',
      'filter_configs',
      'time_range',
    ]);
  });

  it('filters instantly by default; the time selectors are off', () => {
    const controls = controlsOf(filterBoxPlugin.controlPanel);
    expect(controls.get('instant_filtering')?.default).toBe(true);
    expect(controls.get('date_filter')?.default).toBe(false);
    expect(controls.get('show_sqla_time_granularity')?.default).toBe(false);
    expect(controls.get('show_sqla_time_column')?.default).toBe(false);
  });

  it('is a deprecated type, so the gallery does not offer it for new charts', () => {
    expect(filterBoxPlugin.metadata).toMatchObject({ vizType: 'filter_box', deprecated: true });
  });
});
